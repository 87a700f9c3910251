/**
 * Server-sent event streams on a hijacked reply, for every live stream of the API (notifications, the SOS board):
 * the headers, event framing, a heartbeat that also re-checks the caller (a logout or a password change ends the
 * stream), a cap of open streams per user in one process (the oldest is closed beyond it), and ending every stream
 * when the app closes. Browsers read them with fetch and the bearer header (decision 005).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  /** One event; `id` becomes the browser's Last-Event-ID. Nothing is written once the stream has ended. */
  send(event: string, data: unknown, id?: string | number): void;
  end(): void;
  readonly ended: boolean;
}

export interface OpenOptions {
  userId: string;
  /** Run at every heartbeat; false ends the stream (the session is gone, the account lost its access). */
  stillAllowed(): Promise<boolean>;
  /** Runs once when the stream ends, whoever ends it. */
  onEnd?(): void;
}

export interface EventStreamHub {
  open(request: FastifyRequest, reply: FastifyReply, options: OpenOptions): EventStream;
  /** Ends every open stream (the app is closing), telling each browser to reconnect soon (to another process). */
  endAll(): void;
  /** Streams open now in this process (GET /metrics). */
  readonly size: number;
}

export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the connection drops (the `retry:` field). */
const RETRY_MS = 5000;
/**
 * The `retry:` sent as a process shuts down: its streams reconnect through the load balancer to another process
 * within about a second, spread over a second so they do not all arrive at once.
 */
export const SHUTDOWN_RETRY_MS = 500;
const shutdownRetryMs = () => SHUTDOWN_RETRY_MS + Math.floor(Math.random() * 1000);

export function createEventStreamHub(options: { maxPerUser: number; heartbeatMs?: number }): EventStreamHub {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const byUser = new Map<string, Set<() => void>>();
  /** Each stream's end, given the reconnect hint to send first when the app closes. */
  const all = new Set<(retryMs?: number) => void>();

  return {
    open(request, reply, { userId, stillAllowed, onEnd }) {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
      });
      res.write(`retry: ${RETRY_MS}\n\n`);

      let ended = false;
      const heartbeat = setInterval(() => {
        void stillAllowed()
          .then((allowed) => {
            if (!allowed) return end();
            if (!res.writableEnded) res.write(': ping\n\n');
          })
          .catch(() => undefined);
      }, heartbeatMs);
      heartbeat.unref();

      const mine = byUser.get(userId) ?? new Set<() => void>();
      byUser.set(userId, mine);
      const end = (retryMs?: number) => {
        if (ended) return;
        ended = true;
        if (retryMs !== undefined && !res.writableEnded && !res.destroyed) res.write(`retry: ${retryMs}\n\n`);
        clearInterval(heartbeat);
        mine.delete(end);
        if (mine.size === 0) byUser.delete(userId);
        all.delete(end);
        onEnd?.();
        if (!res.writableEnded) res.end();
      };
      mine.add(end);
      all.add(end);
      if (mine.size > options.maxPerUser) mine.values().next().value?.();
      request.raw.on('close', end);
      res.on('close', end);

      return {
        send(event, data, id) {
          if (ended || res.writableEnded || res.destroyed) return;
          res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end,
        get ended() {
          return ended;
        },
      };
    },
    endAll() {
      for (const end of [...all]) end(shutdownRetryMs());
    },
    get size() {
      return all.size;
    },
  };
}
