import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';

/** The selected tab's value and the ids the tabs and their panels are named by. */
const TabsState = createContext<{ value: string; baseId: string } | null>(null);

/** Element ids are built from tab values, so a value such as 'View all' is made id-safe first. */
const tabKey = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${tabKey(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${tabKey(value)}`;

/**
 * Page tabs (the WAI-ARIA tabs pattern, as Radix Tabs gave it before): Left/Right arrows (and Home/End) move
 * between tabs and select them, Tab moves into the panel. Our own rather than Radix's: Radix Tabs and its roving
 * focus and collection code cost the news page's first load about 10 KB gzip (issue 17). `pill`: a segmented
 * control; `underline`: tabs over a rule.
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
  const baseId = useId();
  const select = (next: T) => {
    if (next !== value) onValueChange(next);
  };
  // Arrows wrap around; the tab moved to takes the focus and is selected (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home' || event.key === 'PageUp'
            ? 0
            : event.key === 'End' || event.key === 'PageDown'
              ? last
              : null;
    if (target === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const tab = tabs[target]!;
    document.getElementById(triggerId(baseId, tab.value))?.focus();
    select(tab.value);
  };
  const list = (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={clsx(
        variant === 'pill' && 'mb-6 flex rounded-xl bg-slate-100 p-1',
        variant === 'underline' && 'mb-6 flex gap-2 overflow-x-auto border-b border-slate-200',
        // Chips wrap onto a second line rather than scroll out of sight on a phone.
        variant === 'chip' && 'flex flex-wrap gap-2',
        listClassName,
      )}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={triggerId(baseId, tab.value)}
            aria-selected={selected}
            aria-controls={panelId(baseId, tab.value)}
            data-state={selected ? 'active' : 'inactive'}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
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
          </button>
        );
      })}
    </div>
  );
  return (
    <div>
      {toolbar ? (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          {list}
          {toolbar}
        </div>
      ) : (
        list
      )}
      <TabsState.Provider value={{ value, baseId }}>{children}</TabsState.Provider>
    </div>
  );
}

/**
 * The content of one tab. Every panel stays in the page (hidden) so each tab's `aria-controls` names an element;
 * only the selected one renders its content.
 */
export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const state = useContext(TabsState);
  const active = state?.value === value;
  const baseId = state?.baseId ?? '';
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={0}
      hidden={!active}
      className={clsx(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {active ? children : null}
    </div>
  );
}
