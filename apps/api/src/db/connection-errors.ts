/**
 * Errors that mean "the database is out of reach", not "this request is wrong": a restart or failover ending the
 * connections, a refused or timed-out connect. The same request can succeed a moment later, so clients are told
 * to retry (503 with Retry-After) instead of getting a 500.
 */

/** SQLSTATEs of a lost connection: class 08 (connection exception), shutdowns, and no free connection slot. */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P01|57P02|57P03|53300)$/;

/** Node socket errors of an unreachable or dropped server. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres says when the socket went away or a connect timed out (these carry no code). */
const DRIVER_MESSAGE =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/** Seconds a client is asked to wait before retrying; a restart or failover is usually over by then. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True when the error, or a driver error Drizzle wraps in `cause`, says the database connection is lost. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGE.test(message)) return true;
  }
  return false;
}
