import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  DEFAULT_TRANSPARENCY_PERIOD,
  TRANSPARENCY_PERIODS,
  type TransparencyPeriod,
} from '@safeogun/contract/constants';
import type { Transparency } from '@safeogun/contract/transparency';
import { PageHeader } from '../../../components/ui/page-header';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { transparencyQuery, useTransparency, type TransparencyParams } from '../api/use-transparency';
import { BarList } from '../components/bar-list';
import { countText, durationText, ratingText, shareText } from '../components/figures';
import { StationsTable } from '../components/stations-table';

/** The choice in the address (`?period=90d&area=lga-5`), so a view can be shared. */
function useChoice(): [TransparencyParams, string, (next: { period?: string; area?: string }) => void] {
  const [search, setSearch] = useSearchParams();
  const period = (TRANSPARENCY_PERIODS.find((p) => p.value === search.get('period'))?.value ??
    DEFAULT_TRANSPARENCY_PERIOD) as TransparencyPeriod;
  const area = search.get('area') ?? 'state';
  const [kind, id] = area.split('-');
  const params: TransparencyParams = {
    period,
    ...(kind === 'command' && Number(id) ? { areaCommandId: Number(id) } : {}),
    ...(kind === 'lga' && Number(id) ? { lgaId: Number(id) } : {}),
  };
  const set = (next: { period?: string; area?: string }) =>
    setSearch(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) if (value !== undefined) merged.set(key, value);
        return merged;
      },
      { replace: true },
    );
  return [params, area, set];
}

function KeyFigures({ data }: { data: Transparency }) {
  const t = data.totals;
  const figures = [
    { label: 'Reports received', value: countText(t.received) },
    { label: 'Acknowledged within target', value: shareText(t.shareAcknowledgedOnTime, t.received) },
    { label: 'Median time to acknowledge', value: durationText(t.medianMinutesToAcknowledge, t.received) },
    { label: 'Median time to resolve', value: durationText(t.medianMinutesToResolve, t.received) },
    { label: 'Resolved or closed', value: shareText(t.shareResolved, t.received) },
    {
      label: `Average case rating${t.ratings ? ` (${t.ratings.toLocaleString()} ratings)` : ''}`,
      value: ratingText(t.averageRating, t.ratings),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {figures.map((f) => (
        <div key={f.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{f.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /transparency: how the Ogun State Police Command performs on SafeOgun reports, for anyone, over a period and an
 * area, from the live records (decision 016). No figure describes fewer than 5 reports.
 */
export default function TransparencyPage() {
  const [params, area, setChoice] = useChoice();
  const figures = useTransparency(params);
  const data = figures.data;
  const csvHref = `/api/v1/public/transparency/csv?${transparencyQuery(params)}`;

  return (
    <div className="bg-slate-50">
      <title>Transparency | SafeOgun</title>
      <PageHeader
        title="How the police respond"
        subtitle="Live figures from SafeOgun reports: how many were received, how fast the police acknowledged and resolved them, and how citizens rated the help they got."
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Period" className="space-y-1.5 sm:w-48">
            <Select
              value={params.period}
              onChange={(e) => setChoice({ period: e.target.value })}
              options={TRANSPARENCY_PERIODS}
            />
          </Field>
          <Field label="Area" className="space-y-1.5 sm:w-72">
            <Select value={area} onChange={(e) => setChoice({ area: e.target.value })}>
              <option value="state">Ogun State (all)</option>
              {data ? (
                <>
                  <optgroup label="Area Commands">
                    {data.choices.areaCommands.map((c) => (
                      <option key={c.id} value={`command-${c.id}`}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label="Local government areas">
                    {data.choices.lgas.map((l) => (
                      <option key={l.id} value={`lga-${l.id}`}>
                        {l.name}
                      </option>
                    ))}
                  </optgroup>
                </>
              ) : null}
            </Select>
          </Field>
          <a
            href={csvHref}
            download
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:ml-auto"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download CSV
          </a>
        </div>

        {figures.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the figures" />
          </div>
        ) : figures.isError || !data ? (
          <LoadError
            message={errorMessage(figures.error, 'The figures could not be loaded.')}
            onRetry={() => void figures.refetch()}
          />
        ) : (
          <div className="space-y-6" aria-busy={figures.isFetching}>
            <p className="text-sm text-slate-700">
              <strong>{data.area.name}</strong>, {formatDateTime(data.period.from)} to {formatDateTime(data.period.to)}.
              Figures are counted from the records every few minutes (last at {formatDateTime(data.generatedAt)}).
            </p>
            <KeyFigures data={data} />
            <div className="grid gap-4 lg:grid-cols-3">
              <BarList title="Reports by type" rows={data.totals.byType.filter((t) => t.count !== 0)} />
              <BarList
                title="Reports by channel"
                rows={data.totals.byChannel.map((c) => ({
                  name: CHANNEL_NAMES[c.channel] ?? c.channel,
                  count: c.count,
                }))}
              />
              <BarList title="Citizens' feedback by type" rows={data.totals.feedbackByType} />
            </div>
            <StationsTable stations={data.stations} />
            <section aria-labelledby="method-heading" className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="method-heading" className="text-base font-semibold text-slate-900">
                How these figures are counted
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>Reports filed on SafeOgun in the period; drafts and demonstration reports are left out.</li>
                <li>
                  Acknowledged within target: of the reports whose acknowledgement target has passed or that were
                  acknowledged, the share acknowledged by their target.
                </li>
                <li>Times are medians: half of the reports took less, half took longer.</li>
                <li>Ratings are the stars citizens gave their resolved cases during the period.</li>
                <li>
                  To protect the people who report, a figure that would describe fewer than 5 reports, ratings or
                  feedback entries is not shown and reads &ldquo;fewer than 5&rdquo;.
                </li>
              </ul>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}

const CHANNEL_NAMES: Record<string, string> = { web: 'Web app', sms: 'SMS', ussd: 'USSD', open311: 'Open311' };
