/**
 * The session cache's rules, with the database's notifications delivered by hand (the two-process PostgreSQL test,
 * session-cache-multiprocess.pg.test.ts, shows them end to end).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { SessionCache, type LiveSessionRecord } from './session-cache';

const log = { warn: () => undefined, error: () => undefined };
const live = (ms = 3_600_000): LiveSessionRecord => ({ role: 'citizen', expiresAt: new Date(Date.now() + ms) });

/** A cache listening on an in-process database whose notifications the test sends with `notify`. */
async function listeningCache(now?: () => number) {
  let deliver: (payload: string) => void = () => undefined;
  const pglite = {
    listen: async (_channel: string, callback: (payload: string) => void) => {
      deliver = callback;
      return async () => undefined;
    },
  };
  const cache = new SessionCache(now);
  await cache.listen({ pglite } as unknown as Database, log);
  return { cache, notify: (userId: string) => deliver(userId) };
}

describe('SessionCache', () => {
  it('asks the database once for a live session, then again after a change to that user is announced', async () => {
    const { cache, notify } = await listeningCache();
    const load = vi.fn(async () => live());
    expect(await cache.role('u1', 's1', load)).toBe('citizen');
    expect(await cache.role('u1', 's1', load)).toBe('citizen');
    expect(load).toHaveBeenCalledTimes(1);

    notify('u2');
    await cache.role('u1', 's1', load);
    expect(load).toHaveBeenCalledTimes(1);

    notify('u1');
    const ended = vi.fn(async () => null);
    expect(await cache.role('u1', 's1', ended)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('never remembers an ended session, and keeps a session no longer than it lasts', async () => {
    let clock = Date.now();
    const { cache } = await listeningCache(() => clock);
    const ended = vi.fn(async () => null);
    await cache.role('u1', 's1', ended);
    await cache.role('u1', 's1', ended);
    expect(ended).toHaveBeenCalledTimes(2);

    const shortLived = vi.fn(async () => ({ role: 'hq', expiresAt: new Date(clock + 5_000) }));
    await cache.role('u2', 's2', shortLived);
    clock += 4_000;
    await cache.role('u2', 's2', shortLived);
    expect(shortLived).toHaveBeenCalledTimes(1);
    clock += 2_000;
    await cache.role('u2', 's2', shortLived);
    expect(shortLived).toHaveBeenCalledTimes(2);
  });

  it('does not remember an answer read while a change was announced (the change may be newer than the read)', async () => {
    const { cache, notify } = await listeningCache();
    const racing = vi.fn(async () => {
      notify('u1');
      return live();
    });
    await cache.role('u1', 's1', racing);
    await cache.role('u1', 's1', racing);
    expect(racing).toHaveBeenCalledTimes(2);
  });

  it('asks the database every time while it hears no changes', async () => {
    const cache = new SessionCache();
    const load = vi.fn(async () => live());
    await cache.role('u1', 's1', load);
    await cache.role('u1', 's1', load);
    expect(load).toHaveBeenCalledTimes(2);

    const { cache: closing } = await listeningCache();
    await closing.role('u1', 's1', load);
    await closing.close();
    await closing.role('u1', 's1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
