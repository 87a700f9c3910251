import { useSearchParams } from 'react-router';
import { Trans } from '@lingui/react';
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
import { transparencyQuery, useTransparency, type TransparencyParams } from '../api/use-transparency';
import { BarList } from '../components/bar-list';
import { figureTexts } from '../components/figures';
import { useTransparencyMessages } from '../locales/transparency/messages';
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
  const { _ } = useTransparencyMessages();
  const { countText, shareText, durationText, ratingText } = figureTexts(_);
  const t = data.totals;
  const figures = [
    { label: _('transparency.figures.received'), value: countText(t.received) },
    { label: _('transparency.figures.onTime'), value: shareText(t.shareAcknowledgedOnTime, t.received) },
    {
      label: _('transparency.figures.medianAcknowledge'),
      value: durationText(t.medianMinutesToAcknowledge, t.received),
    },
    { label: _('transparency.figures.medianResolve'), value: durationText(t.medianMinutesToResolve, t.received) },
    { label: _('transparency.figures.resolved'), value: shareText(t.shareResolved, t.received) },
    {
      label: t.ratings ? _('transparency.figures.ratingCount', { count: t.ratings }) : _('transparency.figures.rating'),
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
/** A moment as "Jan 5, 2026, 2:30 PM" in English (as lib/format writes it), in the page's language otherwise. */
const MOMENT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The period choices, each named by its message. */
const PERIOD_IDS: Record<TransparencyPeriod, string> = {
  '30d': 'transparency.period.30d',
  '90d': 'transparency.period.90d',
  '12m': 'transparency.period.12m',
};

const CHANNEL_NAMES: Record<string, string> = { sms: 'SMS', ussd: 'USSD', open311: 'Open311' };

export default function TransparencyPage() {
  const { _, i18n } = useTransparencyMessages();
  const moment = (value: string) => i18n.date(value, MOMENT);
  const periods = TRANSPARENCY_PERIODS.map((p) => ({ value: p.value, label: _(PERIOD_IDS[p.value]) }));
  const [params, area, setChoice] = useChoice();
  const figures = useTransparency(params);
  const data = figures.data;
  const csvHref = `/api/v1/public/transparency/csv?${transparencyQuery(params)}`;

  return (
    <div className="bg-slate-50">
      <title>{_('transparency.page.documentTitle')}</title>
      <PageHeader title={_('transparency.page.title')} subtitle={_('transparency.page.subtitle')} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={_('transparency.filter.period')} className="space-y-1.5 sm:w-48">
            <Select value={params.period} onChange={(e) => setChoice({ period: e.target.value })} options={periods} />
          </Field>
          <Field label={_('transparency.filter.area')} className="space-y-1.5 sm:w-72">
            <Select value={area} onChange={(e) => setChoice({ area: e.target.value })}>
              <option value="state">{_('transparency.area.state')}</option>
              {data ? (
                <>
                  <optgroup label={_('transparency.area.commands')}>
                    {data.choices.areaCommands.map((c) => (
                      <option key={c.id} value={`command-${c.id}`}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={_('transparency.area.lgas')}>
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
            {_('transparency.download')}
          </a>
        </div>

        {figures.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner label={_('transparency.loading')} />
          </div>
        ) : figures.isError || !data ? (
          <LoadError
            message={errorMessage(figures.error, _('transparency.loadFailed'))}
            onRetry={() => void figures.refetch()}
          />
        ) : (
          <div className="space-y-6" aria-busy={figures.isFetching}>
            <p className="text-sm text-slate-700">
              <Trans
                id="transparency.summary"
                values={{
                  area: data.area.name,
                  from: moment(data.period.from),
                  to: moment(data.period.to),
                  generatedAt: moment(data.generatedAt),
                }}
                components={{ 0: <strong /> }}
              />
            </p>
            <KeyFigures data={data} />
            <div className="grid gap-4 lg:grid-cols-3">
              <BarList title={_('transparency.chart.byType')} rows={data.totals.byType.filter((t) => t.count !== 0)} />
              <BarList
                title={_('transparency.chart.byChannel')}
                rows={data.totals.byChannel.map((c) => ({
                  name: c.channel === 'web' ? _('transparency.channel.web') : (CHANNEL_NAMES[c.channel] ?? c.channel),
                  count: c.count,
                }))}
              />
              <BarList title={_('transparency.chart.feedback')} rows={data.totals.feedbackByType} />
            </div>
            <StationsTable stations={data.stations} />
            <section aria-labelledby="method-heading" className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="method-heading" className="text-base font-semibold text-slate-900">
                {_('transparency.method.title')}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>{_('transparency.method.reports')}</li>
                <li>{_('transparency.method.onTime')}</li>
                <li>{_('transparency.method.medians')}</li>
                <li>{_('transparency.method.ratings')}</li>
                <li>{_('transparency.method.privacy')}</li>
              </ul>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
