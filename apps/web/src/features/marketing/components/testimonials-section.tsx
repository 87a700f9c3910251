import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/**
 * Nine residents' voices (illustrative: replace them with real, consented testimonials as they are collected).
 */
const TESTIMONIALS: { quote: string; name: string; role: string }[] = [
  {
    quote:
      'Someone broke into my shop at night. I reported it from my phone before the station even opened, and an officer called me that same morning.',
    name: 'Adebayo Ogunleye',
    role: 'Trader, Kuto Market, Abeokuta',
  },
  {
    quote:
      'I was afraid to speak about what was happening next door. Reporting anonymously gave me the courage, and the tracking ID showed me it was being handled.',
    name: 'Funmilayo Adeyemi',
    role: 'Teacher, Ijebu-Ode',
  },
  {
    quote:
      'Our estate uses the crime map and the safety tips at every residents’ meeting. We now know which streets need more patrols.',
    name: 'Olumide Bakare',
    role: 'Estate chairman, Ota',
  },
  {
    quote:
      'When my car broke down on the expressway at night, I sent an SOS. A patrol team found me with the location it shared.',
    name: 'Aisha Bello',
    role: 'Nurse, Sagamu',
  },
  {
    quote:
      'I rated the officer who recovered my stolen motorcycle. It felt good to know that good work gets noticed too.',
    name: 'Chinedu Okafor',
    role: 'Dispatch rider, Ifo',
  },
  {
    quote:
      'Updates came at every stage, so I never had to go back to the station to ask what was happening with my case.',
    name: 'Kehinde Sowemimo',
    role: 'Pharmacist, Ilaro',
  },
  {
    quote:
      'I reported for my elderly father, who does not use a smartphone. The process was simple and he got the help he needed.',
    name: 'Yetunde Adebanjo',
    role: 'Civil servant, Ijebu-Igbo',
  },
  {
    quote:
      'Students on campus share SafeOgun with every new intake. It works well even on a weak network and uses very little data.',
    name: 'Emeka Nwosu',
    role: 'Student, Ago-Iwoye',
  },
  {
    quote:
      'I reported a misconduct case and it was taken seriously. Being able to hide my identity made all the difference.',
    name: 'Rasheed Lawal',
    role: 'Transporter, Owode',
  },
];

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-title" title="What residents say">
          Voices from communities across Ogun State.
        </SectionHeading>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="h-6 w-6 text-brand-600" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 text-slate-700">{t.quote}</blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
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
