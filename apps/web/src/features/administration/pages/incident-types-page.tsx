import { CASE_RETENTION_LIMITS } from '@safeogun/contract/retention';
import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { incidentTypeCreateBodySchema, type AdminIncidentType } from '@safeogun/contract/administration';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { formatMinutes } from '@safeogun/contract/sla';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ConsolePage } from '../../../components/console/authoring';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useCreateIncidentType,
  useDeleteIncidentType,
  useIncidentTypes,
  useUpdateIncidentType,
} from '../api/use-reference';
import { AdminPageHeader } from '../components/admin-nav';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NameDialog } from '../components/name-dialog';

/**
 * /console/admin/incident-types (administrators): add, rename, deactivate (no longer offered for new reports), mark
 * sensitive (descriptions withheld from the map), delete one no report has used; the two response-time targets are
 * set on the targets page.
 */
const YEARS = Array.from(
  { length: CASE_RETENTION_LIMITS.max / 365 - CASE_RETENTION_LIMITS.min / 365 + 1 },
  (_, i) => CASE_RETENTION_LIMITS.min / 365 + i,
);

export default function IncidentTypesPage() {
  const types = useIncidentTypes();
  const create = useCreateIncidentType();
  const update = useUpdateIncidentType();
  const remove = useDeleteIncidentType();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AdminIncidentType | null>(null);
  const [deleting, setDeleting] = useState<AdminIncidentType | null>(null);

  const change = async (
    type: AdminIncidentType,
    body: { isSensitive?: boolean; isActive?: boolean; retentionDays?: number },
    done: string,
  ) => {
    try {
      await update.mutateAsync({ id: type.id, body });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`${deleting.name} deleted.`);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };

  const columns: DataColumn<AdminIncidentType>[] = [
    {
      label: 'Type',
      cell: (t) => (
        <span className={t.isActive ? 'font-semibold text-slate-900' : 'text-slate-500'}>
          {t.name}
          {t.isActive ? '' : ' (deactivated)'}
        </span>
      ),
    },
    { label: 'Reports', cell: (t) => t.reports.toLocaleString() },
    {
      label: 'Targets',
      cell: (t) => `Acknowledge ${formatMinutes(t.acknowledgeMinutes)}, resolve ${formatMinutes(t.resolveMinutes)}`,
    },
    {
      // The retention schedule (decision 029): how long a closed case keeps its evidence and reporter identity.
      label: 'Closed cases kept',
      cell: (t) => (
        <label>
          <span className="sr-only">{t.name}: years a closed case keeps its evidence and reporter identity</span>
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
            value={Math.round(t.retentionDays / 365)}
            disabled={update.isPending}
            onChange={(event) => {
              const years = Number(event.target.value);
              void change(t, { retentionDays: years * 365 }, `${t.name}: closed cases kept ${years} years.`);
            }}
          >
            {YEARS.map((years) => (
              <option key={years} value={years}>
                {years === 1 ? '1 year' : `${years} years`}
              </option>
            ))}
          </select>
        </label>
      ),
    },
    {
      label: 'Sensitive',
      cell: (t) => (
        <Checkbox
          checked={t.isSensitive}
          disabled={update.isPending}
          onChange={(event) =>
            void change(
              t,
              { isSensitive: event.target.checked },
              event.target.checked
                ? `${t.name}: descriptions withheld from the map.`
                : `${t.name}: descriptions shown on the map again.`,
            )
          }
        >
          <span className="sr-only">{t.name}: </span>Withhold descriptions from the map
        </Checkbox>
      ),
    },
    {
      label: 'Actions',
      cell: (t) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenaming(t)} aria-label={`Rename ${t.name}`}>
            Rename
          </Button>
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              void change(
                t,
                { isActive: !t.isActive },
                t.isActive ? `${t.name} deactivated.` : `${t.name} active again.`,
              )
            }
            aria-label={`${t.isActive ? 'Deactivate' : 'Reactivate'} ${t.name}`}
          >
            {t.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
          {t.reports === 0 ? (
            <Button variant="secondary" onClick={() => setDeleting(t)} aria-label={`Delete ${t.name}`}>
              Delete
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <ConsolePage title="Incident types" width="max-w-6xl">
      <AdminPageHeader
        title="Incident types"
        description={
          <>
            What citizens can report. A deactivated type is no longer offered; its reports keep it. A type in use is
            never deleted. Set each type&apos;s times to acknowledge and resolve on the{' '}
            <Link to="/console/admin/sla-targets" className="font-semibold text-brand-800 underline">
              response-time targets
            </Link>{' '}
            page.
          </>
        }
      >
        <Button className="sm:shrink-0" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add incident type
        </Button>
      </AdminPageHeader>
      <QueryState query={types} data={types.data ?? []} what="the incident types">
        {() => (
          <DataTable
            columns={columns}
            rows={types.data ?? []}
            rowKey={(t) => String(t.id)}
            caption="Incident types"
            tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          />
        )}
      </QueryState>
      <NameDialog
        open={adding}
        title="Add an incident type"
        schema={incidentTypeCreateBodySchema.pick({ name: true })}
        submitLabel="Add"
        onSave={async (name) => {
          await create.mutateAsync({ name });
          toast.success(`${name} added. Set its response-time targets on the targets page.`);
        }}
        onClose={() => setAdding(false)}
      />
      <NameDialog
        open={renaming !== null}
        title={renaming ? `Rename ${renaming.name}` : 'Rename'}
        schema={incidentTypeCreateBodySchema.pick({ name: true })}
        initial={renaming?.name}
        submitLabel="Rename"
        onSave={async (name) => {
          await update.mutateAsync({ id: renaming!.id, body: { name } });
          toast.success(`Renamed ${name}.`);
        }}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete?'}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      >
        No report uses this type. It is removed for good.
      </ConfirmDialog>
    </ConsolePage>
  );
}
