/**
 * How writes that arrive together are grouped (lib/write-batches.ts), with a recording writer in place of the
 * database; the reports' statement itself is tested on both engines in modules/incidents/filed-together.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { writeBatches } from './write-batches';

interface Item {
  name: string;
  key?: string;
  order?: number;
  bad?: boolean;
}

/** A writer that records each statement and answers when `release` is called, so a test decides what overlaps. */
function recordingWriter(maxBatch = 100, stallMs = 60_000) {
  const statements: string[][] = [];
  const gates: (() => void)[] = [];
  const hold = () => new Promise<void>((resolve) => gates.push(resolve));
  const write = writeBatches<Item, string>({
    async one(_db, item) {
      statements.push([item.name]);
      await hold();
      if (item.bad) throw new Error(`${item.name} cannot be written`);
      return `${item.name} written`;
    },
    async many(_db, items) {
      statements.push(items.map((i) => i.name));
      await hold();
      if (items.some((i) => i.bad)) throw new Error('the batch failed');
      return items.map((i) => `${i.name} written`);
    },
    maxBatch,
    stallMs,
    keyOf: (item) => item.key ?? null,
    compare: (a, b) => (a.order ?? 0) - (b.order ?? 0),
  });
  /** Lets the statements in flight answer, until none is left. */
  const releaseAll = async () => {
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.splice(0).forEach((open) => open());
    }
  };
  /** Lets the newest statement in flight answer. */
  const releaseNewest = () => gates.pop()?.();
  return { write, statements, releaseAll, releaseNewest };
}

const db = {} as Db;
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('writes that arrive together', () => {
  it('the first goes alone at once; those arriving meanwhile go together in one statement, in order', async () => {
    const { write, statements, releaseAll } = recordingWriter();
    const first = write(db, { name: 'a' });
    const later = [write(db, { name: 'c', order: 3 }), write(db, { name: 'b', order: 2 }), write(db, { name: 'd' })];
    expect(statements).toEqual([['a']]);
    await releaseAll();
    expect(await first).toBe('a written');
    expect(await Promise.all(later)).toEqual(['c written', 'b written', 'd written']);
    expect(statements).toEqual([['a'], ['d', 'b', 'c']]);
  });

  it('two sends with one key never share a statement', async () => {
    const { write, statements, releaseAll } = recordingWriter();
    const all = [
      write(db, { name: 'first' }),
      write(db, { name: 'x1', key: 'k' }),
      write(db, { name: 'y' }),
      write(db, { name: 'x2', key: 'k' }),
    ];
    await releaseAll();
    await Promise.all(all);
    expect(statements).toEqual([['first'], ['x1', 'y'], ['x2']]);
  });

  it('a statement takes at most maxBatch items', async () => {
    const { write, statements, releaseAll } = recordingWriter(2);
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => write(db, { name }));
    await releaseAll();
    await Promise.all(all);
    expect(statements).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
  });

  it('a batch that fails is written item by item: the bad one fails with its own error, the others are written', async () => {
    const { write, statements, releaseAll } = recordingWriter();
    const first = write(db, { name: 'first' });
    const good = write(db, { name: 'good' });
    const bad = write(db, { name: 'bad', bad: true });
    const other = write(db, { name: 'other' });
    const outcomes = Promise.allSettled([first, good, bad, other]);
    await releaseAll();
    expect((await outcomes).map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'first written',
      'good written',
      'bad cannot be written',
      'other written',
    ]);
    expect(statements).toEqual([['first'], ['good', 'bad', 'other'], ['good'], ['bad'], ['other']]);
  });

  it('each database has its own queue', async () => {
    const { write, statements, releaseAll } = recordingWriter();
    const all = [write(db, { name: 'a' }), write({} as Db, { name: 'b' })];
    expect(statements).toEqual([['a'], ['b']]);
    await releaseAll();
    await Promise.all(all);
  });
  it('a write still unanswered after stallMs (waiting on a lock) no longer holds back the ones behind it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { write, statements, releaseAll, releaseNewest } = recordingWriter(100, 300);
    const stuck = write(db, { name: 'stuck' });
    const behind = [write(db, { name: 'b' }), write(db, { name: 'c' })];
    await settle();
    vi.advanceTimersByTime(299);
    await settle();
    expect(statements).toEqual([['stuck']]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(statements).toEqual([['stuck'], ['b', 'c']]);
    // The later batch answers while the stuck one still waits.
    let stuckAnswered = false;
    void stuck.then(() => (stuckAnswered = true));
    releaseNewest();
    expect(await Promise.all(behind)).toEqual(['b written', 'c written']);
    expect(stuckAnswered).toBe(false);
    await releaseAll();
    expect(await stuck).toBe('stuck written');
  });
});
