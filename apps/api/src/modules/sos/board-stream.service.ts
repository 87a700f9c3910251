/**
 * The live board's event stream (decision 012), apart from HTTP: which events an open stream sends. Live events come
 * from the board bus and are sent when the officer reaches the alert; a stream that (re)connects with a cursor
 * (Last-Event-ID) is first sent what it missed, and so is every open stream after this process's listening
 * connection came back. The route (board.routes.ts) writes what this decides.
 */
import { SOS_BOARD_MESSAGES, type SosEventKind, type SosStreamEvent } from '@safeogun/contract/sos-board';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { reachesAlert } from './board-actions.service';
import type { BoardBusEvent } from './board.bus';
import * as boardRepo from './board.repository';
import { reachOf } from './sos-police.service';
import type { AlertReach } from './sos.repository';

/** Events sent again to a stream that reconnects; a board that missed more reloads itself. */
export const REPLAY_LIMIT = 500;
/**
 * Events written this long before the cursor are sent again too: a transaction that took its number before the
 * cursor's event may have committed after it (decision 012). The board reads an alert again for each: harmless.
 */
export const REPLAY_OVERLAP_MS = 60_000;
/** How many sent event numbers a stream remembers, so an event replayed and heard live is sent once. */
const REMEMBERED = 2000;

/** The cursor a browser sends (Last-Event-ID, or `?since=`): absent, or an event number; anything else is a 400. */
export function parseCursor(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d{1,15}$/.test(value.trim())) throw badRequest(SOS_BOARD_MESSAGES.badCursor);
  return Number(value.trim());
}

export interface BoardStreamSink {
  /** An `sos` event (its SSE id the event number). */
  event(eventId: number, data: SosStreamEvent): void;
  ready(cursor: number | null, truncated: boolean): void;
  failed(error: unknown): void;
}

export interface BoardStream {
  /** A bus event, handled after everything before it. */
  hear(event: BoardBusEvent): void;
  /** At each heartbeat: the officer's reach again (a posting may have changed). */
  refreshReach(): Promise<void>;
}

/**
 * One open stream: sends what was missed since `cursor`, then `ready`, then the live events the officer reaches,
 * in order and each once.
 */
export function openBoardStream(
  deps: { db: Db },
  user: Pick<AuthUser, 'id' | 'role'>,
  cursor: number | null,
  sink: BoardStreamSink,
): BoardStream {
  let reach: AlertReach | null = null;
  let last = cursor;
  const sent = new Set<number>();
  const send = (eventId: number, data: SosStreamEvent) => {
    if (sent.has(eventId)) return;
    sent.add(eventId);
    if (sent.size > REMEMBERED) sent.delete(sent.values().next().value!);
    last = Math.max(last ?? 0, eventId);
    sink.event(eventId, data);
  };
  const catchUp = async (): Promise<boolean> => {
    if (!reach || last === null) return false;
    const events = await boardRepo.eventsSince(deps.db, reach, last, REPLAY_OVERLAP_MS, REPLAY_LIMIT + 1);
    for (const e of events.slice(0, REPLAY_LIMIT))
      send(e.id, { id: e.alertId, kind: e.kind as SosEventKind, at: e.at.toISOString() });
    return events.length > REPLAY_LIMIT;
  };

  let chain = (async () => {
    reach = await reachOf(deps.db, user);
    const head = await boardRepo.headEventId(deps.db);
    const truncated = cursor !== null ? await catchUp() : false;
    last = Math.max(last ?? 0, head ?? 0) || null;
    sink.ready(last, truncated);
  })().catch((error: unknown) => sink.failed(error));

  return {
    hear(event) {
      chain = chain
        .then(async () => {
          if (event.type === 'resync') {
            await catchUp();
            return;
          }
          if (reach && reachesAlert(reach, event))
            send(event.eventId, { id: event.alertId, kind: event.kind, at: event.at });
        })
        .catch((error: unknown) => sink.failed(error));
    },
    async refreshReach() {
      reach = await reachOf(deps.db, user);
    },
  };
}
