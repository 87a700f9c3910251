import { useOutbox } from '../../lib/use-outbox';
import { useOutboxMessages } from '../../lib/locales/outbox/messages';
import { OutboxEntry } from './outbox-entry';

/**
 * The "Outbox" section (decision 025): the items of these owners kept on this phone, each sendable now and
 * cancellable; nothing at all when there are none, so it disappears as the last item goes.
 */
export function OutboxSection({ owners, className }: { owners: readonly string[]; className?: string }) {
  const { _: t } = useOutboxMessages();
  const items = useOutbox(owners);
  if (!items.length) return null;
  return (
    <section aria-labelledby="outbox-heading" className={className} data-testid="outbox">
      <h2 id="outbox-heading" className="text-lg font-bold text-brand-900">
        {t('outbox.section.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('outbox.section.intro')}</p>
      <ul className="space-y-3">
        {items.map((item) => (
          <OutboxEntry key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
