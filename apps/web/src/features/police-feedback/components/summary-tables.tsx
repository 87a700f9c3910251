import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { FeedbackSummary, RatingStats, SummaryStats } from '@safeogun/contract/police-feedback';
import { writeFeedbackFilters, DEFAULT_FEEDBACK_FILTERS } from '../lib/feedback-filters';
import { TableHead } from '../../../components/ui/table-head';
import { Section } from '../../../components/ui/section';

/** "4.25" with a star, or a dash (and words for a screen reader) when nothing was rated. */
export function Average({ stats }: { stats: RatingStats }) {
  if (stats.average === null)
    return (
      <span>
        <span aria-hidden="true">–</span>
        <span className="sr-only">no ratings</span>
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
      {stats.average.toFixed(2)}
      <Star className="h-3.5 w-3.5 fill-accent-400 text-accent-500" aria-hidden="true" />
      <span className="sr-only">out of 5</span>
    </span>
  );
}

/** The big figures over the whole reach. */
export function SummaryTotals({ total }: { total: SummaryStats }) {
  const cards: { label: string; value: ReactNode; note: ReactNode }[] = [
    { label: 'Average rating', value: <Average stats={total.all} />, note: `${total.all.rated} ratings` },
    { label: 'Case reviews', value: total.reviews.count, note: <AverageNote stats={total.reviews} /> },
    { label: 'Feedback', value: total.feedback.count, note: <AverageNote stats={total.feedback} /> },
    { label: 'Awaiting a reply', value: total.unanswered, note: 'reviews and feedback' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="summary-totals">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
          <dd className="text-xs text-slate-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function AverageNote({ stats }: { stats: RatingStats }) {
  return stats.average === null ? <>none rated</> : <>average {stats.average.toFixed(2)} of 5</>;
}

interface Row {
  key: string;
  name: string;
  detail?: string;
  stats: SummaryStats;
  /** The list filtered to this row, over the same period (none for the rows of no place). */
  listLink?: string;
}

/** One table of rows (Area Commands or stations): averages and counts, each row linking to its entries. */
function StatsTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: Row[] }) {
  return (
    <div
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
      role="region"
      aria-label={caption}
      // The table scrolls sideways on a phone: the keyboard can scroll it too. `relative` keeps its screen-reader
      // text (absolutely placed) inside the scrolling box, so the page itself never grows wider than the screen.
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          columns={[nameHeader, 'Average', 'Reviews', 'Feedback', 'Awaiting reply']}
          actions
          actionsLabel="Entries"
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                {row.name}
                {row.detail ? <span className="block text-xs font-normal text-slate-600">{row.detail}</span> : null}
              </th>
              <td className="px-3 py-2">
                <Average stats={row.stats.all} />
              </td>
              <td className="px-3 py-2">
                {row.stats.reviews.count}{' '}
                <span className="text-xs text-slate-600">
                  (<AverageNote stats={row.stats.reviews} />)
                </span>
              </td>
              <td className="px-3 py-2">
                {row.stats.feedback.count}{' '}
                <span className="text-xs text-slate-600">
                  (<AverageNote stats={row.stats.feedback} />)
                </span>
              </td>
              <td className="px-3 py-2">{row.stats.unanswered}</td>
              <td className="px-3 py-2">
                {row.listLink ? (
                  <Link to={row.listLink} className="font-semibold text-brand-700 underline">
                    Read<span className="sr-only"> the entries of {row.name}</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const listOf = (period: { from: string; to: string }, place: { stationId?: number; areaCommandId?: number }) =>
  `/console/feedback?${writeFeedbackFilters({ ...DEFAULT_FEEDBACK_FILTERS, ...period, ...place }).toString()}`;

/** Per Area Command, then per station, as the summary gives them. */
export function SummaryTables({ summary }: { summary: FeedbackSummary }) {
  const period = { from: summary.from, to: summary.to };
  const commands: Row[] = summary.areaCommands.map((r) => ({
    key: String(r.areaCommand?.id ?? 'none'),
    name: r.areaCommand?.name ?? 'No Area Command set',
    stats: r,
    listLink: r.areaCommand ? listOf(period, { areaCommandId: r.areaCommand.id }) : undefined,
  }));
  const stations: Row[] = summary.stations.map((r) => ({
    key: String(r.station?.id ?? 'none'),
    name: r.station?.formation ?? 'No station assigned',
    detail: [r.lga ? `${r.lga.name} LGA` : null, r.areaCommand?.name].filter(Boolean).join(' · ') || undefined,
    stats: r,
    listLink: r.station ? listOf(period, { stationId: r.station.id }) : undefined,
  }));
  return (
    <div className="space-y-6">
      {commands.length > 0 ? (
        <section aria-labelledby="by-command" className="space-y-2">
          <h2 id="by-command" className="text-lg font-bold text-brand-900">
            By Area Command
          </h2>
          <StatsTable caption="Ratings by Area Command" nameHeader="Area Command" rows={commands} />
        </section>
      ) : null}
      <Section title="By station" className="space-y-2" titleClassName="text-lg font-bold text-brand-900">
        {stations.length ? (
          <StatsTable caption="Ratings by station" nameHeader="Station" rows={stations} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
            No reviews or feedback in this period.
          </p>
        )}
      </Section>
    </div>
  );
}
