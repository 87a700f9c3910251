import { useEffect, useState } from 'react';
import { onOutboxChange, outboxAvailable, outboxItems, type OutboxItem } from './outbox';

/** The outbox items of these owners, oldest first, kept current as items are added, sent or cancelled. */
export function useOutbox(owners: readonly string[]): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const key = owners.join('\n');
  useEffect(() => {
    if (!key || !outboxAvailable()) return;
    let live = true;
    const load = () =>
      void outboxItems(key.split('\n')).then(
        (found) => live && setItems(found),
        () => undefined,
      );
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [key]);
  return items;
}

/** One item, kept current (undefined once it is sent or cancelled). */
export function useOutboxItem(owner: string, id: string | null): OutboxItem | undefined {
  return useOutbox(id ? [owner] : []).find((item) => item.id === id);
}
