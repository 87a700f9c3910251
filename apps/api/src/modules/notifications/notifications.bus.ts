/**
 * Fan-out of "something changed for user X" to every API process (db/pg-bus.ts), so a browser connected to any
 * process hears about a notification created on any other.
 */
import type { Database } from '../../db/client';
import { createPgBus, type PgBus } from '../../db/pg-bus';

export const NOTIFY_CHANNEL = 'safeogun_notifications';

export interface BusEvent {
  userId: string;
  kind: 'created' | 'read';
  notificationId?: string;
}

export type NotificationBus = PgBus<BusEvent>;

function isBusEvent(value: unknown): value is BusEvent {
  const v = value as BusEvent | null;
  return Boolean(v && typeof v.userId === 'string' && (v.kind === 'created' || v.kind === 'read'));
}

export function createNotificationBus(
  database: Database,
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void },
): NotificationBus {
  return createPgBus<BusEvent>(database, log, {
    channel: NOTIFY_CHANNEL,
    keyOf: (event) => event.userId,
    parse: (value) => (isBusEvent(value) ? value : null),
    // Events published while no connection listened are lost: every open stream re-reads its unread count.
    onReconnect: (userIds, dispatch) => {
      for (const userId of userIds) dispatch({ userId, kind: 'created' });
    },
  });
}
