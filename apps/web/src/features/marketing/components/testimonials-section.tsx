import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { useLandingMoreMessages } from '../locales/landing-more/messages';

/**
 * Nine residents' voices (illustrative: replace them with real, consented testimonials as they are collected). The
 * quote and the role are message ids of the landing-more catalogue; a name stays as it is in every language.
 */
const TESTIMONIALS: { quote: string; name: string; role: string }[] = [
  {
    quote: 'landingMore.testimonials.adebayo.quote',
    name: 'Adebayo Ogunleye',
    role: 'landingMore.testimonials.adebayo.role',
  },
  {
    quote: 'landingMore.testimonials.funmilayo.quote',
    name: 'Funmilayo Adeyemi',
    role: 'landingMore.testimonials.funmilayo.role',
  },
  {
    quote: 'landingMore.testimonials.olumide.quote',
    name: 'Olumide Bakare',
    role: 'landingMore.testimonials.olumide.role',
  },
  {
    quote: 'landingMore.testimonials.aisha.quote',
    name: 'Aisha Bello',
    role: 'landingMore.testimonials.aisha.role',
  },
  {
    quote: 'landingMore.testimonials.chinedu.quote',
    name: 'Chinedu Okafor',
    role: 'landingMore.testimonials.chinedu.role',
  },
  {
    quote: 'landingMore.testimonials.kehinde.quote',
    name: 'Kehinde Sowemimo',
    role: 'landingMore.testimonials.kehinde.role',
  },
  {
    quote: 'landingMore.testimonials.yetunde.quote',
    name: 'Yetunde Adebanjo',
    role: 'landingMore.testimonials.yetunde.role',
  },
  {
    quote: 'landingMore.testimonials.emeka.quote',
    name: 'Emeka Nwosu',
    role: 'landingMore.testimonials.emeka.role',
  },
  {
    quote: 'landingMore.testimonials.rasheed.quote',
    name: 'Rasheed Lawal',
    role: 'landingMore.testimonials.rasheed.role',
  },
];

export function TestimonialsSection() {
  const { _ } = useLandingMoreMessages();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="render-when-near bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-title" title={_('landingMore.testimonials.title')}>
          {_('landingMore.testimonials.intro')}
        </SectionHeading>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="h-6 w-6 text-brand-600" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 text-slate-700">{_(t.quote)}</blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{_(t.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
