/**
 * Writes that arrive together go to the database together (issue 17: a surge of reports on two cores). Each
 * database has one write of the kind in flight at a time: an item that arrives while the database is idle is written
 * alone at once, as before; items that arrive meanwhile wait for it and then go in one statement, so under load
 * the database commits (and flushes its log, and locks the shared counter rows its triggers update) once for many
 * items instead of once for each. A batch that fails is written again item by item, so one bad item fails alone
 * with its own error and the others are written (a batch's statement is atomic: nothing of it was kept). A write
 * still unanswered after `stallMs` (waiting on a row another transaction holds) no longer holds the others back: the
 * next batch goes beside it.
 * docs/decisions/028-submission-round-trips.md, "Reports filed together".
 */
import type { Db } from '../db/client';

export interface WriteBatches<Item, Result> {
  /** Writes one item alone. */
  one(db: Db, item: Item): Promise<Result>;
  /** Writes several in one statement, answering in their order; throws when the statement fails. */
  many(db: Db, items: Item[]): Promise<Result[]>;
  /** The most items one statement takes. */
  maxBatch: number;
  /** Items with the same key never share a batch (two sends of one idempotent request): null for none. */
  keyOf(item: Item): string | null;
  /** The order items are written in within a batch (so batches take the database's row locks in one order). */
  compare(a: Item, b: Item): number;
  /** How long a write holds the next one back at most. */
  stallMs: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

interface Queue<Item, Result> {
  /** A write is in flight and has not stalled: the next waits for it. */
  busy: boolean;
  waiting: Waiting<Item, Result>[];
}

/** A function writing an item through the batches of its database. */
export function writeBatches<Item, Result>(kind: WriteBatches<Item, Result>) {
  const queues = new WeakMap<Db, Queue<Item, Result>>();

  /** The next batch: the earliest items, at most maxBatch, no two with one key (a later one waits its turn). */
  function take(queue: Queue<Item, Result>) {
    const taken: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    const left: Waiting<Item, Result>[] = [];
    for (const waiting of queue.waiting) {
      const key = kind.keyOf(waiting.item);
      if (taken.length < kind.maxBatch && (key === null || !keys.has(key))) {
        taken.push(waiting);
        if (key !== null) keys.add(key);
      } else left.push(waiting);
    }
    queue.waiting = left;
    return taken.sort((a, b) => kind.compare(a.item, b.item));
  }

  async function write(db: Db, batch: Waiting<Item, Result>[]) {
    if (batch.length > 1) {
      // A failed batch: each alone below, for its own result or error.
      const results = await kind
        .many(
          db,
          batch.map((w) => w.item),
        )
        .catch(() => null);
      if (results) {
        batch.forEach((w, i) => w.resolve(results[i]!));
        return;
      }
    }
    for (const w of batch) await kind.one(db, w.item).then(w.resolve, w.reject);
  }

  function next(db: Db, queue: Queue<Item, Result>) {
    if (queue.busy || queue.waiting.length === 0) return;
    queue.busy = true;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(stalled);
      queue.busy = false;
      next(db, queue);
    };
    const stalled = setTimeout(release, kind.stallMs);
    stalled.unref();
    void write(db, take(queue)).finally(release);
  }

  return (db: Db, item: Item): Promise<Result> => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { busy: false, waiting: [] };
      queues.set(db, queue);
    }
    const written = new Promise<Result>((resolve, reject) => queue.waiting.push({ item, resolve, reject }));
    next(db, queue);
    return written;
  };
}
