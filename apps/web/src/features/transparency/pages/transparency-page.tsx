import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  DEFAULT_TRANSPARENCY_PERIOD,
  TRANSPARENCY_PERIODS,
  type TransparencyPeriod,
} from '@safeogun/contract/constants';
import { PageHeader } from '../../../components/ui/page-header';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { transparencyQuery, useTransparency, type TransparencyParams } from '../api/use-transparency';
import { useTransparencyMessages } from '../locales/transparency/messages';

const loadResults = () => import('../components/transparency-results');
const TransparencyResults = lazy(loadResults);

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

/** The period choices, each named by its message. */
const PERIOD_IDS: Record<TransparencyPeriod, string> = {
  '30d': 'transparency.period.30d',
  '90d': 'transparency.period.90d',
  '12m': 'transparency.period.12m',
};

/**
 * /transparency: how the Ogun State Police Command performs on SafeOgun reports, for anyone, over a period and an
 * area, from the live records (decision 016). No figure describes fewer than 5 reports.
 */
export default function TransparencyPage() {
  const { _ } = useTransparencyMessages();
  const periods = TRANSPARENCY_PERIODS.map((p) => ({ value: p.value, label: _(PERIOD_IDS[p.value]) }));
  const [params, area, setChoice] = useChoice();
  const figures = useTransparency(params);
  const data = figures.data;
  const csvHref = `/api/v1/public/transparency/csv?${transparencyQuery(params)}`;
  // Fetched beside the figures, after the first paint, so they show as soon as they arrive.
  useEffect(() => void loadResults().catch(() => undefined), []);
  const loading = (
    <div className="flex justify-center py-16">
      <Spinner label={_('transparency.loading')} />
    </div>
  );

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
          loading
        ) : figures.isError || !data ? (
          <LoadError
            message={errorMessage(figures.error, _('transparency.loadFailed'))}
            onRetry={() => void figures.refetch()}
          />
        ) : (
          // The figures' code (tables, charts, their icons) arrives while the figures load: the page's first paint
          // shows only the choices and a spinner, so none of it is in the first load (issue 17).
          <Suspense fallback={loading}>
            <TransparencyResults data={data} fetching={figures.isFetching} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
