import { Link } from 'react-router';
import { MARKETING_STATS } from '@safeogun/contract/constants';
// A phone sending a report over a map of pins, in the brand colours: a separate cached SVG file rather than inline
// JavaScript, and never fetched on phones, where it is hidden (lazy images in hidden boxes do not load).
import heroIllustration from '../assets/hero-illustration.svg?no-inline';
import { Call112 } from './call-112';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Ogun State Police Command</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Report Incidents. Save Lives. Stay Informed
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">
            SafeOgun connects every resident of Ogun State to the police. Report a crime in minutes, with or without an
            account, send an SOS when you are in danger and follow what happens to your report.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => document.getElementById('how-it-works')?.scrollIntoView({ block: 'start' })}
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-white px-6 font-semibold text-white hover:bg-white hover:text-brand-900"
            >
              How It Works
            </button>
            <Link
              to="/report-incident"
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500"
            >
              Report Now
            </Link>
          </div>
          <Call112 lead="In immediate danger? Call" className="mt-6 text-sm text-brand-100" />
        </div>
        <div className="hidden justify-center sm:flex">
          <img
            src={heroIllustration}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            className="h-auto w-full max-w-sm"
          />
        </div>
      </div>
    </section>
  );
}

export function StatsStrip() {
  const stats = [
    { value: MARKETING_STATS.reports, label: 'reports submitted' },
    { value: MARKETING_STATS.places, label: 'villages, towns and cities protected' },
    { value: MARKETING_STATS.users, label: 'registered users' },
  ];
  return (
    <section aria-label="SafeOgun in numbers" className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <p key={stat.label} className="flex flex-col">
            <span className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{stat.value}</span>
            <span className="text-sm text-slate-700">{stat.label}</span>
          </p>
        ))}
        <p className="flex flex-col">
          <span className="text-2xl font-extrabold text-brand-700 sm:text-3xl">Everywhere</span>
          <span className="text-sm text-slate-700">Available on web, iOS and Android</span>
        </p>
      </div>
    </section>
  );
}
