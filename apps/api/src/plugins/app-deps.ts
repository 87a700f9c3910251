import type { FastifyInstance } from 'fastify';

/**
 * The app's shared services as a module's dependencies: the one way a module hands its services what they need
 * (issue 10). Services declare the part they use; the rest is ignored. `now` reads the app's clock, which tests move.
 */
export function appDeps(app: FastifyInstance) {
  return {
    db: app.db,
    sessionCache: app.sessionCache,
    jobs: app.jobs,
    events: app.events,
    log: app.log,
    notifications: app.notifications,
    now: () => app.clock.now(),
  };
}
