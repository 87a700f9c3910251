import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { BadgeInfo, CircleAlert, OctagonAlert, X, type LucideIcon } from 'lucide-react';
import type { AlertSeverity } from '@safeogun/contract/community';
import { useSession } from '../../../lib/session';
import { useAlerts } from '../api/community';
import { bannerAlerts } from './banner-alerts';
import { useCommunityMessages } from '../locales/community/messages';

const TONE: Record<AlertSeverity, { box: string; label: string; icon: LucideIcon }> = {
  danger: { box: 'border-red-600 bg-red-50', label: 'text-red-800', icon: OctagonAlert },
  warning: { box: 'border-amber-500 bg-amber-50', label: 'text-amber-900', icon: CircleAlert },
  info: { box: 'border-sky-500 bg-sky-50', label: 'text-sky-900', icon: BadgeInfo },
};
const MAX_SHOWN = 3;

/** The alerts a resident dismissed on this device, per person (at most the 50 latest ids). */
const dismissedKey = (userId: string) => `safeogun.community.dismissed-alerts.${userId}`;
function readDismissed(userId: string | undefined): number[] {
  if (!userId) return [];
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(dismissedKey(userId)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The dashboard's banner (issue 21): the security alerts in force for the resident's area, the LGA of their profile's
 * station (`user.lga`, decision 035; a session saved before it was given asks the server, which knows it), and the
 * state-wide ones. Each is styled by its severity, links to its page and can be dismissed on this device.
 */
export default function AreaAlertsBanner({ className }: { className?: string }) {
  const { _ } = useCommunityMessages();
  const user = useSession()?.user;
  const alerts = useAlerts(typeof user?.lga === 'string' ? user.lga : '');
  const [dismissed, setDismissed] = useState(() => readDismissed(user?.id));
  const region = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(
    (id: number) => {
      const next = [...dismissed, id].slice(-50);
      setDismissed(next);
      try {
        if (user?.id) localStorage.setItem(dismissedKey(user.id), JSON.stringify(next));
      } catch {
        // Private mode without storage: dismissed for this visit.
      }
      // The button goes away with its alert: the focus moves to the banner rather than the page's start.
      region.current?.focus();
    },
    [dismissed, user?.id],
  );

  const inForce = bannerAlerts(alerts.data, dismissed, Date.now());
  // At most three above the dashboard, the most severe; the rest are a link away, on the hub.
  const shown = inForce.slice(0, MAX_SHOWN);
  const lga = alerts.data?.lga ?? null;
  return (
    <div ref={region} tabIndex={-1} className="outline-none">
      {shown.length ? (
        <section aria-labelledby="area-alerts-title" className={clsx('space-y-2', className)}>
          <h2 id="area-alerts-title" className="text-sm font-semibold text-slate-700">
            {lga ? _('community.banner.titleFor', { lga }) : _('community.banner.title')}
          </h2>
          <ul className="space-y-2">
            {shown.map((alert) => {
              const tone = TONE[alert.severity];
              const Icon = tone.icon;
              return (
                <li
                  key={alert.id}
                  data-testid="area-alert"
                  data-severity={alert.severity}
                  className={clsx('flex gap-3 rounded-xl border-l-4 p-4 shadow-sm', tone.box)}
                >
                  <Icon className={clsx('mt-0.5 h-5 w-5 shrink-0', tone.label)} aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className={clsx('text-xs font-semibold uppercase tracking-wide', tone.label)}>
                      {_(`community.severity.${alert.severity}`)}
                      {' · '}
                      {alert.lgas.length ? alert.lgas.join(', ') : _('community.alert.wholeState')}
                    </p>
                    <p className="mt-0.5 font-semibold text-slate-900">{alert.title}</p>
                    <p className="mt-1 line-clamp-2 text-sm text-slate-700">{alert.body}</p>
                    <Link
                      to={`/community/alerts/${alert.id}`}
                      className="mt-1 inline-flex min-h-8 items-center text-sm font-semibold text-brand-700 underline"
                      aria-label={_('community.banner.readLabel', { title: alert.title })}
                    >
                      {_('community.banner.read')}
                    </Link>
                  </div>
                  <button
                    type="button"
                    onClick={() => dismiss(alert.id)}
                    aria-label={_('community.banner.dismiss', { title: alert.title })}
                    className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-white/70"
                  >
                    <X className="h-5 w-5" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          {inForce.length > shown.length ? (
            <Link
              to="/community"
              className="inline-flex min-h-8 items-center text-sm font-semibold text-brand-700 underline"
            >
              {_('community.banner.more', { count: inForce.length })}
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
