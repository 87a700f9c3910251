import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/console/query-state';
import { useAuditLog } from '../api/use-audit';
import { AuditEntries } from '../components/audit-entries';
import { AuditFiltersForm } from '../components/audit-filters-form';
import { ChainStatus } from '../components/chain-status';
import { readAuditFilters, writeAuditFilters, type AuditFilters } from '../lib/audit-filters';
import { ConsolePage } from '../../../components/console/authoring';

/** /console/audit (State HQ and administrators): the tamper-evident log, filtered and paged, and its chain status. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAuditFilters(params), [params]);
  const log = useAuditLog(filters);
  const entries = useMemo(() => log.data?.data ?? [], [log.data]);
  const pagination = log.data?.pagination;
  const apply = (next: Partial<AuditFilters>) => setParams(writeAuditFilters({ ...filters, page: 1, ...next }));

  return (
    <ConsolePage title="Audit log" width="max-w-7xl">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Audit log</h1>
        <p className="text-sm text-slate-600">
          Every reveal of a reporter, status change, re-route, escalation, map change, invitation and role change: who,
          in which role, what, which record, when and from where. No one can edit or delete an entry.
        </p>
      </div>
      <ChainStatus />
      <AuditFiltersForm filters={filters} onApply={apply} />
      <section aria-labelledby="audit-entries" aria-busy={log.isFetching} className="space-y-3">
        <h2 id="audit-entries" className="sr-only">
          Entries
        </h2>
        <QueryState query={log} data={entries} what="the audit log">
          {() =>
            entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
                No entries match these filters.
              </p>
            ) : (
              <PagedList
                pagination={pagination}
                shown={entries.length}
                label="Audit log pages"
                onPage={(page) => setParams(writeAuditFilters({ ...filters, page }))}
              >
                <AuditEntries entries={entries} onActor={(actor) => apply({ actor })} />
              </PagedList>
            )
          }
        </QueryState>
      </section>
    </ConsolePage>
  );
}
