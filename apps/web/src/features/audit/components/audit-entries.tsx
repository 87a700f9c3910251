import { Link } from 'react-router';
import { AUDIT_ACTION_LABELS, type AuditEntryItem } from '@safeogun/contract/audit';
import { ROLE_LABELS, type Role } from '@safeogun/contract/roles';
import { TableHead } from '../../../components/ui/table-head';

function roleLabel(role: string | null): string {
  if (!role) return 'System';
  return role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
}

function short(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…` : id;
}

function DetailList({ details }: { details: AuditEntryItem['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="shrink-0 text-slate-600">{key}:</dt>
          {typeof value === 'string' && value.includes(' ') ? (
            <dd className="break-words text-slate-900">{value}</dd>
          ) : (
            <dd className="break-all font-mono text-slate-900">
              {typeof value === 'string' ? value : JSON.stringify(value)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** Who acted: their name (a button that keeps only their entries) and the role they held then. */
function Actor({ entry, onActor }: { entry: AuditEntryItem; onActor: (id: string) => void }) {
  const name = entry.actorName ?? (entry.actorUserId ? `Account ${short(entry.actorUserId)}` : null);
  return (
    <>
      {entry.actorUserId && name ? (
        <button
          type="button"
          className="min-h-8 text-left font-medium text-brand-700 underline"
          title={entry.actorUserId}
          aria-label={`Show only entries by ${name}`}
          onClick={() => onActor(entry.actorUserId!)}
        >
          {name}
        </button>
      ) : null}
      <span className="block text-xs text-slate-600">{roleLabel(entry.actorRole)}</span>
    </>
  );
}

/** The action in words, with its code for whoever searches the log by it. */
function Action({ action }: { action: string }) {
  return (
    <>
      <span className="block font-medium">{AUDIT_ACTION_LABELS[action] ?? action}</span>
      <span className="block font-mono text-xs text-slate-600">{action}</span>
    </>
  );
}

/** The record acted on: a report by its ticket, linked to its case; anything else by its kind and id. */
function Record({ entry }: { entry: AuditEntryItem }) {
  const ticket = typeof entry.details.ticketId === 'string' ? entry.details.ticketId : null;
  if (entry.targetType === 'incident' && ticket) {
    return (
      <Link to={`/console/incidents/${entry.targetId}`} className="font-mono font-semibold text-brand-700 underline">
        {ticket}
      </Link>
    );
  }
  return (
    <>
      <span className="block text-slate-600">{entry.targetType}</span>
      <span className="break-all font-mono">{entry.targetId}</span>
    </>
  );
}

/** The entries: a table on a desk, cards on a phone. Clicking an actor's id keeps only their entries. */
export function AuditEntries({ entries, onActor }: { entries: AuditEntryItem[]; onActor: (id: string) => void }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit log entries, newest first</caption>
          <TableHead columns={['#', 'When', 'Who', 'Action', 'Record', 'Details', 'Address']} />
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top" data-testid="audit-row">
                <td className="px-3 py-2 font-mono text-xs text-slate-700">{entry.id}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                </td>
                <td className="px-3 py-2">
                  <Actor entry={entry} onActor={onActor} />
                </td>
                <td className="px-3 py-2">
                  <Action action={entry.action} />
                </td>
                <td className="px-3 py-2 text-xs">
                  <Record entry={entry} />
                </td>
                <td className="max-w-xs px-3 py-2">
                  <DetailList details={entry.details} />
                </td>
                <td className="px-3 py-2 font-mono text-xs">{entry.ipAddress ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Audit log entries, newest first">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="space-y-1 rounded-xl border border-slate-200 bg-white p-3 text-sm"
            data-testid="audit-card"
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <Action action={entry.action} />
              </div>
              <span className="font-mono text-xs text-slate-600">#{entry.id}</span>
            </div>
            <p className="text-xs text-slate-700">
              <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
              {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
            </p>
            <Actor entry={entry} onActor={onActor} />
            <p className="text-xs">
              <Record entry={entry} />
            </p>
            <DetailList details={entry.details} />
          </li>
        ))}
      </ul>
    </>
  );
}
