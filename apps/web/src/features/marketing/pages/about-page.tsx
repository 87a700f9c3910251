import { Link } from 'react-router';
import { Trans } from '@lingui/react';
import { Building2, Clock, EyeOff, Landmark, MapPin, ShieldCheck } from 'lucide-react';
import { useLandingFigures } from '../api/use-landing-figures';
import { PageHeader } from '../../../components/ui/page-header';
import { callToActionClasses } from '../../../components/ui/call-to-action';
import { Call112 } from '../components/call-112';
import { useAboutMessages } from '../locales/about/messages';

/** The four steps of a report (the words: message ids of the about catalogue). */
const FLOW = [
  { icon: Landmark, title: 'about.flow.hq.title', body: 'about.flow.hq.body' },
  { icon: Building2, title: 'about.flow.area.title', body: 'about.flow.area.body' },
  { icon: MapPin, title: 'about.flow.station.title', body: 'about.flow.station.body' },
  { icon: Clock, title: 'about.flow.targets.title', body: 'about.flow.targets.body' },
];

const PROMISES = [
  { icon: EyeOff, title: 'about.promises.identity.title', body: 'about.promises.identity.body' },
  { icon: ShieldCheck, title: 'about.promises.evidence.title', body: 'about.promises.evidence.body' },
  { icon: MapPin, title: 'about.promises.open.title', body: 'about.promises.open.body' },
];

export default function AboutPage() {
  const { _ } = useAboutMessages();
  const { figures } = useLandingFigures();
  return (
    <>
      <title>{_('about.page.title')}</title>
      <PageHeader title={_('about.header.title')} subtitle={_('about.header.subtitle')} />

      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-4 text-slate-700">
            <h2 id="why-title" className="text-2xl font-bold text-brand-900">
              {_('about.why.title')}
            </h2>
            <p>{_('about.why.p1')}</p>
            <p>{_('about.why.p2')}</p>
            <p>{_('about.why.p3')}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {(figures ?? []).map(({ value, label }) => (
              <div key={label} className="flex flex-col rounded-2xl bg-brand-50 p-5">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand-700">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="flow-title" className="bg-brand-50 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="flow-title" className="text-2xl font-bold text-brand-900">
            {_('about.flow.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{_('about.flow.intro')}</p>
          <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {FLOW.map(({ icon: Icon, title, body }, index) => (
              <li key={title} className="rounded-2xl bg-white p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-slate-600">
                    {_('about.flow.step', { step: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-3 font-semibold text-brand-900">{_(title)}</h3>
                <p className="mt-1 text-sm text-slate-700">{_(body)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="promise-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="promise-title" className="text-2xl font-bold text-brand-900">
          {_('about.promises.title')}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {PROMISES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-5">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-brand-900">{_(title)}</h3>
              <p className="mt-1 text-sm text-slate-700">{_(body)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          <Trans
            id="about.promises.readMore"
            components={{
              0: <Link to="/privacy-policy" className="font-medium text-brand-700 underline" />,
              1: <Link to="/terms-of-use" className="font-medium text-brand-700 underline" />,
            }}
          />
        </p>
      </section>

      <section aria-labelledby="about-cta-title" className="bg-brand-800 py-12 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-cta-title" className="text-2xl font-bold">
              {_('about.cta.title')}
            </h2>
            <Call112 id="about.cta.call112" className="mt-1 text-brand-50" />
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/report-incident" className={callToActionClasses('accent', 'medium')}>
              {_('about.cta.report')}
            </Link>
            <Link to="/report-anonymously" className={callToActionClasses('outline', 'medium')}>
              {_('about.cta.anonymous')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
