import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMinutes } from '@safeogun/contract/sla';
import type { FailedText } from '@safeogun/contract/system';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRetryText, useSystem } from '../api/use-system';
import { ConsolePage } from '../../../components/console/authoring';

const QUEUE_NAMES: Record<string, string> = {
  'sos-sms': 'SOS text to an emergency contact',
  'channel-sms': 'SMS channel reply',
};

/** "45 s", "3 min", "2 h 10 min": how long something has waited. */
const waited = (seconds: number) => (seconds < 60 ? `${Math.round(seconds)} s` : formatMinutes(seconds / 60));

function bytes(n: number) {
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)} GB`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1e3))} kB`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 sm:p-4" aria-label={title}>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function Figure({ label, value, alarm = false }: { label: string; value: string; alarm?: boolean }) {
  return (
    <div className={`rounded-lg p-3 ${alarm ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-900'}`}>
      <dt className="text-sm">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}

function FailedTextRow({ text }: { text: FailedText }) {
  const retry = useRetryText();
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="failed-text">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{QUEUE_NAMES[text.queue] ?? text.queue}</p>
        <p className="text-slate-600">
          Failed {new Date(text.failedAt).toLocaleString()} after {text.attempts}{' '}
          {text.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
        {text.lastError && <p className="break-words text-slate-700">{text.lastError}</p>}
      </div>
      <Button
        variant="secondary"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(text.id, {
            onSuccess: () => toast.success('The text is queued to be sent again.'),
            onError: (error) => toast.error(errorMessage(error, 'The text could not be queued again.')),
          })
        }
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        Send again
      </Button>
    </li>
  );
}

/**
 * /console/admin/system (administrators): the figures GET /metrics gives Prometheus, for a command without it:
 * queue health, failed texts with a retry (audited), unacknowledged SOS alerts, reports past target, the last
 * backup, version and uptime. Read again every 30 seconds.
 */
export default function SystemPage() {
  const system = useSystem();
  const data = system.data;
  return (
    <ConsolePage title="System" width="max-w-4xl">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">System</h1>
        <p className="mt-1 text-sm text-slate-600">
          Whether SafeOgun is doing its work: alerts waiting, texts that failed, background work, backups.
        </p>
      </div>
      <QueryState query={system} data={data} what="the system figures">
        {(data) => (
          <>
            <Section title="SOS and reports">
              <dl className="grid gap-2 sm:grid-cols-3">
                <Figure
                  label="SOS alerts not acknowledged"
                  value={String(data.sos.unacknowledged)}
                  alarm={data.sos.unacknowledged > 0}
                />
                <Figure
                  label="Oldest has waited"
                  value={data.sos.unacknowledged ? waited(data.sos.oldestUnacknowledgedSeconds) : '-'}
                  alarm={data.sos.oldestUnacknowledgedSeconds > 120}
                />
                <Figure
                  label="Reports past their target"
                  value={String(data.overdueByAreaCommand.reduce((sum, o) => sum + o.overdue, 0))}
                />
              </dl>
              {data.overdueByAreaCommand.length > 0 && (
                <ul className="text-sm text-slate-700" aria-label="Reports past their target by Area Command">
                  {data.overdueByAreaCommand.map((o) => (
                    <li key={o.areaCommand}>
                      {o.areaCommand}: {o.overdue}
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title={`Failed texts (${data.failedTexts.length})`}>
              {data.failedTexts.length === 0 ? (
                <p className="text-sm text-slate-600">No text has failed.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.failedTexts.map((text) => (
                    <FailedTextRow key={text.id} text={text} />
                  ))}
                </ul>
              )}
            </Section>

            <Section title="Background work">
              {data.queues.length === 0 ? (
                <p className="text-sm text-slate-600">No background work waiting.</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm" aria-label="Job queues">
                  {data.queues.map((q) => (
                    <li key={q.queue} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                      <span className="font-semibold text-slate-900">{q.queue}</span>
                      <span className={q.oldestDueSeconds > 300 || q.failed > 0 ? 'text-red-800' : 'text-slate-700'}>
                        {q.pending} waiting, {q.due} due
                        {q.due > 0 ? ` (oldest ${waited(q.oldestDueSeconds)})` : ''}, {q.failed} failed
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title="Backups">
              {!data.backup.directory ? (
                <p className="text-sm text-slate-600">
                  Scheduled backups are off (BACKUP_DIR is not set). Take one with npm run backup.
                </p>
              ) : data.backup.last ? (
                <p className="text-sm text-slate-700">
                  Last backup {new Date(data.backup.last.createdAt).toLocaleString()},{' '}
                  {bytes(data.backup.last.sizeBytes)}, in {data.backup.directory}.
                </p>
              ) : (
                <p className="text-sm text-red-800">No backup has been written to {data.backup.directory} yet.</p>
              )}
            </Section>

            <Section title="Server">
              <dl className="grid gap-2 sm:grid-cols-3">
                <Figure label="Version" value={data.version} />
                <Figure label="Database" value={data.engine === 'pglite' ? 'Embedded' : 'PostgreSQL'} />
                <Figure label="Up for" value={waited(data.uptimeSeconds)} />
              </dl>
            </Section>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
