import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { FAQS } from './landing-content';
import { SectionHeading } from './section-heading';
import { useLandingMoreMessages } from '../locales/landing-more/messages';

/**
 * 'Frequently Asked Questions': eleven rows, each a real button (Enter and Space toggle it) that opens its answer
 * with a height animation. A closed answer is `invisible`, so it is out of the tab order and the accessibility tree.
 */
export function FaqSection() {
  const { _ } = useLandingMoreMessages();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section id="faq" aria-labelledby="faq-title" className="render-when-near bg-brand-50 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="faq-title" title={_('landingMore.faq.title')} centered>
          {_('landingMore.faq.intro')}
        </SectionHeading>
        <ul className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQS.map((faq, index) => {
            const expanded = open.has(index);
            const Icon = expanded ? Minus : Plus;
            return (
              <li key={faq.question} data-testid="faq-row">
                <h3>
                  <button
                    type="button"
                    id={`faq-q-${index}`}
                    aria-expanded={expanded}
                    aria-controls={`faq-a-${index}`}
                    onClick={() => toggle(index)}
                    className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50"
                  >
                    {_(faq.question)}
                    <Icon
                      className={`h-5 w-5 shrink-0 text-brand-700 transition-transform duration-300 ${expanded ? 'rotate-180' : ''}`}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <div
                  id={`faq-a-${index}`}
                  className={`grid transition-[grid-template-rows,visibility] duration-300 ease-out ${
                    expanded ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]'
                  }`}
                >
                  <div className="overflow-hidden">
                    <p className="px-5 pb-5 text-slate-700">{_(faq.answer)}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
