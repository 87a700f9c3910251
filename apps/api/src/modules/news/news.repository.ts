import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { newestFirstPage } from '../../db/pages';

export type NewsRow = typeof newsArticles.$inferSelect;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Public articles: active, not draft, published (date set and not after `now`, the app clock). */
function publicWhere(now: Date): SQL {
  return and(
    eq(newsArticles.isActive, true),
    eq(newsArticles.isDraft, false),
    isNotNull(newsArticles.datePublished),
    lte(newsArticles.datePublished, now),
  )!;
}

export interface NewsFilter {
  categoryKey?: string;
  search?: string;
  sort: 'recent' | 'oldest' | 'popular';
  limit: number;
  offset: number;
  now: Date;
}

export async function listPublicNews(db: Db, filter: NewsFilter): Promise<{ rows: NewsRow[]; total: number }> {
  const conditions: SQL[] = [publicWhere(filter.now)];
  if (filter.categoryKey) {
    // A tag containing the category key (tags are lower-cased on comparison).
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${newsArticles.tags}) as t(tag) where lower(t.tag) like ${likePattern(filter.categoryKey)})`,
    );
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        sql`${newsArticles.title} ilike ${pattern}`,
        sql`coalesce(${newsArticles.subtitle}, '') ilike ${pattern}`,
        sql`${newsArticles.bodyText} ilike ${pattern}`,
        sql`${newsArticles.tags}::text ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const order =
    filter.sort === 'oldest'
      ? [asc(newsArticles.datePublished), asc(newsArticles.id)]
      : filter.sort === 'popular'
        ? [desc(newsArticles.views), desc(newsArticles.datePublished), desc(newsArticles.id)]
        : [desc(newsArticles.datePublished), desc(newsArticles.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(newsArticles)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Finds a public article by numeric id or slug and, for a reader, counts the view in the same statement. */
export async function viewPublicArticle(
  db: Db,
  idOrSlug: string,
  now: Date,
  { countView }: { countView: boolean },
): Promise<NewsRow | null> {
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(newsArticles.id, Number(idOrSlug)) : eq(newsArticles.slug, idOrSlug);
  const where = and(key, publicWhere(now));
  const [row] = countView
    ? await db
        .update(newsArticles)
        .set({ views: sql`${newsArticles.views} + 1` })
        .where(where)
        .returning()
    : await db.select().from(newsArticles).where(where);
  return row ?? null;
}

export interface AuthorFilter {
  state?: 'draft' | 'scheduled' | 'published';
  category?: string;
  /** The category's tag (`newsCategoryKey`). */
  categoryKey?: string;
  limit: number;
  offset: number;
}

/** Draft: not published and not scheduled; scheduled: a draft with a time; published: not a draft. */
function stateWhere(state: AuthorFilter['state']): SQL | undefined {
  if (state === 'published') return eq(newsArticles.isDraft, false);
  if (state === 'scheduled') return and(eq(newsArticles.isDraft, true), isNotNull(newsArticles.scheduledAt));
  if (state === 'draft') return and(eq(newsArticles.isDraft, true), isNull(newsArticles.scheduledAt));
  return undefined;
}

/** Every article, drafts included, newest first (authors); by state and category. */
export async function listAllNews(db: Db, filter: AuthorFilter) {
  const where = and(stateWhere(filter.state), filter.category ? eq(newsArticles.category, filter.category) : undefined);
  const [rows, [count]] = await Promise.all([
    newestFirstPage(
      db.select().from(newsArticles).where(where).$dynamic(),
      { at: newsArticles.createdAt, id: newsArticles.id },
      { limit: filter.limit, offset: filter.offset },
    ),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(newsArticles)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The article, locked for the rest of the transaction (a schedule's job and an author's edit do not cross). */
export async function lockArticle(db: Db, id: number): Promise<NewsRow | null> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
  return row ?? null;
}

export async function findArticle(db: Db, id: number): Promise<NewsRow | null> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row ?? null;
}

export type NewNewsRow = typeof newsArticles.$inferInsert;

export async function insertArticle(db: Db, values: NewNewsRow): Promise<NewsRow> {
  const [row] = await db.insert(newsArticles).values(values).returning();
  return row!;
}

export async function updateArticleRow(db: Db, id: number, set: Partial<NewNewsRow>): Promise<NewsRow> {
  const [row] = await db
    .update(newsArticles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(newsArticles.id, id))
    .returning();
  return row!;
}
