import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, EyeOff } from 'lucide-react';
import type { PoliceCase } from '@safeogun/contract/casework';
import { StatusBadge } from '../../../components/ui/status-badge';
import { CopyButton } from '../../../components/ui/copy-button';
import { LoadError, PageSpinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { useCase } from '../api/use-case';
import { CaseActions } from '../components/case-actions';
import { CaseEvidence } from '../components/case-evidence';
import { CaseHistory } from '../components/case-history';
import { CaseMap } from '../components/case-map';
import { CaseTargets } from '../components/case-targets';
import { CaseThread } from '../components/case-thread';
import { EscalationBadge, IdentityBadge, SlaBadge } from '../components/badges';
import { CHANNEL_LABELS } from '../components/queue-filters-bar';
import type { QueueContext } from '../components/queue-list';
import { escalationLabel, eventAuthor, eventTitle, newestFirst } from '../lib/case-events';
import { formatAge, formatFull, SLA_TICK_MS, useNow } from '../../../lib/time';

/** The queue the officer came from (router state), if any. */
function queueContext(state: unknown): QueueContext | null {
  const s = state as Partial<QueueContext> | null;
  if (!s || typeof s.queueSearch !== 'string' || !Array.isArray(s.queueIds)) return null;
  return { queueSearch: s.queueSearch, queueIds: s.queueIds.filter((x): x is string => typeof x === 'string') };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Work done on the report by someone else while it is open (the case is fetched again every few seconds): said in a
 * polite live region, so an officer typing is told without being interrupted.
 */
function useOthersUpdates(incident: PoliceCase | null | undefined) {
  const userId = useUserId();
  const seen = useRef<{ id: string; version: number } | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!incident) return;
    const before = seen.current;
    seen.current = { id: incident.id, version: incident.version };
    if (!before || before.id !== incident.id || incident.version <= before.version) return;
    const latest = newestFirst(incident.history)[0];
    if (latest && latest.author?.id !== userId) {
      setMessage(`This report was just updated: ${eventTitle(latest)} (${eventAuthor(latest)}).`);
    }
  }, [incident, userId]);
  return message;
}

