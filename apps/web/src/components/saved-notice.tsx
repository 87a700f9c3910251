import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Check, History } from 'lucide-react';
import { pluralCount } from '../lib/i18n';
import { useOnline } from '../lib/network-status';
import { savedAge, savedAt, type QueryFreshness } from '../lib/saved-age';
import { useNow } from '../lib/time';
import { useOfflineMessages } from './locales/offline/messages';

/**
 * Over the content it qualifies (the crime map): a copy restored from the device while the network is asked for a
 * fresh one, the notice waits this long, so that a quick answer replaces the copy with no notice flashing over it.
 */
const REFRESH_GRACE_MS = 1500;

/**
 * "Saved <time> ago" above a list (or over the map) shown from the copy kept on the device (issue 16): restored from
 * it, or not refreshed because there is no network or the request failed. Nothing when the data is fresh from the
 * network and no copy was shown.
 *
 * Above a list (the default) it never comes and goes while the list is on the screen, which moved the list down and
 * back up whenever a refresh took longer than a moment (decision 027): it is shown from the first render of the
 * restored copy, and once shown its line stays, saying "Updated <time> ago" when the fresh answer has replaced the
 * copy. `overlay`: positioned over the content by `className`, so nothing moves; it waits out a quick refresh and
 * goes once the answer is in.
 */
export function SavedNotice({
  query,
  className,
  overlay = false,
}: {
  query: QueryFreshness;
  className?: string;
  overlay?: boolean;
}) {
  const { _ } = useOfflineMessages();
  const online = useOnline();
  const now = useNow(30_000);
  const at = savedAt(query, online);
  const refreshing = at !== null && online && query.fetchStatus === 'fetching';
  // Once the overlay has shown, a later refresh (the Refresh button) does not hide it while it runs.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!overlay) return;
    if (at !== null && !refreshing) setWaited(true);
    if (!refreshing) return;
    const timer = setTimeout(() => setWaited(true), REFRESH_GRACE_MS);
    return () => clearTimeout(timer);
  }, [overlay, at, refreshing]);
  const showSaved = at !== null && (!overlay || !refreshing || waited);
  // Above a list: the line stays once shown, and says when the list shown was last updated.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (showSaved) setShown(true);
  }, [showSaved]);
  // When the list shown was last fresh from the network (kept while a new filter's answer is awaited).
  const freshAt = at === null && !query.isPlaceholderData && query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null;
  const [lastFreshAt, setLastFreshAt] = useState<number | null>(null);
  useEffect(() => {
    if (freshAt !== null) setLastFreshAt(freshAt);
  }, [freshAt]);
  const updatedAt = freshAt ?? lastFreshAt;

  if (!showSaved && (overlay || !shown || updatedAt === null)) return null;
  const age = showSaved ? ageText(_, 'saved', savedAge(at, now)) : ageText(_, 'updated', savedAge(updatedAt!, now));
  return (
    <p
      role="status"
      data-testid="saved-notice"
      className={clsx(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-sm',
        showSaved ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-slate-800',
        className,
      )}
    >
      {showSaved ? (
        <History className="h-4 w-4 shrink-0" aria-hidden="true" />
      ) : (
        <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <span className="font-semibold">{age}</span>
      {showSaved && !online ? <span>{_('offline.saved.noConnection')}</span> : null}
    </p>
  );
}

/** "Saved ... ago" for a saved copy, "Updated ... ago" for a list updated since. */
function ageText(
  _: ReturnType<typeof useOfflineMessages>['_'],
  kind: 'saved' | 'updated',
  { unit, count }: ReturnType<typeof savedAge>,
): string {
  const values = pluralCount(count);
  if (kind === 'saved') {
    if (unit === 'justNow') return _('offline.saved.justNow');
    if (unit === 'minutes') return _('offline.saved.minutes', values);
    return unit === 'hours' ? _('offline.saved.hours', values) : _('offline.saved.days', values);
  }
  if (unit === 'justNow') return _('offline.updated.justNow');
  if (unit === 'minutes') return _('offline.updated.minutes', values);
  return unit === 'hours' ? _('offline.updated.hours', values) : _('offline.updated.days', values);
}
