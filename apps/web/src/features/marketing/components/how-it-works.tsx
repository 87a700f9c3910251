import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Check, Globe, Pause, PhoneCall, Play, Smartphone, UserX } from 'lucide-react';
import { LANDING_ROTATION_MS } from '@safeogun/contract/constants';
import { HOW_IT_WORKS } from './landing-content';
import { useLandingMoreMessages } from '../locales/landing-more/messages';

const ICONS = { web: Globe, mobile: Smartphone, ivr: PhoneCall, anonymous: UserX };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** False in the HTML rendered at build (no screen to ask), the visitor's setting once hydrated. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * The four ways to act, as tabs that move on by themselves every LANDING_ROTATION_MS. Rotation pauses while the
 * pointer or keyboard focus is inside, when the visitor pauses it, and when they ask for reduced motion.
 */
export function HowItWorks() {
  const { _ } = useLandingMoreMessages();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const rotating = !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % HOW_IT_WORKS.length), LANDING_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = HOW_IT_WORKS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  const item = HOW_IT_WORKS[active]!;
  const Icon = ICONS[item.id];

  return (
    <section id="how-it-works" aria-labelledby="how-title" className="render-when-near bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="how-title" className="text-3xl font-bold tracking-tight text-brand-900">
              {_('landingMore.how.title')}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">{_('landingMore.how.intro')}</p>
          </div>
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {stopped ? (
              <Play className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Pause className="h-4 w-4" aria-hidden="true" />
            )}
            {stopped ? _('landingMore.how.play') : _('landingMore.how.pause')}
          </button>
        </div>

        <div
          className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div
            role="tablist"
            aria-label={_('landingMore.how.tabsLabel')}
            className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1"
          >
            {HOW_IT_WORKS.map((way, index) => {
              const WayIcon = ICONS[way.id];
              const selected = index === active;
              return (
                <button
                  key={way.id}
                  ref={(el) => {
                    tabs.current[index] = el;
                  }}
                  id={way.id}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls="how-panel"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(index)}
                  onKeyDown={onKeyDown}
                  className={`relative flex min-h-14 items-center gap-3 overflow-hidden rounded-xl border px-4 py-3 text-left transition-colors ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'
                  }`}
                >
                  <WayIcon className="h-6 w-6 shrink-0" aria-hidden="true" />
                  <span className="font-semibold">{_(way.label)}</span>
                  {way.comingSoon ? (
                    <span
                      className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${
                        selected ? 'bg-accent-400 text-brand-900' : 'bg-slate-100 text-slate-700'
                      }`}
                    >
                      {_('landingMore.how.comingSoon')}
                    </span>
                  ) : null}
                  {selected && rotating ? (
                    <span
                      key={active}
                      aria-hidden="true"
                      className="absolute inset-x-0 bottom-0 h-1 origin-left scale-x-100 bg-accent-400 transition-transform ease-linear starting:scale-x-0"
                      style={{ transitionDuration: `${LANDING_ROTATION_MS}ms` }}
                    />
                  ) : null}
                </button>
              );
            })}
          </div>

          <div
            id="how-panel"
            role="tabpanel"
            aria-labelledby={item.id}
            data-testid="how-panel"
            tabIndex={0}
            className="rounded-2xl bg-brand-50 p-6 sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              {item.comingSoon ? (
                <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-brand-900">
                  {_('landingMore.how.comingSoon')}
                </span>
              ) : null}
            </div>
            <h3 className="mt-4 text-2xl font-bold text-brand-900">{_(item.title)}</h3>
            <p className="mt-3 text-slate-700">{_(item.body)}</p>
            <ul className="mt-4 space-y-2">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2 text-slate-800">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {_(point)}
                </li>
              ))}
            </ul>
            {item.cta ? (
              <Link
                to={item.cta.to}
                className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {_(item.cta.label)}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
