import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A landing-page section's title (labelling the section by `id`) and its one-line introduction. */
export function SectionHeading({
  id,
  title,
  intro,
  centered = false,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  centered?: boolean;
}) {
  return (
    <>
      <h2 id={id} className={clsx('text-3xl font-bold tracking-tight text-brand-900', centered && 'text-center')}>
        {title}
      </h2>
      <p className={clsx('mt-2 text-slate-600', centered ? 'text-center' : 'max-w-2xl')}>{intro}</p>
    </>
  );
}
