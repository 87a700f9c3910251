import { useDeferredValue, useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import { STATION_STATUSES, type AdminStation } from '@safeogun/contract/administration';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { ConsolePage } from '../../../components/console/authoring';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminStations, useLgaOptions, useRemoveDemoStations, useUpdateStation } from '../api/use-stations';
import { AdminPageHeader } from '../components/admin-nav';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ImportDialog } from '../components/import-dialog';
import { StationDialog } from '../components/station-dialog';

const STATUS_LABELS: Record<(typeof STATION_STATUSES)[number], string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Deactivated',
};

/**
 * /console/admin/stations (administrators): every station, searchable; add and edit one (its position inside its
 * LGA), deactivate or reactivate it, import a file after a dry run, and remove the demo stations once real ones
 * exist. Every change is recorded in the audit log by the server.
 */
export default function StationsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<(typeof STATION_STATUSES)[number]>('all');
  const [lgaId, setLgaId] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useAdminStations({ search: deferred, status, lgaId: lgaId ? Number(lgaId) : undefined });
  const lgas = useLgaOptions();
  const update = useUpdateStation();
  const removeDemo = useRemoveDemoStations();
  const [editing, setEditing] = useState<AdminStation | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const [confirmingDemo, setConfirmingDemo] = useState(false);
  const counts = list.data?.counts;

  const toggle = async (station: AdminStation) => {
    try {
      await update.mutateAsync({ id: station.id, body: { isActive: !station.isActive } });
      toast.success(station.isActive ? `${station.formation} deactivated.` : `${station.formation} is active again.`);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  const onRemoveDemo = async () => {
    try {
      const { removed } = await removeDemo.mutateAsync();
      toast.success(`${removed} demo station${removed === 1 ? '' : 's'} removed.`);
      setConfirmingDemo(false);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };

  const columns: DataColumn<AdminStation>[] = [
    {
      label: 'Station',
      cell: (s) => (
        <div>
          <p className="font-semibold text-slate-900">{s.formation}</p>
          {s.address ? <p className="text-slate-600">{s.address}</p> : null}
          {s.phone ? <p className="text-slate-600">{s.phone}</p> : null}
        </div>
      ),
    },
    { label: 'LGA', cell: (s) => s.lga?.name ?? 'None' },
    { label: 'Area Command', cell: (s) => s.areaCommand?.name ?? 'None' },
    { label: 'Reports', cell: (s) => s.reports.toLocaleString() },
    {
      label: 'Status',
      cell: (s) => (
        <span className={s.isActive ? 'text-emerald-800' : 'text-slate-500'}>
          {s.isActive ? 'Active' : 'Deactivated'}
          {s.isDemo ? ' (demo)' : ''}
        </span>
      ),
    },
    {
      label: 'Actions',
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(s)} aria-label={`Edit ${s.formation}`}>
            Edit
          </Button>
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => void toggle(s)}
            aria-label={`${s.isActive ? 'Deactivate' : 'Reactivate'} ${s.formation}`}
          >
            {s.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ConsolePage title="Stations" width="max-w-6xl">
      <AdminPageHeader
        title="Stations"
        description={
          <>
            The command&apos;s police stations. Citizens choose among the active ones, and reports are routed to them. A
            deactivated station keeps its reports.
          </>
        }
      >
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add station
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Import
          </Button>
        </div>
      </AdminPageHeader>
      {counts && counts.demo > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {counts.demo} demo station{counts.demo === 1 ? ' is' : 's are'} still offered to citizens.{' '}
            {counts.real
              ? 'Remove them now that real stations exist.'
              : 'Add or import real stations, then remove them.'}
          </p>
          <Button variant="secondary" disabled={counts.real === 0} onClick={() => setConfirmingDemo(true)}>
            Remove demo stations
          </Button>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label="Search">
          <Input
            type="search"
            value={search}
            placeholder="Formation, address or LGA"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <SelectField
          label="LGA"
          value={lgaId}
          onChange={(event) => setLgaId(event.target.value)}
          placeholder="All LGAs"
          options={(lgas.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
          options={STATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </div>
      <QueryState query={list} data={list.data?.stations ?? []} what="the stations">
        {() =>
          list.data && list.data.stations.length ? (
            <DataTable
              columns={columns}
              rows={list.data.stations}
              rowKey={(s) => String(s.id)}
              caption="Police stations"
              tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
            />
          ) : (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">
              No station matches.
            </p>
          )
        }
      </QueryState>
      <StationDialog
        open={editing !== null}
        station={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={confirmingDemo}
        title="Remove the demo stations?"
        confirmLabel="Remove demo stations"
        pending={removeDemo.isPending}
        onConfirm={() => void onRemoveDemo()}
        onCancel={() => setConfirmingDemo(false)}
      >
        {counts?.demo} demo stations will no longer be offered to citizens or for postings. Reports already routed to
        them keep them.
      </ConfirmDialog>
    </ConsolePage>
  );
}
