import { createContext, useContext, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';

const SelectedTab = createContext<string | null>(null);

/** Radix builds element ids from tab values, so a value such as 'View all' is made id-safe first. */
const tabKey = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');

/**
 * Page tabs on Radix Tabs: Left/Right arrows (and Home/End) move between tabs and select them, Tab moves into
 * the panel. `pill`: a segmented control; `underline`: tabs over a rule.
 */
export function Tabs<T extends string>({
  value,
  onValueChange,
  label,
  tabs,
  variant = 'pill',
  listClassName,
  fit = false,
  toolbar,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: T; label: ReactNode }[];
  variant?: 'pill' | 'underline' | 'chip';
  listClassName?: string;
  /** Underline tabs share the row's width and their labels wrap, so none is out of sight on a phone. */
  fit?: boolean;
  /** Controls shown beside the tab list (a sort order, say). */
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const list = (
    <RadixTabs.List
      aria-label={label}
      className={clsx(
        variant === 'pill' && 'mb-6 flex rounded-xl bg-slate-100 p-1',
        variant === 'underline' && 'mb-6 flex gap-2 overflow-x-auto border-b border-slate-200',
        // Chips wrap onto a second line rather than scroll out of sight on a phone.
        variant === 'chip' && 'flex flex-wrap gap-2',
        listClassName,
      )}
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tabKey(tab.value)}
          className={clsx(
            'min-h-11 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            variant === 'pill' &&
              'flex-1 rounded-lg px-3 text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow',
            variant === 'underline' &&
              clsx(
                '-mb-px flex items-center gap-2 border-b-2 border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
                fit ? 'min-w-0 flex-1 justify-center px-1 text-center sm:flex-none sm:px-3' : 'shrink-0 px-3',
              ),
            variant === 'chip' &&
              'min-h-10 shrink-0 whitespace-nowrap rounded-full bg-slate-100 px-4 font-medium text-slate-700 hover:bg-slate-200 data-[state=active]:bg-brand-700 data-[state=active]:text-white',
          )}
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
  return (
    <RadixTabs.Root
      value={tabKey(value)}
      onValueChange={(next) => {
        const tab = tabs.find((t) => tabKey(t.value) === next);
        if (tab) onValueChange(tab.value);
      }}
    >
      {toolbar ? (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          {list}
          {toolbar}
        </div>
      ) : (
        list
      )}
      <SelectedTab.Provider value={value}>{children}</SelectedTab.Provider>
    </RadixTabs.Root>
  );
}

/**
 * The content of one tab. Every panel stays in the page (hidden) so each tab's `aria-controls` names an element;
 * only the selected one renders its content.
 */
export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const active = useContext(SelectedTab) === value;
  return (
    <RadixTabs.Content
      value={tabKey(value)}
      forceMount
      hidden={!active}
      className={clsx(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {active ? children : null}
    </RadixTabs.Content>
  );
}
