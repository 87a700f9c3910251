/**
 * Runs the escalation sweep (escalation.service.ts) on the job queue: one recurring job every `sweepSeconds`, in
 * whichever server process claims it, so escalation happens with one server or several and goes on after a restart.
 */
import fp from 'fastify-plugin';
import { SLA_SWEEP_QUEUE, sweepOverdue, type EscalationDeps } from './escalation.service';
import { appDeps } from '../../plugins/app-deps';

export default fp<{ sweepSeconds: number }>(
  async (app, opts) => {
    const deps: EscalationDeps = appDeps(app);
    const periodMs = opts.sweepSeconds * 1000;
    // A sweep stops after half its period (the next carries on), and a crashed one is taken over within a minute.
    const budgetMs = Math.max(1000, periodMs / 2);
    app.jobs.every(
      SLA_SWEEP_QUEUE,
      periodMs,
      async () => {
        const raised = await sweepOverdue(deps, { budgetMs });
        if (raised > 0) app.log.info({ raised }, 'overdue reports escalated');
        else app.log.debug('escalation sweep: nothing due');
      },
      { timeoutMs: budgetMs + 60_000, lockTimeoutMs: budgetMs + 60_000 },
    );
  },
  { name: 'escalation', dependencies: ['jobs', 'notifications', 'clock'] },
);
