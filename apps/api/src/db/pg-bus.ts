/**
 * Fan-out of small events to every API process, so a browser connected to any process hears of a change made on
 * any other (decision 005). One implementation for every live stream (notifications, the SOS board):
 *
 * - PostgreSQL: NOTIFY on the bus's channel; each process holds one pooled connection that LISTENs and dispatches to
 *   its own subscribers (a process also hears its own NOTIFY, so publishing never dispatches locally as well). The
 *   listening connection is re-opened after an error, with a back-off (pg-listener.ts); events sent meanwhile are
 *   lost, so `onReconnect` lets the owner tell its subscribers to catch up.
 * - PGlite (one process owns the database): in-process dispatch.
 *
 * Subscribers listen by key (a user id, or one key that every open board shares). A payload must stay well under
 * PostgreSQL's 8 kB limit: name records by id and let each process read them.
 */
import { EventEmitter } from 'node:events';
import type { Database } from './client';
import { listenWithReconnect } from './pg-listener';

export interface PgBus<E> {
  publish(event: E): Promise<void>;
  /** Listens for the events of one key; returns the function that stops listening. */
  subscribe(key: string, listener: (event: E) => void): () => void;
  /** Resolves once this process receives events from others (immediately on PGlite). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface PgBusOptions<E> {
  channel: string;
  /** The key an event is dispatched under. */
  keyOf(event: E): string;
  /** The event a NOTIFY payload carries, or null when it is not one (ignored, with a warning). */
  parse(value: unknown): E | null;
  /** After the listening connection was lost and is back: `dispatch` an event to each key that has listeners. */
  onReconnect?(keys: string[], dispatch: (event: E) => void): void;
}

interface BusLog {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export function createPgBus<E>(database: Database, log: BusLog, options: PgBusOptions<E>): PgBus<E> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const dispatch = (event: E) => emitter.emit(options.keyOf(event), event);
  const subscribe = (key: string, listener: (event: E) => void) => {
    emitter.on(key, listener);
    return () => void emitter.off(key, listener);
  };

  const { pool, listenPool } = database;
  if (!pool || !listenPool) {
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

  const listener = listenWithReconnect(listenPool, {
    channel: options.channel,
    log,
    onNotification(payload) {
      let event: E | null = null;
      try {
        event = options.parse(JSON.parse(payload));
      } catch {
        event = null;
      }
      if (event) dispatch(event);
      else log.warn({ channel: options.channel, payload }, 'ignored a malformed bus event');
    },
    onReconnect() {
      const keys = emitter.eventNames().filter((key): key is string => typeof key === 'string');
      options.onReconnect?.(keys, dispatch);
    },
  });

  return {
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [options.channel, JSON.stringify(event)]);
    },
    subscribe,
    ready: () => listener.ready(),
    async close() {
      await listener.close();
      emitter.removeAllListeners();
    },
  };
}
