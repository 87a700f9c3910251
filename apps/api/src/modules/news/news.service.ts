import { randomBytes } from 'node:crypto';
import {
  NEWS_ARTICLE_CATEGORIES,
  NEWS_AUTHORING_MESSAGES,
  newsCategoryKey,
  type NewsArticle,
  type NewsArticleCreate,
  type NewsArticleUpdate,
  type NewsState,
  type PublicArticle,
} from '@safeogun/contract/news';
import { NEWS_MESSAGES } from '@safeogun/contract/messages';
import { cachedArticleBodyHtml } from './article-body';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { SECURITY_ALERT_QUEUE } from '../notifications/notifications.service';
import type { JobQueue } from '../../plugins/jobs';
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from '../audit/audit.service';
import {
  findArticle,
  insertArticle,
  listAllNews,
  listPublicNews,
  lockArticle,
  updateArticleRow,
  viewPublicArticle,
  type NewsRow,
} from './news.repository';
import { pagination } from '../../lib/pagination';
import type { AuditedActor } from '../audit/audit.service';

/** Queue of scheduled publications: `{ articleId, at }`, run at `at` on the app clock. */
export const NEWS_PUBLISH_QUEUE = 'news.publish';

/** Authoring writes articles, queues scheduled publications and the Security Alert broadcast. */
export interface NewsDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}

export type Actor = AuditedActor;

/** The category of an article older than the field: the first category whose key is among its tags. */
const categoryFromTags = (tags: string[]) =>
  NEWS_ARTICLE_CATEGORIES.find((c) => tags.includes(newsCategoryKey(c))) ?? null;

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
    category: row.category ?? categoryFromTags(row.tags ?? []),
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
  };
}

export async function listNews(
  deps: Pick<NewsDeps, 'db' | 'now'>,
  query: { page: number; size: number; category?: string; search?: string; sort: 'recent' | 'oldest' | 'popular' },
) {
  const categoryKey = query.category ? newsCategoryKey(query.category) : '';
  const { rows, total } = await listPublicNews(deps.db, {
    // 'View all' (or 'viewall') is no filter.
    categoryKey: categoryKey && categoryKey !== 'viewall' ? categoryKey : undefined,
    search: query.search || undefined,
    sort: query.sort,
    limit: query.size,
    offset: (query.page - 1) * query.size,
    now: deps.now(),
  });
  return {
    data: rows.map(toArticle),
    pagination: pagination(total, query.page, query.size),
  };
}

