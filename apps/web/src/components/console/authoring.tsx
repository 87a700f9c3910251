import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus, type LucideIcon } from 'lucide-react';
import { Button, buttonClasses } from '../ui/button';
import { DataTable, type DataColumn, type RowLink } from '../ui/data-table';
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
function NewLink({ to, icon: Icon = Plus, children }: { to: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('primary')}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * An authoring list page's frame: the heading with its "write one" button (`create`), under the section links
 * (`nav`) where the content has several lists, then `list` in the `tabs` by state; `children` follow (dialogs).
 */
export function AuthoringListPage<T extends string>({
  title,
  heading = title,
  description,
  nav,
  create,
  tabs,
  list,
  children,
}: {
  /** The document title, and the heading unless `heading` differs. */
  title: string;
  heading?: string;
  description: string;
  nav?: ReactNode;
  create: { to: string; label: string; icon?: LucideIcon };
  tabs: Omit<StateTabsProps<T>, 'children'>;
  list: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ConsolePage title={title}>
      <div className="space-y-3">
        {nav}
        <ConsoleHeading title={heading} description={description}>
          <NewLink to={create.to} icon={create.icon}>
            {create.label}
          </NewLink>
        </ConsoleHeading>
      </div>
      <StateTabs {...tabs}>{list}</StateTabs>
      {children}
    </ConsolePage>
  );
}

/** A console list's table in its bordered box, one row per record by its id. */
export function ConsoleTable<Row extends { id: number | string }>({
  columns,
  rows,
  rowLink,
  caption,
}: {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowLink?: (row: Row) => RowLink;
  caption: string;
}) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      rowLink={rowLink}
      caption={caption}
      tableClassName="overflow-hidden rounded-xl border border-slate-200 bg-white"
    />
  );
}

/** The Title column of an authoring list: each record's title, the link to its editor. */
export function titleColumn<Row extends { title: string }>(editorOf: (row: Row) => string): DataColumn<Row> {
  return {
    label: 'Title',
    cell: (row) => (
      <Link to={editorOf(row)} className="font-semibold text-brand-800 hover:underline">
        {row.title}
      </Link>
    ),
  };
}

interface StateTabsProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  tabs: readonly { value: T; label: string }[];
  toolbar?: ReactNode;
  children: ReactNode;
}

/** Chip tabs over one list: each tab shows the same `children`, the list filtered by the selected tab. */
function StateTabs<T extends string>({ value, onValueChange, label, tabs, toolbar, children }: StateTabsProps<T>) {
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
