// A phone sending a report over a map of pins, in the brand colours: a separate cached SVG file rather than inline
// JavaScript, and never fetched on phones, where it is hidden (lazy images in hidden boxes do not load).
import heroIllustration from '../assets/hero-illustration.svg?no-inline';
import { Call112 } from './call-112';
import { useLandingFigures } from '../api/use-landing-figures';
import { Link } from 'react-router';
import { callToActionClasses } from '../../../components/ui/call-to-action';
import { Trans } from '@lingui/react';
import { useLandingMessages } from '../locales/landing/messages';

export function HeroSection() {
  const { _ } = useLandingMessages();
  return (
    <section aria-labelledby="hero-title" className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{_('landing.hero.command')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {_('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">{_('landing.hero.body')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => document.getElementById('how-it-works')?.scrollIntoView({ block: 'start' })}
              className={callToActionClasses('outline', 'large')}
            >
              {_('landing.hero.howItWorks')}
            </button>
            <Link to="/report-incident" className={callToActionClasses('accent', 'large')}>
              {_('landing.hero.reportNow')}
            </Link>
          </div>
          <Call112 id="landing.hero.call112" className="mt-6 text-sm text-brand-100" />
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

/**
 * The statistics strip: live figures from the database (decision 014), each explained in one line, so no number on
 * the page is untrue. Until they arrive the boxes keep their size (no jump); if they cannot be had, they stay empty.
 */
export function StatsStrip() {
  const { _ } = useLandingMessages();
  const { figures, labels } = useLandingFigures();
  const slots = figures ?? labels.map((label) => ({ value: null, label }));
  return (
    <section aria-label={_('landing.stats.label')} className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 text-center lg:grid-cols-4">
        {slots.map((stat) => (
          <p key={stat.label} className="flex flex-col">
            <span className="min-h-8 text-2xl font-extrabold text-brand-700 sm:min-h-9 sm:text-3xl">
              {stat.value ?? <span className="sr-only">{_('landing.stats.loading')}</span>}
            </span>
            <span className="text-sm text-slate-700">{stat.label}</span>
          </p>
        ))}
        <p className="flex flex-col">
          <span className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{_('landing.stats.anyPhone')}</span>
          <span className="text-sm text-slate-700">{_('landing.stats.anyPhoneBody')}</span>
        </p>
        <p className="col-span-2 text-xs text-slate-600 lg:col-span-4">
          <Trans
            id="landing.stats.note"
            components={{ 0: <Link to="/transparency" className="font-semibold text-brand-700 underline" /> }}
          />
        </p>
      </div>
    </section>
  );
}
