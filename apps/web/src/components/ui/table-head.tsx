/**
 * The header row of a data table: one column per label (`scope="col"`), and, with `actions`, a last column for the
 * row's buttons or links, named for screen readers only.
 */
export function TableHead({
  columns,
  actions = false,
  cellClassName = 'px-3 py-2',
}: {
  columns: readonly string[];
  actions?: boolean;
  /** The padding of the body's cells, so the labels stand over their columns. */
  cellClassName?: string;
}) {
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
            <span className="sr-only">Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