/** /console/incidents/{id}: the facts, evidence, place, history and the actions on one report. */
export default function CasePage() {
  const { id } = useParams();
  const location = useLocation();
  const query = useCase(id);
  // Never behind the data on screen: a target the server has just found passed shows as passed.
  const now = Math.max(useNow(SLA_TICK_MS), query.dataUpdatedAt);
  const incident = query.data;
  const updates = useOthersUpdates(incident);
  const context = queueContext(location.state);
  const back = context?.queueSearch ? `/console?${context.queueSearch}` : '/console';
  const at = context && id ? context.queueIds.indexOf(id) : -1;
  const previous = at > 0 ? context!.queueIds[at - 1] : undefined;
  const next = at >= 0 ? context!.queueIds[at + 1] : undefined;

  const backLink = (
    <nav aria-label="Queue" className="flex flex-wrap items-center justify-between gap-2">
      <Link to={back} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the queue
      </Link>
      {at >= 0 ? (
        <span className="flex items-center gap-1 text-sm">
          {previous ? (
            <Link
              to={`/console/incidents/${previous}`}
              state={context}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
            </Link>
          ) : null}
          <span className="px-1 text-slate-600">
            {at + 1} of {context!.queueIds.length}
          </span>
          {next ? (
            <Link
              to={`/console/incidents/${next}`}
              state={context}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : null}
        </span>
      ) : null}
    </nav>
  );

  if (query.isLoading) return <PageSpinner label="Loading the report" />;
  if (query.isError && !incident) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        {backLink}
        <LoadError
          message={errorMessage(query.error, 'The report could not be loaded.')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!incident) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <title>Report not found | SafeOgun Console</title>
        <h1 className="text-2xl font-bold text-brand-900">Report not found</h1>
        <p className="mt-2 text-slate-600">It does not exist, or it is outside your reach.</p>
        <Link to={back} className={buttonClasses('primary', 'mt-6')}>
          Back to the queue
        </Link>
      </div>
    );
  }

  const reload = async () => (await query.refetch()).data;

  return (
    <div className="mx-auto max-w-7xl px-3 py-3 sm:px-4 sm:py-5">
      <title>{`${incident.ticketId} | SafeOgun Console`}</title>
      {backLink}
      <p role="status" aria-live="polite" className="sr-only">
        {updates}
      </p>

      <header className="mt-2 space-y-2 border-b border-slate-200 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-slate-700" data-testid="case-ticket">
            {incident.ticketId}
          </span>
          <CopyButton text={incident.ticketId} label="Copy ticket ID" className="min-h-9 px-2 text-xs" />
        </div>
        <h1 className="text-2xl font-bold text-brand-900">{incident.incidentType.name}</h1>
        <div className="flex flex-wrap items-center gap-2" data-testid="case-badges">
          <StatusBadge status={incident.status} />
          <SlaBadge sla={incident.sla} now={now} detail />
          <IdentityBadge identity={incident.identity} />
          <EscalationBadge level={incident.escalationLevel} />
          {incident.hiddenFromMap ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              <EyeOff className="h-3 w-3" aria-hidden="true" /> Hidden from map
            </span>
          ) : null}
        </div>
        <p className="text-sm text-slate-600">
          Received {formatAge(incident.submittedAt, now)} · {formatFull(incident.submittedAt)}
        </p>
      </header>

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Section id="case-facts" title="What was reported" className="lg:col-start-1">
          <p className="whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-3 text-slate-900">
            {incident.description || 'No description given.'}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3">
            <Fact label="LGA">{incident.lga?.name ?? 'Unknown'}</Fact>
            <Fact label="Station">{incident.station?.formation ?? 'None yet'}</Fact>
            <Fact label="Area command">{incident.areaCommand?.name ?? 'None'}</Fact>
            <Fact label="Channel">
              {CHANNEL_LABELS[incident.channel as keyof typeof CHANNEL_LABELS] ?? incident.channel}
            </Fact>
            <Fact label="Escalated to">{escalationLabel(incident.escalationLevel) ?? 'Not escalated'}</Fact>
            <Fact label="Crime map">{incident.hiddenFromMap ? 'Hidden' : 'Shown'}</Fact>
            <Fact label="Evidence">
              {incident.evidence.length} {incident.evidence.length === 1 ? 'file' : 'files'}
            </Fact>
          </dl>
          {incident.onBehalfOf ? (
            // Issue 21: the person the report is about, given by the reporter; not the reporter.
            <dl
              aria-label="Reported on behalf of"
              className="mt-3 grid grid-cols-2 gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:grid-cols-3"
            >
              <Fact label="Reported for">{incident.onBehalfOf.fullName}</Fact>
              <Fact label="Relationship to reporter">{incident.onBehalfOf.relationship}</Fact>
              <Fact label="Their phone">{incident.onBehalfOf.phoneNumber ?? 'Not given'}</Fact>
            </dl>
          ) : null}
        </Section>

        <aside
          aria-label="Case actions"
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:self-start"
        >
          <CaseActions incident={incident} reload={reload} />
        </aside>

        <Section id="case-targets" title="Response-time targets" className="lg:col-start-1">
          <CaseTargets sla={incident.sla} now={now} />
        </Section>

        <div className="lg:col-start-1">
          <CaseThread incident={incident} />
        </div>

        <Section id="case-evidence" title="Evidence" className="lg:col-start-1">
          <CaseEvidence evidence={incident.evidence} />
        </Section>

        <Section id="case-location" title="Location" className="lg:col-start-1">
          <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-3">
            <CaseMap incident={incident} />
          </div>
        </Section>

        <Section id="case-history-title" title="History" className="lg:col-start-1">
          <CaseHistory incident={incident} />
        </Section>
      </div>
    </div>
  );
}
