/**
 * Helmet's security headers and our Content-Security-Policy on every response. The header set depends on
 * configuration only, so it is computed once at start-up and copied onto each reply: @fastify/helmet rebuilt
 * helmet's middleware (parsing every CSP directive) on every request, the largest cost of a cached answer.
 * Strict-Transport-Security goes only on answers to HTTPS requests (RFC 6797 8.1: a browser ignores it over plain
 * HTTP, where a man in the middle could also strip it); behind TRUST_PROXY, X-Forwarded-Proto says which it was.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Runs helmet's middleware once against a recorder and returns the headers it set. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

export default fp<{ helmet: HelmetOptions }>(
  async (app, opts) => {
    const { 'strict-transport-security': hsts, ...headers } = securityHeaders(opts.helmet);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
