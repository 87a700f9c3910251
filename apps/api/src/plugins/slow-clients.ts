/**
 * Slow clients must not hold connections for ever (docs/decisions/007). Node's own timeouts bound the whole
 * request (`requestTimeout`), its headers (`headersTimeout`) and silence on the connection (the socket timeout,
 * Fastify's `connectionTimeout`). None of them stops a body trickled a byte every few seconds before the total
 * cap, so a hook also cuts a request body whose average rate, after a grace period, is under a floor.
 */
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import type { TimeoutsConfig } from '../config';

/** How often an upload's rate is checked. */
const RATE_CHECK_INTERVAL_MS = 1000;

/** Writes a last answer in the error envelope straight to the socket and closes it. */
function answerAndClose(socket: Socket, status: 400 | 408 | 431, message: string) {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, message });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Errors Node raises before a request reaches Fastify (a timeout, unparsable HTTP), in our envelope. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answerAndClose(socket, 408, GENERIC_MESSAGES.requestTooSlow);
  else if (error.code === 'HPE_HEADER_OVERFLOW') answerAndClose(socket, 431, GENERIC_MESSAGES.headersTooLarge);
  else answerAndClose(socket, 400, GENERIC_MESSAGES.unreadableRequest);
}

/** The Fastify (and Node http server) options that bound how long a client may take. */
export function serverTimeoutOptions(timeouts: TimeoutsConfig): Partial<FastifyHttpOptions<Server>> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks request and header deadlines on this beat (30 s by default); short limits need a finer one.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(250, Math.min(timeouts.headersMs, timeouts.requestMs) / 4),
      ),
    },
    clientErrorHandler,
  };
}

/** Cuts a request whose body arrives slower than the floor, averaged from its start, once the grace period is over. */
export default fp<{ timeouts: TimeoutsConfig }>(
  async (app, { timeouts }) => {
    const floor = timeouts.uploadMinBytesPerSecond;
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
      const socket = raw.socket;
      // Requests injected in-process (app.inject) have no network socket to measure, nor one to hold open.
      if (!hasBody || raw.complete || !(socket instanceof Socket)) return done();
      let since = Date.now();
      let bytesAtStart = socket.bytesRead;
      let graceEndsAt = since + timeouts.uploadGraceMs;
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) return clearInterval(timer);
        const now = Date.now();
        // The server is not reading (the body waits in a full buffer): the client is not to blame, start over.
        if (raw.readableLength >= raw.readableHighWaterMark) {
          since = now;
          bytesAtStart = socket.bytesRead;
          graceEndsAt = now + timeouts.uploadGraceMs;
          return;
        }
        if (now < graceEndsAt) return;
        const rate = (socket.bytesRead - bytesAtStart) / ((now - since) / 1000);
        if (rate >= floor) return;
        clearInterval(timer);
        request.log.warn({ bytesPerSecond: Math.round(rate), floor }, 'request body too slow; connection closed');
        if (reply.raw.headersSent) socket.destroy();
        else answerAndClose(socket, 408, GENERIC_MESSAGES.requestTooSlow);
      }, RATE_CHECK_INTERVAL_MS);
      timer.unref();
      raw.once('close', () => clearInterval(timer));
      done();
    });
  },
  { name: 'slow-clients' },
);
