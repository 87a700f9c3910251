import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useLegalMessages } from '../locales/legal/messages';

export interface LegalSection {
  id: string;
  title: ReactNode;
  body: ReactNode;
}

/**
 * A static legal page: title band, a table of contents linking to each numbered section, and the sections. The
 * page hands in its words already in the reader's language (its own catalogue); this frame's come from `legal`.
 */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { _ } = useLegalMessages();
  return (
    <>
      <title>{_('legal.page.title', { title })}</title>
      <PageHeader title={title} subtitle={_('legal.updated', { date: updated })} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={_('legal.toc')} className="lg:sticky lg:top-20 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{_('legal.toc')}</h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-8 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-bold text-brand-900">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
