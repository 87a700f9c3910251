import { useState } from 'react';
import {
  RETENTION_SCHEDULE,
  formatRetentionDays,
  type RetentionCounts,
  type RetentionKind,
} from '@safeogun/contract/retention';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRetentionRuns, useRunRetention } from '../api/use-retention';
import { ConsolePage } from '../../../components/console/authoring';
import { Section } from '../../../components/ui/section';

const LABELS: Record<RetentionKind, string> = {
  sentMessages: 'Sent messages',
  failedJobs: 'Failed jobs',
  idempotencyKeys: 'Stored repeat answers',
  sessions: 'Ended sessions',
  oneTimeCodes: 'One-time codes',
  signInAttempts: 'Sign-in attempts',
  notifications: 'Notifications',
  draftNotices: 'Draft authors told',
  drafts: 'Abandoned drafts',
  falseAlarmAudio: 'False-alarm voice notes',
  outboxFiles: 'Outbox files',
  closedCases: 'Closed cases cleared',
  auditEntries: 'Audit entries past term (kept)',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

function Counts({ counts, caption }: { counts: RetentionCounts; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            Kind
          </th>
          <th scope="col" className="py-1 font-medium">
            Records
          </th>
        </tr>
      </thead>
      <tbody>
        {RETENTION_SCHEDULE.map((rule) => (
          <tr key={rule.kind} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              {LABELS[rule.kind]}{' '}
              <span className="text-slate-500">
                ({formatRetentionDays(rule.days)}, {rule.action})
              </span>
            </th>
            <td className="py-1 tabular-nums">{counts[rule.kind] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /console/admin/retention (administrators): the retention schedule's last runs, a preview of the next one and a run
 * now (decision 029). The periods are the contract's; the closed-case period is set per incident type.
 */
export default function RetentionPage() {
  const runs = useRetentionRuns();
  const run = useRunRetention();
  const [preview, setPreview] = useState<RetentionCounts | null>(null);
  const start = async (dryRun: boolean) => {
    try {
      const result = await run.mutateAsync(dryRun);
      if (dryRun) setPreview(result.counts);
      else {
        setPreview(null);
        toast.success('The retention sweep ran.');
      }
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  return (
    <ConsolePage title="Data retention" width="max-w-3xl">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Data retention</h1>
        <p className="mt-1 text-sm text-slate-600">
          The server applies the retention schedule every day. Cases under legal hold are never touched.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={run.isPending} onClick={() => void start(true)}>
          Preview the next run
        </Button>
        <Button disabled={run.isPending} onClick={() => void start(false)}>
          {run.isPending ? 'Working...' : 'Run now'}
        </Button>
      </div>
      {preview ? (
        <section aria-labelledby="retention-preview" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="retention-preview" className="mb-2 font-semibold">
            Due now (nothing changed yet)
          </h2>
          <Counts counts={preview} caption="Records due now, per kind" />
        </section>
      ) : null}
      <Section title="Last runs" className="space-y-3" titleClassName="font-semibold">
        {runs.isPending ? <p className="text-sm text-slate-600">Loading...</p> : null}
        {runs.isError ? (
          <p className="text-sm text-red-700">{errorMessage(runs.error, GENERIC_MESSAGES.somethingWrong)}</p>
        ) : null}
        {runs.data?.runs.length === 0 ? <p className="text-sm text-slate-600">No run yet.</p> : null}
        {runs.data?.runs.map((r) => (
          <details key={r.at} className="rounded-xl border border-slate-200 bg-white p-3">
            <summary className="cursor-pointer text-sm">
              {when(r.at)}: {r.actorUserId ? 'run by an administrator' : 'daily sweep'},{' '}
              {Object.entries(r.counts)
                .filter(([kind]) => kind !== 'auditEntries')
                .reduce((sum, [, n]) => sum + n, 0)}{' '}
              records, {(r.durationMs / 1000).toFixed(1)} s
            </summary>
            <div className="mt-2">
              <Counts counts={r.counts} caption={`Records changed by the run of ${when(r.at)}`} />
            </div>
          </details>
        ))}
      </Section>
    </ConsolePage>
  );
}
