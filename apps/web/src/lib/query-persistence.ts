/**
 * Offline reading (issue 16, docs/decisions/024-installable-offline-app.md): the last news seen, the person's own
 * reports, the crime map's last data and the community hub's tips and alerts (issue 21) are kept on the device (IndexedDB, through idb-keyval) as TanStack Query's
 * dehydrated cache, and put back into the cache when the app opens, so those pages show them with no connection,
 * marked "Saved <time> ago" (components/saved-notice.tsx).
 *
 * A shared phone: the copy belongs to the person signed in when it was saved (or 'anonymous'); it is deleted as
 * soon as the signed-in person changes (sign-in, sign-out, expiry, another tab), and a copy of someone else is never
 * put back.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getSession, onSessionUserChange } from './session';

type SavedQuery = DehydratedState['queries'][number];

interface SavedQueries {
  version: 1;
  /** The signed-in user's id when saved, or 'anonymous'. */
  owner: string;
  queries: SavedQuery[];
}

const DAY = 24 * 60 * 60_000;
/** Older copies are of no use to read and only take space. */
export const SAVED_MAX_AGE_MS = 14 * DAY;
/** A bound on what is kept: the newest of news pages, report pages and map views. */
export const SAVED_MAX_QUERIES = 60;
/** Saving waits for a quiet moment after the cache changes: one write for a burst of answers. */
const SAVE_DELAY_MS = 300;

const KEY = 'saved-queries';

/** Told whether a copy is saved now (offline-reading.ts keeps a mark, to wait for it before the first render). */
let markSaved: (present: boolean) => void = () => undefined;

let store: ReturnType<typeof createStore> | null = null;
const offlineStore = () => (store ??= createStore('safeogun-offline', 'queries'));

const ownerNow = () => getSession()?.user.id ?? 'anonymous';

/** The community hub's queries kept for offline reading (issue 21): its safety tips and its last alerts, not polls. */
const SAVED_COMMUNITY = new Set(['tips', 'tip', 'alerts', 'alert']);

/**
 * The queries worth reading offline: the news (public), the person's own report lists and reports (their user id
 * is in the key), the crime map's data and filter lists, and the community hub's tips and alerts.
 */
export function isSavedQuery(queryKey: readonly unknown[], owner: string): boolean {
  const [family, second, third] = queryKey;
  if (family === 'news' || family === 'crime-map') return true;
  if (family === 'community') return SAVED_COMMUNITY.has(second as string);
  return family === 'incidents' && second === owner && (third === 'list' || third === 'one');
}

/**
 * What to keep: the copies saved before (a page not opened this time is still readable offline) updated with the
 * current ones, none older than the maximum age, at most the newest `SAVED_MAX_QUERIES`.
 */
