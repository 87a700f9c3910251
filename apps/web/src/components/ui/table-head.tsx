import { useUiMessages } from '../locales/ui/messages';

/**
 * The header row of a data table: one column per label (`scope="col"`), and, with `actions`, a last column for the
 * row's buttons or links, named for screen readers only.
 */
export function TableHead({
  columns,
  actions = false,
  actionsLabel,
  cellClassName = 'px-3 py-2',
}: {
  columns: readonly string[];
  actions?: boolean;
  /** What the last column holds, for screen readers. */
  actionsLabel?: string;
  /** The padding of the body's cells, so the labels stand over their columns. */
  cellClassName?: string;
}) {
  const { _ } = useUiMessages();
  return (
    <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
        {actions ? (
          <th scope="col" className={cellClassName}>
            <span className="sr-only">{actionsLabel ?? _('ui.table.actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
