/** The header row of an admin list's table: one column per label, then the row's actions (named for screen readers). */
export function ListTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase text-slate-500">
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className="px-4 py-3">
            {label}
          </th>
        ))}
        <th scope="col" className="px-4 py-3">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
