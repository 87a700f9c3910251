import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { formatMinutes, type SlaTarget } from '@safeogun/contract/sla';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/console/query-state';
import { useSlaTargets } from '../api/use-sla-targets';
import { SlaTargetDialog } from '../components/sla-target-dialog';
import { TableHead } from '../../../components/ui/table-head';
import { ConsolePage } from '../../../components/console/authoring';
import { ActionCard } from '../../../components/ui/action-card';

/**
 * /console/admin/sla-targets (administrators): how long a station has to acknowledge and to resolve each type of
 * report. A table on a desk's screen, cards on a phone; each type changed in a dialog (audited by the server).
 */
export default function SlaTargetsPage() {
  const targets = useSlaTargets();
  const [editing, setEditing] = useState<SlaTarget | null>(null);
  const rows = targets.data ?? [];
  const change = (target: SlaTarget) => (
    <Button
      variant="secondary"
      onClick={() => setEditing(target)}
      aria-label={`Change targets for ${target.incidentType}`}
    >
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Change
    </Button>
  );

  return (
    <ConsolePage title="Response-time targets" width="max-w-4xl">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Response-time targets</h1>
        <p className="mt-1 text-sm text-slate-600">
          How long a station has to acknowledge and to resolve each type of report. A report past a target is overdue
          and is escalated to its Area Command, then to State HQ, whose commanders are notified. Time on hold does not
          count. A change applies to reports filed from then on and is recorded in the audit log.
        </p>
      </div>
      <QueryState query={targets} data={rows} what="the targets">
        {() => (
          <>
            <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Response-time targets per incident type</caption>
                <TableHead columns={['Incident type', 'Acknowledge within', 'Resolve within']} actions />
                <tbody className="divide-y divide-slate-100">
                  {rows.map((target) => (
                    <tr key={target.incidentTypeId} data-testid="sla-target-row">
                      <th scope="row" className="px-3 py-2.5 font-semibold text-slate-900">
                        {target.incidentType}
                      </th>
                      <td className="px-3 py-2.5 text-slate-800">{formatMinutes(target.acknowledgeMinutes)}</td>
                      <td className="px-3 py-2.5 text-slate-800">{formatMinutes(target.resolveMinutes)}</td>
                      <td className="px-3 py-2 text-right">{change(target)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-2 md:hidden" aria-label="Response-time targets per incident type">
              {rows.map((target) => (
                <ActionCard
                  key={target.incidentTypeId}
                  data-testid="sla-target-card"
                  className="p-3"
                  action={change(target)}
                >
                  <p className="font-semibold text-slate-900">{target.incidentType}</p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
                    <dt>Acknowledge</dt>
                    <dd>{formatMinutes(target.acknowledgeMinutes)}</dd>
                    <dt>Resolve</dt>
                    <dd>{formatMinutes(target.resolveMinutes)}</dd>
                  </dl>
                </ActionCard>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <SlaTargetDialog target={editing} onClose={() => setEditing(null)} />
    </ConsolePage>
  );
}
