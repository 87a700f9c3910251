import { randomBytes } from 'node:crypto';
import {
  newsCategoryKey,
  type NewsArticle,
  type NewsArticleCreate,
  type NewsArticleUpdate,
} from '@safeogun/contract/news';
import { NEWS_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { SECURITY_ALERT_QUEUE } from '../notifications/notifications.service';
import type { JobQueue } from '../../plugins/jobs';
import {
  findArticle,
  insertArticle,
  listAllNews,
  listPublicNews,
  updateArticleRow,
  viewPublicArticle,
  type NewsRow,
} from './news.repository';
import { pagination } from '../../lib/pagination';

/** Authoring writes articles and queues the Security Alert broadcast. */
export interface NewsDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
}

export function toArticle(row: NewsRow): NewsArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    bodyText: row.bodyText,
    datePublished: row.datePublished ? row.datePublished.toISOString() : null,
    coverImage: row.coverImage,
    caption: row.caption,
    tags: row.tags ?? [],
    views: row.views,
    isActive: row.isActive,
    isDraft: row.isDraft,
  };
}

export async function listNews(
  db: Db,
  query: { page: number; size: number; category?: string; search?: string; sort: 'recent' | 'oldest' | 'popular' },
) {
  const categoryKey = query.category ? newsCategoryKey(query.category) : '';
  const { rows, total } = await listPublicNews(db, {
    // 'View all' (or 'viewall') is no filter.
    categoryKey: categoryKey && categoryKey !== 'viewall' ? categoryKey : undefined,
    search: query.search || undefined,
    sort: query.sort,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    data: rows.map(toArticle),
    pagination: pagination(total, query.page, query.size),
  };
}

export async function readArticle(db: Db, id: string): Promise<NewsArticle> {
  const row = await viewPublicArticle(db, id);
  if (!row) throw notFound(NEWS_MESSAGES.notFound);
  return toArticle(row);
}

// ---------------------------------------------------------------------------------------------------------------
// Authoring (administrators)

const SECURITY_ALERT_TAG = newsCategoryKey('Security Alerts');

/** A readable, unique address for the article: its title in kebab case plus a short random suffix. */
function slugFor(title: string) {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'article'}-${randomBytes(3).toString('hex')}`;
}

/** A Security Alerts article that has just been published is broadcast to citizens (off the request path). */
async function broadcastIfSecurityAlert(deps: NewsDeps, before: NewsRow | null, after: NewsRow) {
  const published = (row: NewsRow | null) => row !== null && !row.isDraft && row.datePublished !== null;
  if (published(before) || !published(after) || !after.tags.includes(SECURITY_ALERT_TAG)) return;
  await deps.jobs.enqueue(SECURITY_ALERT_QUEUE, { articleId: after.id });
}

export async function listAllArticles(db: Db, page: number, size: number) {
  const { rows, total } = await listAllNews(db, size, (page - 1) * size);
  return {
    data: rows.map(toArticle),
    pagination: pagination(total, page, size),
  };
}

export async function createArticle(deps: NewsDeps, input: NewsArticleCreate): Promise<NewsArticle> {
  const { publish, ...fields } = input;
  const row = await insertArticle(deps.db, {
    ...fields,
    slug: slugFor(fields.title),
    isDraft: !publish,
    datePublished: publish ? new Date() : null,
  });
  await broadcastIfSecurityAlert(deps, null, row);
  return toArticle(row);
}

/** Edits the fields sent; `publish: true` publishes (dated now, unless it was already), `false` unpublishes. */
export async function updateArticle(deps: NewsDeps, idParam: string, patch: NewsArticleUpdate): Promise<NewsArticle> {
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const before = id === null ? null : await findArticle(deps.db, id);
  if (!before) throw notFound(NEWS_MESSAGES.notFound);
  const { publish, ...fields } = patch;
  const publication =
    publish === undefined
      ? {}
      : publish
        ? { isDraft: false, datePublished: before.isDraft || !before.datePublished ? new Date() : before.datePublished }
        : { isDraft: true };
  const row = await updateArticleRow(deps.db, before.id, { ...fields, ...publication });
  await broadcastIfSecurityAlert(deps, before, row);
  return toArticle(row);
}
