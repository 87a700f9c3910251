import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

/** The two bands: the crime map's invitation on white, and the closing call to act on the brand's blue. */
const TONES = {
  light: {
    section: 'bg-white py-16',
    column: 'gap-4',
    icon: 'text-brand-700',
    title: 'text-brand-900',
    body: 'text-slate-600',
  },
  dark: {
    section: 'bg-brand-800 py-14 text-white',
    column: '',
    icon: 'text-accent-400',
    title: 'mt-3',
    body: 'mt-3 text-brand-50',
  },
};

/** A landing page band across the page: an icon, a heading and a line, centred, and its links (`children`). */
export function CentredBand({
  tone,
  icon: Icon,
  title,
  body,
  children,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: ReactNode;
  body: ReactNode;
  children: ReactNode;
}) {
  const classes = TONES[tone];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <div className={clsx('mx-auto flex max-w-4xl flex-col items-center px-4 text-center', classes.column)}>
        <Icon className={clsx('h-10 w-10', classes.icon)} aria-hidden="true" />
        <h2 id={titleId} className={clsx('text-3xl font-bold tracking-tight', classes.title)}>
          {title}
        </h2>
        <p className={clsx('max-w-2xl', classes.body)}>{body}</p>
        {children}
      </div>
    </section>
  );
}
