import { Trans } from '@lingui/react';
import type { Transparency } from '@safeogun/contract/transparency';
import { commandMoment } from '../../../lib/command-clock';
import { pluralCount } from '../../../lib/i18n';
import { useTransparencyMessages } from '../locales/transparency/messages';
import { BarList } from './bar-list';
import { figureTexts } from './figures';
import { StationsTable } from './stations-table';

const CHANNEL_NAMES: Record<string, string> = { sms: 'SMS', ussd: 'USSD', open311: 'Open311' };

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
      label: t.ratings
        ? _('transparency.figures.ratingCount', pluralCount(t.ratings))
        : _('transparency.figures.rating'),
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
 * The figures of a period and area, once they have arrived: a chunk of its own that the transparency page loads
 * while it fetches them (issue 17: not in the page's first load, which shows only the choices and a spinner).
 */
export default function TransparencyResults({ data, fetching }: { data: Transparency; fetching: boolean }) {
  const { _, i18n } = useTransparencyMessages();
  // On the command's clock, as the news is: the figures are the Ogun State command's.
  const moment = (value: string) => commandMoment(i18n.locale, value);
  return (
    <div className="space-y-6" aria-busy={fetching}>
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
  );
}
