import { desc } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a list, newest first. The id breaks ties between rows of the same instant, so consecutive pages
 * neither repeat nor skip a row. Pass the query made `$dynamic()`.
 */
export function newestFirstPage<T extends PgSelect>(
  query: T,
  newest: { at: PgColumn; id: PgColumn },
  page: { limit: number; offset: number },
) {
  return query.orderBy(desc(newest.at), desc(newest.id)).limit(page.limit).offset(page.offset);
}
