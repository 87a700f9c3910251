import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus, type LucideIcon } from 'lucide-react';
import { Button, buttonClasses } from '../ui/button';
import { TabPanel, Tabs } from '../ui/tabs';

/**
 * The console's authoring pages (news articles, safety tips, alerts, polls): the lists by state with a "write one"
 * button, and the editors with their back link, publish panel and live preview.
 */

/** The frame of a console list or form page: its width, padding and document title. */
export function ConsolePage({
  title,
  width = 'max-w-5xl',
  children,
}: {
  title: string;
  /** The page's width (a Tailwind class, written out whole so the build keeps it). */
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} space-y-4 px-3 py-4 sm:px-4 sm:py-6`}>
      <title>{`${title} | SafeOgun Console`}</title>
      {children}
    </div>
  );
}

/**
 * A console page's heading: its title and a line on what the page is for, with its actions (`children`) beside
 * them; `className` lays the row out (wrapping, or stacked on a phone).
 */
export function ConsoleHeading({
  title,
  description,
  className = 'flex flex-wrap items-end justify-between gap-3',
  children,
}: {
  title: string;
  description: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}

/** The link back to a list, above a form or a record. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** The primary button of a list page that opens the form for a new one. */
export function NewLink({ to, icon: Icon = Plus, children }: { to: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('primary')}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** Chip tabs over one list: each tab shows the same `children`, the list filtered by the selected tab. */
export function StateTabs<T extends string>({
  value,
  onValueChange,
  label,
  tabs,
  toolbar,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  tabs: readonly { value: T; label: string }[];
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={onValueChange} label={label} tabs={tabs} variant="chip" toolbar={toolbar}>
      {tabs.map((t) => (
        <TabPanel key={t.value} value={t.value} className="mt-4">
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** An editor page: the back link, the heading, then the form (a new one, or the record once loaded). */
export function EditorPage({
  heading,
  back,
  children,
}: {
  heading: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <ConsolePage title={heading} width="max-w-6xl">
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
      {children}
    </ConsolePage>
  );
}

/** An editor's form beside its live preview (stacked on a phone, the preview kept in view on a wide screen). */
export function EditorLayout({ form, preview, previewId }: { form: ReactNode; preview: ReactNode; previewId: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {form}
      <section aria-labelledby={previewId} className="space-y-2 lg:sticky lg:top-4 lg:self-start">
        <h2 id={previewId} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Preview
        </h2>
        {preview}
      </section>
    </div>
  );
}

/**
 * The end of an editor's form: where the record stands now (`state`, absent for a new one), Save (the form's
 * submit), then Publish now or Unpublish; `children` adds more ways to publish (a schedule).
 */
export function PublishPanel({
  state,
  published,
  pending,
  onPublish,
  onUnpublish,
  children,
}: {
  state: ReactNode;
  published: boolean;
  pending: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      {state ? <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">Now: {state}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={pending}>
          {published ? 'Save changes' : 'Save draft'}
        </Button>
        {published ? (
          <Button variant="danger" disabled={pending} onClick={onUnpublish}>
            Unpublish
          </Button>
        ) : (
          <Button disabled={pending} onClick={onPublish}>
            Publish now
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}