export function mergeSavedQueries(previous: SavedQuery[], current: SavedQuery[], now: number): SavedQuery[] {
  const byHash = new Map<string, SavedQuery>();
  for (const query of [...previous, ...current]) {
    const kept = byHash.get(query.queryHash);
    if (!kept || kept.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  return [...byHash.values()]
    .filter((query) => now - query.state.dataUpdatedAt <= SAVED_MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, SAVED_MAX_QUERIES);
}

// Writes and deletions run one after another, so a deletion at sign-out is never overtaken by an earlier write.
let writes: Promise<void> = Promise.resolve();
const queue = (work: () => Promise<void>) => {
  writes = writes.then(work).catch(() => undefined);
  return writes;
};

async function readSaved(): Promise<SavedQueries | null> {
  const saved = (await get<SavedQueries>(KEY, offlineStore())) ?? null;
  return saved?.version === 1 && Array.isArray(saved.queries) ? saved : null;
}

/** Deletes the saved copy (the signed-in person changed). */
export function forgetSavedQueries(): Promise<void> {
  cancelPendingSave();
  markSaved(false);
  return queue(() => del(KEY, offlineStore()));
}

/** Puts the saved copy of the person signed in now back into the cache; someone else's is deleted instead. */
export async function restoreSavedQueries(client: QueryClient): Promise<void> {
  const owner = ownerNow();
  await queue(async () => {
    const saved = await readSaved();
    if (!saved) return;
    if (saved.owner !== owner) {
      await del(KEY, offlineStore());
      markSaved(false);
      return;
    }
    const queries = mergeSavedQueries([], saved.queries, Date.now());
    hydrate(client, { mutations: [], queries });
    // A copy is what to show while the network answers, never instead of asking it: marked stale, each restored query
    // is fetched again as soon as a page uses it (a reload after the police replied shows the reply), and stays
    // shown, as saved, when there is no connection.
    const restored = new Set(queries.map((query) => query.queryHash));
    await client.invalidateQueries({ predicate: (query) => restored.has(query.queryHash), refetchType: 'none' });
  });
}

let pendingSave: ReturnType<typeof setTimeout> | undefined;
function cancelPendingSave() {
  clearTimeout(pendingSave);
  pendingSave = undefined;
}

function save(client: QueryClient) {
  const owner = ownerNow();
  const current = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isSavedQuery(query.queryKey, owner),
    shouldDehydrateMutation: () => false,
  }).queries;
  return queue(async () => {
    const saved = await readSaved();
    const previous = saved?.owner === owner ? saved.queries : [];
    const queries = mergeSavedQueries(previous, current, Date.now());
    if (queries.length === 0) return;
    await set(KEY, { version: 1, owner, queries } satisfies SavedQueries, offlineStore());
    markSaved(true);
  });
}

/** How often, and for how long at most, a hydrating page is checked for being live. */
const LIVE_CHECK_MS = 100;
const LIVE_WAIT_MS = 10_000;

/** Resolves once the page and each part of it with code of its own have rendered (route-error.tsx, part-ready.tsx). */
function pageLive(): Promise<void> {
  const live = () =>
    document.documentElement.dataset.pageReady === 'true' && !document.querySelector('[data-part-pending]');
  const asked = Date.now();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!live() && Date.now() - asked < LIVE_WAIT_MS) return;
      clearInterval(timer);
      resolve();
    }, LIVE_CHECK_MS);
  });
}

let started = false;
/**
 * Puts the saved copy back, then keeps it up to date with every new answer of a saved query, and deletes it when the
 * person changes.
 *
 * `oncePageLive`: the page hydrates the HTML rendered at build, made with no data. The copy is put back once the page
 * is live: sooner, a part still waiting for its code would find data in the cache, render other than its HTML and be
 * drawn again on the client (a layout shift, and the blocking time of a second render). A page fetched from the
 * network is online, so the copy is a fallback there, not what the first paint needs.
 */
export async function startSavingQueries(
  client: QueryClient,
  onSavedChange: (present: boolean) => void,
  oncePageLive = false,
): Promise<void> {
  if (started) return;
  started = true;
  if (oncePageLive) await pageLive();
  markSaved = onSavedChange;
  // Restored copies must outlive TanStack's five idle minutes: offline, they cannot be fetched again.
  for (const family of ['news', 'incidents', 'crime-map', 'community'])
    client.setQueryDefaults([family], { gcTime: DAY });
  onSessionUserChange(() => void forgetSavedQueries());
  await restoreSavedQueries(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isSavedQuery(event.query.queryKey, ownerNow())) return;
    cancelPendingSave();
    pendingSave = setTimeout(() => {
      pendingSave = undefined;
      void save(client);
    }, SAVE_DELAY_MS);
  });
  // Saving starts once the page has loaded (or is live): answers that came before, since this page opened, are kept.
  const owner = ownerNow();
  const answeredEarlier = client
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.state.status === 'success' &&
        query.state.dataUpdatedAt >= performance.timeOrigin &&
        isSavedQuery(query.queryKey, owner),
    );
  if (answeredEarlier) void save(client);
  // Leaving the page (or the app going to the background) does not wait for the quiet moment.
  const flush = () => {
    if (pendingSave === undefined) return;
    cancelPendingSave();
    void save(client);
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
