/**
 * Fan-out of "something changed for user X" to every API process, so a browser connected to any process hears
 * about a notification created on any other.
 *
 * - PostgreSQL: NOTIFY on one channel; each process holds one pooled connection that LISTENs and dispatches to
 *   its own subscribers (a process also hears its own NOTIFY, so publishing never dispatches locally as well).
 *   The listening connection is re-opened after an error, with a back-off (db/pg-listener.ts).
 * - PGlite (one process owns the database): in-process dispatch.
 */
import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';
import { listenWithReconnect } from '../../db/pg-listener';

export const NOTIFY_CHANNEL = 'safeogun_notifications';

export interface BusEvent {
  userId: string;
  kind: 'created' | 'read';
  notificationId?: string;
}

type Listener = (event: BusEvent) => void;

export interface NotificationBus {
  publish(event: BusEvent): Promise<void>;
  /** Listens for one user's events; returns the function that stops listening. */
  subscribe(userId: string, listener: Listener): () => void;
  /** Resolves once this process receives events from others (immediately on PGlite). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function isBusEvent(value: unknown): value is BusEvent {
  const v = value as BusEvent | null;
  return Boolean(v && typeof v.userId === 'string' && (v.kind === 'created' || v.kind === 'read'));
}

export function createNotificationBus(
  database: Database,
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void },
): NotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const dispatch = (event: BusEvent) => emitter.emit(event.userId, event);
  const subscribe = (userId: string, listener: Listener) => {
    emitter.on(userId, listener);
    return () => void emitter.off(userId, listener);
  };

  const pool = database.pool;
  if (!pool) {
    return {
      async publish(event) {
        queueMicrotask(() => dispatch(event));
      },
      subscribe,
      ready: async () => undefined,
      close: async () => {
        emitter.removeAllListeners();
      },
    };
  }

  const listener = listenWithReconnect(pool, {
    channel: NOTIFY_CHANNEL,
    log,
    onNotification(payload) {
      try {
        const event: unknown = JSON.parse(payload);
        if (isBusEvent(event)) dispatch(event);
      } catch {
        log.warn({ payload }, 'ignored a malformed notification event');
      }
    },
    // Events published while no connection listened are lost: every open stream re-reads its unread count.
    onReconnect() {
      for (const userId of emitter.eventNames()) {
        if (typeof userId === 'string') dispatch({ userId, kind: 'created' });
      }
    },
  });

  return {
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)]);
    },
    subscribe,
    ready: () => listener.ready(),
    async close() {
      await listener.close();
      emitter.removeAllListeners();
    },
  };
}
