/**
 * GET /police/sos/stream (issue 12): an officer's open board hears of an alert within their reach as it is sent
 * (`sos`, the alert's id, the event number as SSE id), never of one beyond it, and a board that reconnects with
 * Last-Event-ID (or `?since=`) is first sent what it missed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SosStreamEvent, SosStreamReady } from '@safeogun/contract/sos-board';
import { engine } from '../../../test/helpers';
import { openSse, type SseEvent, type SseReader } from '../../../test/sse';
import { createPoliceWorld, type PoliceWorld } from '../casework/casework.test-helpers';
import { call, sendAlert } from './board.test-helpers';

let world: PoliceWorld;
let base: string;
beforeAll(async () => {
  world = await createPoliceWorld();
  await world.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = world.ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/police/sos/stream`;
});
afterAll(() => world.ctx.close());

const about = (id: string, kind: string) => (e: SseEvent) =>
  e.event === 'sos' && (e.data as SosStreamEvent).id === id && (e.data as SosStreamEvent).kind === kind;

async function openBoard(token: string, headers: Record<string, string> = {}, url = base): Promise<SseReader> {
  const stream = await openSse(url, token, headers);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

describe(`the live board's stream (${engine})`, () => {
  it('delivers a sent alert to the boards that reach it, within moments, and to no other', async () => {
    const right = await openBoard(world.officerRight.token);
    const other = await openBoard(world.officerOther.token);
    const hq = await openBoard(world.hq.token);
    try {
      const started = Date.now();
      const { id } = await sendAlert(world.ctx, world.abeokutaSouth);
      const heard = await right.next(about(id, 'sent'), 2000);
      const elapsed = Date.now() - started;
      console.log(`board stream: alert heard ${elapsed} ms after the request was sent`);
      expect(elapsed).toBeLessThan(2000);
      expect(heard.id).toMatch(/^\d+$/);
      expect(heard.data).toMatchObject({ id, kind: 'sent', at: expect.any(String) });
      await hq.next(about(id, 'sent'), 2000);

      // The Ijebu Ode officer hears their own LGA's alert and never the Abeokuta one.
      const ijebu = await sendAlert(world.ctx, world.ijebuOde);
      await other.next(about(ijebu.id, 'sent'), 2000);
      expect(other.events.some(about(id, 'sent'))).toBe(false);

      // Assigned to them, it reaches them: they hear the assignment and what follows.
      await call(world, world.hq, 'PATCH', `/police/sos/${id}/assign`, { officerId: world.officerOther.id });
      await other.next(about(id, 'assigned'), 2000);
      await call(world, world.officerOther, 'PATCH', `/police/sos/${id}/acknowledge`);
      await right.next(about(id, 'acknowledged'), 2000);
      await other.next(about(id, 'acknowledged'), 2000);
    } finally {
      for (const stream of [right, other, hq]) stream.close();
    }
  });

  it('sends a reconnecting board what it missed since its Last-Event-ID, then ready', async () => {
    const first = await openBoard(world.officerRight.token);
    const seen = await sendAlert(world.ctx, world.abeokutaSouth);
    const last = (await first.next(about(seen.id, 'sent'), 2000)).id!;
    first.close();

    // While the board is away: two alerts and an acknowledgement.
    const missedA = await sendAlert(world.ctx, world.abeokutaSouth);
    const missedB = await sendAlert(world.ctx, world.odeda);
    await call(world, world.officerRight, 'PATCH', `/police/sos/${missedA.id}/acknowledge`);
    const outOfReach = await sendAlert(world.ctx, world.ijebuOde);

    for (const reconnect of [
      () => openSse(base, world.officerRight.token, { 'Last-Event-ID': last }),
      () => openSse(`${base}?since=${last}`, world.officerRight.token),
    ]) {
      const again = await reconnect();
      try {
        const ready = await again.next((e) => e.event === 'ready', 2000);
        const before = again.events.slice(0, again.events.indexOf(ready));
        const kinds = before.map((e) => [(e.data as SosStreamEvent).id, (e.data as SosStreamEvent).kind]);
        expect(kinds).toEqual(
          expect.arrayContaining([
            [missedA.id, 'sent'],
            [missedA.id, 'acknowledged'],
          ]),
        );
        // Odeda is the Egba command's, not this officer's LGA; Ijebu Ode neither.
        expect(kinds.some(([id]) => id === missedB.id || id === outOfReach.id)).toBe(false);
        expect(Number((ready.data as SosStreamReady).cursor)).toBeGreaterThanOrEqual(Number(before.at(-1)!.id));
      } finally {
        again.close();
      }
    }
  });
});
