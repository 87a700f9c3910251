import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { History } from 'lucide-react';
import { pluralCount } from '../lib/i18n';
import { useOnline } from '../lib/network-status';
import { savedAge, savedAt, type QueryFreshness } from '../lib/saved-age';
import { useNow } from '../lib/time';
import { useOfflineMessages } from './locales/offline/messages';

/**
 * A copy restored from the device while the network is asked for a fresh one: the notice waits this long, so that a
 * quick answer replaces the copy without the notice coming and going above the list (the page would jump twice).
 */
const REFRESH_GRACE_MS = 1500;

/**
 * "Saved <time> ago" above a list shown from the copy kept on the device (issue 16): restored from it, or not
 * refreshed because there is no network or the request failed. Nothing when the data is fresh from the network.
 */
export function SavedNotice({ query, className }: { query: QueryFreshness; className?: string }) {
  const { _ } = useOfflineMessages();
  const online = useOnline();
  const now = useNow(30_000);
  const at = savedAt(query, online);
  const refreshing = at !== null && online && query.fetchStatus === 'fetching';
  // Once the notice has shown, a later refresh (the Refresh button) does not hide it while it runs.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (at !== null && !refreshing) setWaited(true);
    if (!refreshing) return;
    const timer = setTimeout(() => setWaited(true), REFRESH_GRACE_MS);
    return () => clearTimeout(timer);
  }, [at, refreshing]);
  if (at === null || (refreshing && !waited)) return null;
  const { unit, count } = savedAge(at, now);
  const saved =
    unit === 'justNow'
      ? _('offline.saved.justNow')
      : unit === 'minutes'
        ? _('offline.saved.minutes', pluralCount(count))
        : unit === 'hours'
          ? _('offline.saved.hours', pluralCount(count))
          : _('offline.saved.days', pluralCount(count));
  const noConnection = _('offline.saved.noConnection');
  return (
    <p
      role="status"
      data-testid="saved-notice"
      className={clsx(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      <History className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="font-semibold">{saved}</span>
      {online ? null : <span>{noConnection}</span>}
    </p>
  );
}
