/**
 * A LISTEN on one PostgreSQL channel that outlives its connection: one pooled connection listens; when it fails
 * (the database restarted, a failover, a network blip) it is released and a new one is opened after a back-off
 * (doubling from `minDelayMs` to `maxDelayMs`), until close(). Notifications sent while no connection listened
 * are lost, so `onReconnect` runs once after each recovery for the owner to resynchronise.
 */
import type pg from 'pg';

export interface PgListenerOptions {
  channel: string;
  onNotification(payload: string): void;
  /** Once listening again after a failure (not after a first attempt that succeeded). */
  onReconnect?(): void;
  /** When the listening connection fails: from now until `onReconnect`, notifications are not heard. */
  onLost?(): void;
  log: { error(obj: unknown, msg: string): void };
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface PgListener {
  /** Resolves after the first attempt to listen, successful or not (later attempts continue in the background). */
  ready(): Promise<void>;
  /** Whether a connection is listening now (no notification is being missed, as far as this process knows). */
  listening(): boolean;
  /** Stops listening and reconnecting; releases the connection. */
  close(): Promise<void>;
}

/** A channel name is an SQL identifier in LISTEN; only plain names are allowed. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * How long closing waits for a reconnect under way, then for the UNLISTEN, before giving the connection up: a
 * shutdown must not hang on a database that stopped answering (the server ends the connection anyway).
 */
const CLOSE_WAIT_MS = 2000;
const withinCloseWait = (work: Promise<unknown>) =>
  Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS, false).unref()),
  ]);

export function listenWithReconnect(pool: pg.Pool, options: PgListenerOptions): PgListener {
  const { channel, log } = options;
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const minDelayMs = options.minDelayMs ?? 100;
  const maxDelayMs = options.maxDelayMs ?? 10_000;

  /** The listening connection and its one-time release (an error event and close() may both try to release it). */
  let current: { connection: pg.PoolClient; release(error?: Error): void } | null = null;
  let closed = false;
  let failures = 0;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) options.onNotification(message.payload);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      let next: typeof current = null;
      try {
        const connection = await pool.connect();
        let released = false;
        const candidate = {
          connection,
          release(error?: Error) {
            if (released) return;
            released = true;
            connection.removeListener('notification', onNotification);
            connection.release(error);
          },
        };
        next = candidate;
        connection.on('notification', onNotification);
        // Stays attached after release: a late error (the server ending the connection) must not crash the process.
        connection.on('error', (error) => {
          if (released) return;
          log.error({ err: error, channel }, 'listening connection failed; reconnecting');
          candidate.release(error);
          if (current === candidate) current = null;
          options.onLost?.();
          scheduleReconnect();
        });
        await connection.query(`LISTEN ${channel}`);
        if (closed) {
          candidate.release();
          return;
        }
        current = candidate;
        // Any earlier failure (even of the very first attempt) may have lost notifications.
        const recovered = hasListened || failures > 0;
        failures = 0;
        hasListened = true;
        if (recovered) options.onReconnect?.();
      } catch (error) {
        // LISTEN failed on a connection that did not report an error event: give it back broken, then retry.
        next?.release(error as Error);
        log.error({ err: error, channel }, 'could not listen; retrying');
        scheduleReconnect();
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  const started = connect();

  return {
    ready: () => started,
    listening: () => current !== null,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      // A reconnect still under way gives its connection back itself once it sees `closed`.
      if (connecting) await withinCloseWait(connecting);
      const listening = current;
      current = null;
      if (!listening) return;
      const unlistened = await withinCloseWait(listening.connection.query(`UNLISTEN ${channel}`));
      // Without an answer the connection is not given back for reuse: it is closed.
      listening.release(unlistened ? undefined : new Error('no answer to UNLISTEN while closing'));
    },
  };
}
