/**
 * Sends the outbox (decision 025): each due item of the person using the app, with its idempotency key, one at a
 * time and one tab at a time; then waits for the earliest next try. Started in `main.tsx` (its own chunk); sends
 * on open, on the `online` event, on the service worker's Background Sync message and on "Send now".
 */
import { ApiError, authApi, publicApi, uploadBody } from './api-client';
import { getSession } from './session';
import {
  ANONYMOUS_OWNER,
  allOutboxItems,
  outboxItem,
  outboxItems,
  removeOutboxItem,
  saveOutboxItem,
  type OutboxItem,
} from './outbox';
import { afterTry, expiry, isDue, retryAfterMs, type TryOutcome } from './outbox-rules';

/** The owners whose items may go now: the signed-in person's (with their token) and signed-out anonymous reports. */
export function currentOwners(): string[] {
  const userId = getSession()?.user.id;
  return userId ? [userId, ANONYMOUS_OWNER] : [ANONYMOUS_OWNER];
}

function body(item: OutboxItem): unknown {
  const { json, data, files } = item.request;
  return data === undefined ? json : uploadBody(data, files ?? []);
}

function isAnonymousReport(item: OutboxItem): boolean {
  return item.kind === 'report' && (item.request.data as { isAnonymous?: boolean } | undefined)?.isAnonymous === true;
}

/** One try of one item, through the app's API client (its session refresh, language and error sentences). */
export async function tryItem(item: OutboxItem, now: () => number = Date.now): Promise<TryOutcome> {
  let retryAfter: string | null = null;
  try {
    const client = item.request.auth ? authApi : publicApi;
    const envelope = await client.request<{ ticketId?: string }>(item.request.path, {
      method: 'POST',
      body: body(item),
      headers: { 'Idempotency-Key': item.idempotencyKey },
      transport: async (url, init) => {
        const response = await fetch(url, init);
        retryAfter = response.headers.get('retry-after');
        return response;
      },
    });
    return { ok: true, trackingId: isAnonymousReport(item) ? (envelope.data?.ticketId ?? null) : null };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, status: 0, message: String(error), retryAfterMs: null };
    return { ok: false, status: error.status, message: error.message, retryAfterMs: retryAfterMs(retryAfter, now()) };
  }
}

export interface SentItem {
  item: OutboxItem;
  trackingId: string | null;
}

type SentListener = (sent: SentItem) => void;
const sentListeners = new Set<SentListener>();

/** Tells `listener` of every item sent from this tab (the toast, the dashboard's lists). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Runs `work` while no other tab is sending the outbox (Web Locks); at once where the browser lacks them. */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('safeogun:outbox', work) : await work();
}

/** Forgets items kept too long and holds back SOS alerts too old to go on their own. */
async function expire(now: number) {
  for (const item of await allOutboxItems()) {
    const verdict = expiry(item, now);
    if (verdict === 'forget') await removeOutboxItem(item.id);
    else if (verdict === 'hold') await saveOutboxItem({ ...item, status: 'held' });
  }
}

let flushing: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function pass(only: string | null) {
  const now = Date.now();
  await expire(now);
  const owners = currentOwners();
  const items = only ? [await outboxItem(only)].filter((i) => i !== undefined) : await outboxItems(owners);
  for (const item of items) {
    if (!owners.includes(item.owner) || !isDue(item, Date.now(), only !== null)) continue;
    const outcome = await tryItem(item);
    // Cancelled while it was on its way: the server may have it (the person was told so), nothing to keep.
    if (!(await outboxItem(item.id))) continue;
    const next = afterTry({ ...item, status: 'waiting' }, outcome, Date.now());
    if (next) await saveOutboxItem(next);
    else await removeOutboxItem(item.id);
    if (outcome.ok) sentListeners.forEach((listener) => listener({ item, trackingId: outcome.trackingId }));
    // No connection: the others would fail alike; they go at the next chance.
    if (!outcome.ok && outcome.status === 0) break;
  }
}

/** When the earliest waiting item of the current owners is due, sends again. */
async function scheduleNext() {
  clearTimeout(timer);
  const waiting = (await outboxItems(currentOwners())).filter((i) => i.status === 'waiting');
  if (!waiting.length) return;
  const next = Math.min(...waiting.map((i) => i.nextAttemptAt));
  timer = setTimeout(() => void flushOutbox(), Math.max(1000, next - Date.now()));
}

/**
 * Sends the due items (or, with `only`, that one item now, whatever its wait). One pass at a time in this tab: a
 * call during a pass runs another after it.
 */
export function flushOutbox(only: string | null = null): Promise<void> {
  if (flushing) {
    if (only === null) again = true;
    else return flushing.then(() => flushOutbox(only));
    return flushing;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false && only === null) return Promise.resolve();
  flushing = oneTabAtATime(() => pass(only))
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
      if (again) {
        again = false;
        void flushOutbox();
      } else void scheduleNext().catch(() => undefined);
    });
  return flushing;
}
