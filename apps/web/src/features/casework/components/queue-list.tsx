import { Link } from 'react-router';
import clsx from 'clsx';
import { Paperclip } from 'lucide-react';
import type { QueueItem } from '@safeogun/contract/casework';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatAge, formatFull } from '../../../lib/time';
import { currentTarget, targetPhrase } from '../lib/sla';
import { EscalationBadge, IdentityBadge, SlaBadge } from './badges';
import { TableHead } from '../../../components/ui/table-head';

export interface QueueListProps {
  items: QueueItem[];
  now: number;
  /** Reports that arrived while the officer had the queue open. */
  fresh: ReadonlySet<string>;
  /** The queue's address (its filters), for the case page's way back. */
  queueSearch: string;
}

/** What the case page gets from the queue: the way back, and the reports around it for Previous and Next. */
export interface QueueContext {
  queueSearch: string;
  queueIds: string[];
}

/** The whole row (or card) answers a click; the ticket is its one link, so Tab moves row by row. */
const stretchedLink =
  'outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:rounded-lg focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-brand-600';

function Age({ at, now }: { at: string; now: number }) {
  return (
    <time dateTime={at} title={formatFull(at)} className="whitespace-nowrap">
      {formatAge(at, now)}
    </time>
  );
}

function Where({ item }: { item: QueueItem }) {
  return (
    <>
      <span className="block">{item.lga?.name ?? 'LGA unknown'}</span>
      <span className="block text-xs text-slate-600">{item.station?.formation ?? 'No station yet'}</span>
    </>
  );
}

function TicketLink({ item, context }: { item: QueueItem; context: QueueContext }) {
  return (
    <Link
      to={`/console/incidents/${item.id}`}
      state={context}
      className={clsx('font-mono font-semibold text-brand-800 hover:underline', stretchedLink)}
    >
      {item.ticketId}
    </Link>
  );
}

function Awaiting({ item }: { item: QueueItem }) {
  return item.status === 'new' && !item.acknowledgedAt ? (
    <span className="block text-xs text-slate-600">Not acknowledged</span>
  ) : null;
}

/** The time left or overdue on the target running now, and which target that is. */
function SlaCell({ item, now }: { item: QueueItem; now: number }) {
  const status = currentTarget(item.sla, now);
  const running = status.state === 'running' || status.state === 'overdue' || status.state === 'paused';
  return (
    <>
      <SlaBadge sla={item.sla} now={now} />
      {running ? (
        <span className="mt-0.5 block text-xs text-slate-600" aria-hidden="true">
          {targetPhrase(status)}
        </span>
      ) : null}
    </>
  );
}

function FreshMark({ show }: { show: boolean }) {
  return show ? (
    <span className="ml-2 rounded bg-accent-400 px-1.5 py-0.5 text-[11px] font-bold uppercase text-brand-900">
      Just in
    </span>
  ) : null;
}

/** A table on a desk's screen. */
export function QueueTable({ items, now, fresh, queueSearch }: QueueListProps) {
  const context = { queueSearch, queueIds: items.map((i) => i.id) };
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Reports</caption>
        <TableHead columns={['Ticket', 'Type', 'LGA / station', 'Received', 'Status', 'Time left', 'Identity']} />
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr
              key={item.id}
              data-testid="queue-row"
              className={clsx('relative align-top hover:bg-brand-50', fresh.has(item.id) && 'bg-amber-50')}
            >
              <td className="px-3 py-2.5">
                <TicketLink item={item} context={context} />
                <FreshMark show={fresh.has(item.id)} />
                {item.evidenceCount > 0 ? (
                  <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                    <Paperclip className="h-3 w-3" aria-hidden="true" />
                    {item.evidenceCount} {item.evidenceCount === 1 ? 'file' : 'files'}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2.5 font-medium text-slate-900">{item.incidentType}</td>
              <td className="px-3 py-2.5">
                <Where item={item} />
              </td>
              <td className="px-3 py-2.5 text-slate-700">
                <Age at={item.submittedAt} now={now} />
              </td>
              <td className="space-y-1 px-3 py-2.5">
                <StatusBadge status={item.status} />
                <Awaiting item={item} />
                <EscalationBadge level={item.escalationLevel} />
              </td>
              <td className="px-3 py-2.5">
                <SlaCell item={item} now={now} />
              </td>
              <td className="px-3 py-2.5">
                <IdentityBadge identity={item.identity} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cards on a phone. */
export function QueueCards({ items, now, fresh, queueSearch }: QueueListProps) {
  const context = { queueSearch, queueIds: items.map((i) => i.id) };
  return (
    <ul className="space-y-2 md:hidden" aria-label="Reports">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="queue-card"
          className={clsx(
            'relative rounded-xl border bg-white p-3 shadow-sm',
            fresh.has(item.id) ? 'border-accent-500 bg-amber-50' : 'border-slate-200',
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0">
              <TicketLink item={item} context={context} />
              <FreshMark show={fresh.has(item.id)} />
            </p>
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-1 font-semibold text-slate-900">{item.incidentType}</p>
          <p className="text-sm text-slate-700">
            {item.lga?.name ?? 'LGA unknown'}
            <span className="text-slate-500"> · </span>
            <span className="text-slate-600">{item.station?.formation ?? 'No station yet'}</span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
            <Age at={item.submittedAt} now={now} />
            <SlaBadge sla={item.sla} now={now} detail />
            <IdentityBadge identity={item.identity} />
            <EscalationBadge level={item.escalationLevel} />
            {item.evidenceCount > 0 ? (
              <span className="flex items-center gap-1">
                <Paperclip className="h-3 w-3" aria-hidden="true" />
                {item.evidenceCount}
                <span className="sr-only">{item.evidenceCount === 1 ? 'file' : 'files'}</span>
              </span>
            ) : null}
            {item.status === 'new' && !item.acknowledgedAt ? <span>Not acknowledged</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
