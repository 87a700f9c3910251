import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A landing-page section's title (labelling the section by `id`) and the introduction under it. */
export function SectionHeading({
  id,
  title,
  centered = false,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The introduction under the title. */
  children: ReactNode;
  centered?: boolean;
}) {
  return (
    <>
      <h2 id={id} className={clsx('text-3xl font-bold tracking-tight text-brand-900', centered && 'text-center')}>
        {title}
      </h2>
      <p className={clsx('mt-2 text-slate-600', centered ? 'text-center' : 'max-w-2xl')}>{children}</p>
    </>
  );
}
