import { Link } from 'react-router';
import { Building2, Clock, EyeOff, Landmark, MapPin, ShieldCheck } from 'lucide-react';
import { useLandingFigures } from '../api/use-landing-figures';
import { PageHeader } from '../../../components/ui/page-header';
import { Call112 } from '../components/call-112';

const FLOW = [
  {
    icon: Landmark,
    title: 'State Police Headquarters',
    body: 'Every report lands first at the Command’s headquarters in Eleweran, Abeokuta, where it is logged with a reference and checked day and night.',
  },
  {
    icon: Building2,
    title: 'Area Command',
    body: 'The report is routed to the Area Command responsible for the local government area where the incident happened, found from its location on the map.',
  },
  {
    icon: MapPin,
    title: 'Local Police Station',
    body: 'The Area Command escalates it to the station you chose or the nearest one, whose officers act on it and record each step.',
  },
  {
    icon: Clock,
    title: 'Response-time targets',
    body: 'Each type of incident has a response-time target. A report that misses its target is escalated one level up, so nothing is left waiting.',
  },
];

const PROMISES = [
  {
    icon: EyeOff,
    title: 'Your identity, your choice',
    body: 'Report anonymously with no account link at all, or hide your identity from officers on any report you make with an account.',
  },
  {
    icon: ShieldCheck,
    title: 'Evidence kept intact',
    body: 'Photos and videos are checked and fingerprinted when they arrive, and shown only to you and the police handling your case.',
  },
  {
    icon: MapPin,
    title: 'Open, but not exposing',
    body: 'The crime map shows reports by local government area, never the reporter or a street address.',
  },
];

export default function AboutPage() {
  const figures = useLandingFigures();
  return (
    <>
      <title>About SafeOgun | Ogun State Police Command</title>
      <PageHeader
        title="About SafeOgun"
        subtitle="The citizen reporting and community-safety service of the Ogun State Police Command."
      />

      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-4 text-slate-700">
            <h2 id="why-title" className="text-2xl font-bold text-brand-900">
              Why SafeOgun exists
            </h2>
            <p>
              Ogun State stretches from the busy industrial corridor of Ota and Sagamu to farming communities on the
              Benin border, across 20 local government areas. For many residents the nearest police station is far away,
              and for many more, walking into one to report a crime feels risky or pointless: they fear reprisals, or
              never hear what happened next.
            </p>
            <p>
              SafeOgun gives every resident a direct, safe line to the police. You can report an incident in minutes,
              from a phone or a computer, with photos and video, openly or anonymously. You can send an SOS with your
              location when you are in danger. And you can follow your report at every stage and tell us how well we
              served you.
            </p>
            <p>
              It is free. It works in the web browser of any phone, tablet or computer, and installs to a phone&apos;s
              home screen like an app; reporting by SMS, USSD and a toll-free voice line is coming soon. It is available
              in English for now.
            </p>
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
            How a report travels
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            Whichever channel you use, your report follows the same path through the Command, and you are told when its
            status changes: received, in progress, on hold, resolved or closed, always with a note from the officer.
          </p>
          <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {FLOW.map(({ icon: Icon, title, body }, index) => (
              <li key={title} className="rounded-2xl bg-white p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-slate-600">Step {index + 1}</span>
                </div>
                <h3 className="mt-3 font-semibold text-brand-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="promise-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="promise-title" className="text-2xl font-bold text-brand-900">
          Our promises to you
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {PROMISES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-5">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-brand-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          Read the details in our{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to="/terms-of-use" className="font-medium text-brand-700 underline">
            Terms of Use
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="about-cta-title" className="bg-brand-800 py-12 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-cta-title" className="text-2xl font-bold">
              Seen something? Say something.
            </h2>
            <Call112 lead="In immediate danger, call" className="mt-1 text-brand-50" />
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/report-incident"
              className="inline-flex min-h-11 items-center rounded-lg bg-accent-400 px-5 font-semibold text-brand-900 hover:bg-accent-500"
            >
              Report an incident
            </Link>
            <Link
              to="/report-anonymously"
              className="inline-flex min-h-11 items-center rounded-lg border-2 border-white px-5 font-semibold text-white hover:bg-white hover:text-brand-900"
            >
              Report anonymously
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
