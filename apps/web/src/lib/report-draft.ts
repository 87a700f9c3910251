/**
 * The report form's unsent fields, kept in local storage so a report typed while the signal drops, the page
 * reloads or the battery dies is not lost (issue 16). Each draft belongs to one person on this phone: it is stored
 * under the signed-in user's id, or 'anonymous' when no one is signed in, and read back only for that owner, so a
 * shared phone never shows one person's report to the next. Signing out removes the leaving person's drafts.
 * Files are not kept (only the typed fields).
 */

const PREFIX = 'safeogun:report-draft:v1:';

/** The forms that keep a draft: the signed-in report form and the anonymous one. */
export type ReportDraftForm = 'report' | 'anonymous-report';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Local storage, or null where the browser refuses it (private mode, storage disabled). */
function browserStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const ownerKey = (userId: string | null) => `${PREFIX}${encodeURIComponent(userId ?? 'anonymous')}:`;

export function reportDraftKey(form: ReportDraftForm, userId: string | null): string {
  return `${ownerKey(userId)}${form}`;
}

interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

/** The owner's saved fields of `form`, or null when there are none (or they cannot be read). */
export function readReportDraft<T>(
  form: ReportDraftForm,
  userId: string | null,
  storage = browserStorage(),
): { savedAt: string; values: T } | null {
  try {
    const raw = storage?.getItem(reportDraftKey(form, userId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredDraft<T>;
    return stored && typeof stored === 'object' && stored.values ? stored : null;
  } catch {
    return null;
  }
}

export function saveReportDraft<T>(
  form: ReportDraftForm,
  userId: string | null,
  values: T,
  now = new Date(),
  storage = browserStorage(),
): void {
  try {
    const stored: StoredDraft<T> = { savedAt: now.toISOString(), values };
    storage?.setItem(reportDraftKey(form, userId), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the form still works, only without a kept copy.
  }
}

export function removeReportDraft(form: ReportDraftForm, userId: string | null, storage = browserStorage()): void {
  try {
    storage?.removeItem(reportDraftKey(form, userId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Removes every report draft of this owner (on signing out). */
export function forgetReportDrafts(userId: string | null, storage = browserStorage()): void {
  if (!storage) return;
  try {
    const prefix = ownerKey(userId);
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused: there is nothing it could have kept.
  }
}
