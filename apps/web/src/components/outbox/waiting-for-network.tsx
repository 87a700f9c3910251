import { Link } from 'react-router';
import clsx from 'clsx';
import { WifiOff } from 'lucide-react';
import { ANONYMOUS_OWNER, type OutboxItem } from '../../lib/outbox';
import { useOutboxItem } from '../../lib/use-outbox';
import { useOutboxMessages } from '../../lib/locales/outbox/messages';
import { OutboxEntry } from './outbox-entry';

/**
 * Said in a form whose submission went to the outbox: "Waiting for network", that it will be sent on its own, and
 * the item itself (Send now, Cancel; an anonymous report's tracking ID once sent). Gone once the item is.
 */
export function WaitingForNetwork({
  queued,
  className,
}: {
  queued: Pick<OutboxItem, 'id' | 'owner'> | null;
  className?: string;
}) {
  const { _: t } = useOutboxMessages();
  const item = useOutboxItem(queued?.owner ?? '', queued?.id ?? null);
  if (!item) return null;
  return (
    <div
      role="status"
      className={clsx('space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4', className)}
      data-testid="waiting-for-network"
    >
      {item.status !== 'sent' ? (
        <div className="flex gap-3">
          <WifiOff className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
          <div>
            <p className="font-semibold text-amber-900">{t('outbox.waiting.title')}</p>
            <p className="text-sm text-slate-800">{t('outbox.waiting.body')}</p>
            {item.owner !== ANONYMOUS_OWNER ? (
              <Link
                to="/dashboard"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
              >
                {t('outbox.waiting.link')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
      <ul>
        <OutboxEntry item={item} />
      </ul>
    </div>
  );
}
