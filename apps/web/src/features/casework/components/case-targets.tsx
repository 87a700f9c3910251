import clsx from 'clsx';
import { formatMinutes, type ReportSla } from '@safeogun/contract/sla';
import { statusLabel, targetStatus, type SlaTarget, type TargetStatus } from '../lib/sla';
import { formatFull } from '../../../lib/time';

const TITLES: Record<SlaTarget, string> = { acknowledge: 'Acknowledge', resolve: 'Resolve' };
const MET_WORDS: Record<SlaTarget, string> = { acknowledge: 'Acknowledged', resolve: 'Resolved' };

const TONES: Record<TargetStatus['state'], string> = {
  overdue: 'text-red-800',
  running: 'text-slate-900',
  paused: 'text-slate-800',
  met: 'text-emerald-800',
  late: 'text-amber-900',
  none: 'text-slate-700',
};

function Target({ sla, target, now }: { sla: ReportSla; target: SlaTarget; now: number }) {
  const status = targetStatus(sla, target, now);
  const within = status.targetMinutes !== null ? ` within ${formatMinutes(status.targetMinutes)}` : '';
  return (
    <div className="min-w-0 space-y-0.5" data-testid={`sla-${target}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {TITLES[target]}
        {within}
      </dt>
      <dd className={clsx('font-semibold', TONES[status.state])}>{statusLabel(status)}</dd>
      {status.dueAt ? (
        <dd className="text-sm text-slate-700">
          {status.state === 'paused' ? 'Due, if work resumed now, ' : 'Due '}
          <time dateTime={status.dueAt}>{formatFull(status.dueAt)}</time>
        </dd>
      ) : null}
      {status.metAt ? (
        <dd className="text-sm text-slate-700">
          {MET_WORDS[target]} <time dateTime={status.metAt}>{formatFull(status.metAt)}</time>
        </dd>
      ) : null}
      {status.state === 'paused' && sla.pausedAt ? (
        <dd className="text-sm text-slate-700">
          On hold since <time dateTime={sla.pausedAt}>{formatFull(sla.pausedAt)}</time>: the clock is stopped.
        </dd>
      ) : null}
    </div>
  );
}

/** The case's two response-time targets: each with its deadline, the time left or overdue, and when it was met. */
export function CaseTargets({ sla, now }: { sla: ReportSla; now: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Target sla={sla} target="acknowledge" now={now} />
        <Target sla={sla} target="resolve" now={now} />
      </dl>
      <p className="mt-3 border-t border-slate-100 pt-2 text-xs text-slate-600">
        Time on hold does not count. A report past a target is escalated to its Area Command, then to State HQ.
      </p>
    </div>
  );
}
