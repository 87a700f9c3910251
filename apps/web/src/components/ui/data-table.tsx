import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { TableHead } from './table-head';

export interface DataColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's table cells (the phone cards ignore them). */
  className?: string;
}

export interface RowLink {
  to: string;
  /** The table's link text, 'View Details'. */
  text: string;
  /** The table link's accessible name, naming the row. */
  label: string;
}

const card = 'block rounded-xl border border-slate-200 bg-white p-4';

/**
 * Rows of data: a table from the `md` breakpoint up, and on a phone one card per row with each column's label over
 * its value, so every column reads at 360 px without scrolling sideways. With `rowLink` the table gets a last
 * column with the link, and each phone card is itself the link: the whole row is the tap target.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowLink,
  caption,
  tableClassName,
  cellClassName = 'px-3 py-2',
}: {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowLink?: (row: Row) => RowLink;
  /** The table's caption, for screen readers. */
  caption?: string;
  /** Classes of the box around the table (borders, sideways scrolling). */
  tableClassName?: string;
  /** The padding of the table's cells. */
  cellClassName?: string;
}) {
  return (
    <>
      <div className={clsx('hidden md:block', tableClassName)}>
        <table className="w-full text-left text-sm" data-testid="data-table">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <TableHead columns={columns.map((c) => c.label)} actions={Boolean(rowLink)} cellClassName={cellClassName} />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, i) => {
              const link = rowLink?.(row);
              return (
                <tr key={rowKey(row, i)} className="align-top">
                  {columns.map((column) => (
                    <td key={column.label} className={clsx(cellClassName, column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {link ? (
                    <td className={clsx(cellClassName, 'text-right')}>
                      <Link
                        to={link.to}
                        className="font-semibold text-brand-700 hover:underline"
                        aria-label={link.label}
                      >
                        {link.text}
                      </Link>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="data-cards">
        {rows.map((row, i) => {
          const link = rowLink?.(row);
          const fields = (
            <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <div key={column.label} className="contents">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{column.label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          );
          return (
            <li key={rowKey(row, i)}>
              {link ? (
                <Link
                  to={link.to}
                  className={clsx(
                    card,
                    'hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  )}
                >
                  {fields}
                  <span className="mt-3 flex items-center justify-end gap-1 text-sm font-semibold text-brand-700">
                    {link.text} <ChevronRight className="h-4 w-4" aria-hidden="true" />
                  </span>
                </Link>
              ) : (
                <div className={card}>{fields}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
