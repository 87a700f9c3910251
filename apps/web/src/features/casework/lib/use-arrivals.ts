import { useEffect, useRef, useState } from 'react';
import type { QueueItem } from '@safeogun/contract/casework';

interface Seen {
  key: string;
  newCount: number;
  latest: number;
}

/**
 * Reports that arrived while the queue was open: the New count rising between two answers for the same filters,
 * and the rows newer than anything shown before. `key` names the filters the counts depend on (not the tab, page or
 * sort); changing them starts afresh. The announcement is for a polite live region; its time makes each one new.
 */
export function useArrivals(items: QueueItem[] | undefined, newCount: number | undefined, key: string) {
  const seen = useRef<Seen | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!items || newCount === undefined) return;
    const latestShown = Math.max(0, ...items.map((i) => Date.parse(i.submittedAt)));
    const before = seen.current;
    if (!before || before.key !== key) {
      seen.current = { key, newCount, latest: latestShown };
      setFresh(new Set());
      return;
    }
    const arrived = newCount - before.newCount;
    const newer = items.filter((i) => Date.parse(i.submittedAt) > before.latest).map((i) => i.id);
    if (arrived > 0) {
      const time = new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
      setAnnouncement(`${arrived} new ${arrived === 1 ? 'report' : 'reports'} arrived at ${time}.`);
    }
    if (newer.length) setFresh((old) => new Set([...old, ...newer]));
    seen.current = { key, newCount, latest: Math.max(before.latest, latestShown) };
  }, [items, newCount, key]);

  return { fresh, announcement };
}
