/**
 * The process's shutdown state (decision 034). On SIGTERM the server first drains: /health/ready answers 503 so a
 * load balancer stops sending, every answer says `Connection: close` so kept-alive connections (a proxy's pool)
 * are not reused for a request that could meet a closed listener, and requests keep being served until the drain
 * time is over; then the app closes (in-flight requests finish, live streams end with a reconnect hint).
 */
import fp from 'fastify-plugin';

export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    } satisfies Lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
