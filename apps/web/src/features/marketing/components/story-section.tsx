import { Link } from 'react-router';
import { useLandingMessages } from '../locales/landing/messages';

/** 'Our Story' (id about, the target of the About link) and the way a report travels. */
export function StorySection() {
  const { _ } = useLandingMessages();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight text-brand-900">
            {_('landing.story.title')}
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            <p>{_('landing.story.p1')}</p>
            <p>{_('landing.story.p2')}</p>
            <p>{_('landing.story.p3')}</p>
          </div>
          <Link
            to="/about-us"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {_('landing.story.readMore')}
          </Link>
        </div>
        <ol className="grid gap-4 self-center" aria-label={_('landing.story.stepsLabel')}>
          {[
            [_('landing.story.hqTitle'), _('landing.story.hqBody')],
            [_('landing.story.areaTitle'), _('landing.story.areaBody')],
            [_('landing.story.stationTitle'), _('landing.story.stationBody')],
          ].map(([title, body], index) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{title}</span>
                <span className="text-slate-600">{body}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
