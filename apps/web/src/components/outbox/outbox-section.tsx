import { lazy, Suspense, useEffect } from 'react';
import { useOutbox } from '../../lib/use-outbox';
import { useOutboxMessages } from '../../lib/locales/outbox/messages';

// An item's code (sending it now, cancelling it) is no part of the first load of the pages that show the section,
// which render it empty (the items are read from IndexedDB after render). It is fetched once the section has
// rendered, while there is a connection: an item kept offline later shows without one.
const loadOutboxEntry = () => import('./outbox-entry');
const OutboxEntry = lazy(() => loadOutboxEntry().then((module) => ({ default: module.OutboxEntry })));

/**
 * The "Outbox" section (decision 025): the items of these owners kept on this phone, each sendable now and
 * cancellable; nothing at all when there are none, so it disappears as the last item goes.
 */
export function OutboxSection({ owners, className }: { owners: readonly string[]; className?: string }) {
  const { _: t } = useOutboxMessages();
  const items = useOutbox(owners);
  useEffect(() => void loadOutboxEntry().catch(() => undefined), []);
  if (!items.length) return null;
  return (
    // The section shows whole, once its items' code is there.
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