/** A public article; `countView` is false for a robot (a link preview, a search engine), which is not a reader. */
export async function readArticle(
  deps: Pick<NewsDeps, 'db' | 'now'> & { siteOrigin: string },
  id: string,
  { countView }: { countView: boolean },
): Promise<PublicArticle> {
  const row = await viewPublicArticle(deps.db, id, deps.now(), { countView });
  if (!row) throw notFound(NEWS_MESSAGES.notFound);
  return { ...toArticle(row), bodyHtml: cachedArticleBodyHtml(row.bodyText, deps.siteOrigin) };
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

/** The category's key leads the tags, so the public list's category filter and the broadcast find it. */
function withCategoryTag(tags: string[], category: string | null) {
  if (!category) return tags;
  const key = newsCategoryKey(category);
  return [key, ...tags.filter((t) => t !== key)].slice(0, 11);
}

const published = (row: NewsRow | null) => row !== null && !row.isDraft && row.datePublished !== null;

/** A Security Alerts article that has just been published is broadcast to citizens (off the request path). */
async function broadcastIfSecurityAlert(deps: NewsDeps, tx: Db, before: NewsRow | null, after: NewsRow) {
  if (published(before) || !published(after) || !after.tags.includes(SECURITY_ALERT_TAG)) return;
  await deps.jobs.enqueue(SECURITY_ALERT_QUEUE, { articleId: after.id }, {}, tx);
}

/** The audit action of a change: its publication change if any, else an edit. */
function actionOf(before: NewsRow | null, after: NewsRow): AuditAction {
  if (!published(before) && published(after)) return AUDIT_ACTIONS.newsPublished;
  if (published(before) && !published(after)) return AUDIT_ACTIONS.newsUnpublished;
  if (after.scheduledAt && after.scheduledAt.getTime() !== before?.scheduledAt?.getTime())
    return AUDIT_ACTIONS.newsScheduled;
  return before ? AUDIT_ACTIONS.newsUpdated : AUDIT_ACTIONS.newsCreated;
}

async function audit(deps: NewsDeps, tx: Db, actor: Actor | null, before: NewsRow | null, after: NewsRow) {
  const changed = before
    ? (Object.keys(after) as (keyof NewsRow)[]).filter(
        (k) => k !== 'updatedAt' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
      )
    : [];
  await recordAudit(
    tx,
    {
      actor: actor && { id: actor.id, role: actor.role },
      action: actionOf(before, after),
      target: { type: 'news-article', id: String(after.id) },
      details: {
        title: after.title,
        ...(before ? { changed } : {}),
        ...(after.scheduledAt ? { scheduledAt: after.scheduledAt.toISOString() } : {}),
      },
      ipAddress: actor?.ip ?? null,
    },
    deps.now(),
  );
}

/** Queues the publication at `at` (the job checks the article is still scheduled for that time). */
async function schedule(deps: NewsDeps, tx: Db, row: NewsRow) {
  if (!row.scheduledAt) return;
  await deps.jobs.enqueue(
    NEWS_PUBLISH_QUEUE,
    { articleId: row.id, at: row.scheduledAt.toISOString() },
    { runAt: row.scheduledAt },
    tx,
  );
}

function scheduleTime(deps: NewsDeps, scheduleAt: string | null | undefined): Date | null | undefined {
  if (scheduleAt === undefined || scheduleAt === null) return scheduleAt;
  const at = new Date(scheduleAt);
  if (at.getTime() <= deps.now().getTime())
    throw badRequest(NEWS_AUTHORING_MESSAGES.scheduleInPast, [
      { field: 'scheduleAt', message: NEWS_AUTHORING_MESSAGES.scheduleInPast },
    ]);
  return at;
}

const parseId = (idParam: string | number) =>
  typeof idParam === 'number' ? idParam : /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;

export async function listAllArticles(
  deps: Pick<NewsDeps, 'db'>,
  query: { page: number; size: number; state?: NewsState; category?: string },
) {
  const { rows, total } = await listAllNews(deps.db, {
    state: query.state,
    category: query.category,
    categoryKey: query.category ? newsCategoryKey(query.category) : undefined,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { data: rows.map(toArticle), pagination: pagination(total, query.page, query.size) };
}

/** One article as its author sees it (no view counted). */
export async function authorArticle(deps: Pick<NewsDeps, 'db'>, id: number): Promise<NewsArticle> {
  const row = await findArticle(deps.db, id);
  if (!row) throw notFound(NEWS_MESSAGES.notFound);
  return toArticle(row);
}

export async function createArticle(deps: NewsDeps, actor: Actor, input: NewsArticleCreate): Promise<NewsArticle> {
  const { publish, scheduleAt, ...fields } = input;
  const scheduledAt = scheduleTime(deps, scheduleAt) ?? null;
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertArticle(tx, {
      ...fields,
      tags: withCategoryTag(fields.tags, fields.category),
      slug: slugFor(fields.title),
      isDraft: !publish,
      datePublished: publish ? deps.now() : null,
      scheduledAt,
    });
    await schedule(deps, tx, row);
    await broadcastIfSecurityAlert(deps, tx, null, row);
    await audit(deps, tx, actor, null, row);
    return toArticle(row);
  });
}

/**
 * Edits the fields sent; `publish: true` publishes (dated now, unless it was already), `false` unpublishes;
 * `scheduleAt` keeps it a draft to be published then (null cancels). Publishing or unpublishing cancels a schedule.
 */
export async function updateArticle(
  deps: NewsDeps,
  actor: Actor,
  idParam: string | number,
  patch: NewsArticleUpdate,
): Promise<NewsArticle> {
  const id = parseId(idParam);
  const { publish, scheduleAt, ...fields } = patch;
  const scheduledAt = scheduleTime(deps, scheduleAt);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = id === null ? null : await lockArticle(tx, id);
    if (!before) throw notFound(NEWS_MESSAGES.notFound);
    const category = fields.category === undefined ? before.category : fields.category;
    const tags =
      fields.tags !== undefined || fields.category !== undefined
        ? withCategoryTag(
            (fields.tags ?? before.tags).filter((tag) => !before.category || tag !== newsCategoryKey(before.category)),
            category,
          )
        : undefined;
    const publication =
      scheduledAt !== undefined
        ? { isDraft: true, scheduledAt, ...(scheduledAt ? { datePublished: null } : {}) }
        : publish === undefined
          ? {}
          : publish
            ? {
                isDraft: false,
                scheduledAt: null,
                datePublished: before.isDraft || !before.datePublished ? deps.now() : before.datePublished,
              }
            : { isDraft: true, scheduledAt: null };
    const row = await updateArticleRow(tx, before.id, { ...fields, ...(tags ? { tags } : {}), ...publication });
    if (scheduledAt) await schedule(deps, tx, row);
    await broadcastIfSecurityAlert(deps, tx, before, row);
    await audit(deps, tx, actor, before, row);
    return toArticle(row);
  });
}

/**
 * The job of a scheduled publication: publishes the article if it is still scheduled for `at` (an author may have
 * published, unpublished or moved it since), dated at its scheduled time.
 */
export async function publishScheduled(deps: NewsDeps, articleId: number, at: string): Promise<boolean> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockArticle(tx, articleId);
    if (!before?.isDraft || before.scheduledAt?.toISOString() !== at) return false;
    if (before.scheduledAt.getTime() > deps.now().getTime()) return false;
    const row = await updateArticleRow(tx, before.id, {
      isDraft: false,
      datePublished: before.scheduledAt,
      scheduledAt: null,
    });
    await broadcastIfSecurityAlert(deps, tx, before, row);
    await audit(deps, tx, null, before, row);
    return true;
  });
}
