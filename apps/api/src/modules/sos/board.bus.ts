/**
 * "Alert X changed" to every API process (db/pg-bus.ts, the machinery of the notification stream), so a board
 * connected to any process hears of an alert sent, acknowledged or escalated on any other. The event carries where
 * the alert lies and whom it is assigned to (before and after a change), so each open stream decides by itself,
 * without a query, whether its officer reaches it.
 */
import { SOS_EVENT_KINDS, type SosEventKind } from '@safeogun/contract/sos-board';
import type { Database } from '../../db/client';
import { createPgBus, type PgBus } from '../../db/pg-bus';

export const SOS_CHANNEL = 'safeogun_sos';
/** Every open board listens under this one key; each filters by its own reach. */
export const BOARD_KEY = 'board';

export interface AlertPlace {
  lgaId: number | null;
  /** The assigned stations and officers (before and after a change of assignment). */
  stationIds: number[];
  officerIds: string[];
}

export type BoardBusEvent =
  | ({ type: 'alert'; eventId: number; alertId: string; kind: SosEventKind; at: string } & AlertPlace)
  /** The listening connection came back: events may have been missed; every stream sends what it missed. */
  | { type: 'resync' };

export type BoardBus = PgBus<BoardBusEvent>;

function parse(value: unknown): BoardBusEvent | null {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return null;
  if (v.type === 'resync') return { type: 'resync' };
  const ok =
    v.type === 'alert' &&
    typeof v.eventId === 'number' &&
    typeof v.alertId === 'string' &&
    (SOS_EVENT_KINDS as readonly unknown[]).includes(v.kind) &&
    typeof v.at === 'string' &&
    (v.lgaId === null || typeof v.lgaId === 'number') &&
    Array.isArray(v.stationIds) &&
    Array.isArray(v.officerIds);
  return ok ? (v as unknown as BoardBusEvent) : null;
}

export function createBoardBus(
  database: Database,
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void },
): BoardBus {
  return createPgBus<BoardBusEvent>(database, log, {
    channel: SOS_CHANNEL,
    keyOf: () => BOARD_KEY,
    parse,
    onReconnect: (keys, dispatch) => {
      if (keys.length) dispatch({ type: 'resync' });
    },
  });
}
