/**
 * Fan-out of "something changed for user X" to every API process, so a browser connected to any process hears
 * about a notification created on any other.
 *
 * - PostgreSQL: NOTIFY on one channel; each process holds one pooled connection that LISTENs and dispatches to
 *   its own subscribers (a process also hears its own NOTIFY, so publishing never dispatches locally as well).
 *   The listening connection is re-opened after an error, with a short back-off.
 * - PGlite (one process owns the database): in-process dispatch.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Database } from '../../db/client';

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

  /** The listening connection and its one-time release (an error event and close() may both try to release it). */
  let client: { connection: pg.PoolClient; release(error?: Error): void } | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    try {
      const event: unknown = JSON.parse(message.payload);
      if (isBusEvent(event)) dispatch(event);
    } catch {
      log.warn({ payload: message.payload }, 'ignored a malformed notification event');
    }
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      try {
        const connection = await pool.connect();
        let released = false;
        const next = {
          connection,
          release(error?: Error) {
            if (released) return;
            released = true;
            connection.removeListener('notification', onNotification);
            connection.release(error);
          },
        };
        connection.on('notification', onNotification);
        // Stays attached after release: a late error (the server ending the connection) must not crash the process.
        connection.on('error', (error) => {
          if (released) return;
          log.error({ err: error }, 'notification listener connection failed; reconnecting');
          next.release(error);
          if (client === next) client = null;
          scheduleReconnect();
        });
        await connection.query(`LISTEN ${NOTIFY_CHANNEL}`);
        if (closed) {
          next.release();
          return;
        }
        client = next;
      } catch (error) {
        log.error({ err: error }, 'could not listen for notification events; retrying');
        scheduleReconnect();
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, 1000);
    retryTimer.unref();
  };

  const started = connect();

  return {
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)]);
    },
    subscribe,
    ready: () => started,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting;
      const current = client;
      client = null;
      if (current) {
        try {
          await current.connection.query(`UNLISTEN ${NOTIFY_CHANNEL}`);
        } catch {
          // the connection is going away anyway
        }
        current.release();
      }
      emitter.removeAllListeners();
    },
  };
}
