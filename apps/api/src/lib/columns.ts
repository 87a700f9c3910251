import { getTableColumns, type Table } from 'drizzle-orm';

/** Some columns of a table, named as in the schema, as a `db.select(...)` selection (keys in the order given). */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
