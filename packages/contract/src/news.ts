import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { NEWS_PAGE_SIZE } from './constants';
import { pageSchema, pageSizeSchema } from './validation';

export const NEWS_SORT_VALUES = ['recent', 'oldest', 'popular'] as const;
export type NewsSort = (typeof NEWS_SORT_VALUES)[number];

/** Category name as the specification filters: lower case, spaces removed ('Security Alerts' -> 'securityalerts'). */
export function newsCategoryKey(category: string): string {
  return category.toLowerCase().replace(/\s+/g, '');
}

/** GET /userTools/news/all query. */
export const newsListQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(50, NEWS_PAGE_SIZE),
  category: z.string().trim().max(60).optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(NEWS_SORT_VALUES, { message: 'Sort must be recent, oldest or popular' }).default('recent'),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Markdown. */
  bodyText: z.string(),
  datePublished: z.string().nullable(),
  coverImage: z.string().nullable(),
  caption: z.string().nullable(),
  tags: z.array(z.string()),
  views: z.number().int(),
  isActive: z.boolean(),
  isDraft: z.boolean(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** GET /userTools/news/all */
export const newsListResponseSchema = envelope(
  z.object({ news: z.object({ data: z.array(newsArticleSchema), pagination: paginationSchema }) }),
);
export type NewsListData = z.infer<typeof newsListResponseSchema>['data'];

export const newsIdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
/** GET /userTools/news/{id} */
export const newsArticleResponseSchema = envelope(z.object({ news: newsArticleSchema }));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer.`)
    .nullish()
    .transform((v) => v || null);

/**
 * POST /admin/news and PATCH /admin/news/{id}: an article as its author writes it. `publish` true publishes it
 * now (a Security Alerts article is then broadcast to citizens once); false keeps or puts it back in draft.
 */
const articleFields = {
  title: z
    .string({ message: 'A title is required.' })
    .trim()
    .min(1, 'A title is required.')
    .max(200, 'The title must be 200 characters or fewer.'),
  subtitle: optionalText(300, 'The subtitle'),
  bodyText: z
    .string({ message: 'The article body is required.' })
    .trim()
    .min(1, 'The article body is required.')
    .max(50_000, 'The article body must be 50000 characters or fewer.'),
  coverImage: optionalText(500, 'The cover image address').refine(
    (v) => v === null || /^(https:\/\/|\/)[^\s]*$/.test(v),
    'The cover image must be an https:// address or a path on this site.',
  ),
  caption: optionalText(300, 'The caption'),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A tag cannot be empty.')
        .max(40, 'A tag must be 40 characters or fewer.')
        .transform(newsCategoryKey),
      { message: 'Tags must be a list of words.' },
    )
    .max(10, 'At most 10 tags.'),
  publish: z.boolean({ message: 'publish must be true or false.' }),
};
export const newsArticleInputSchema = z.object({
  ...articleFields,
  tags: articleFields.tags.default([]),
  publish: articleFields.publish.default(false),
});
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;
export type NewsArticleCreate = z.output<typeof newsArticleInputSchema>;
/** PATCH: only the fields sent change. */
export const newsArticleUpdateSchema = z.object(articleFields).partial();
export type NewsArticleUpdate = z.output<typeof newsArticleUpdateSchema>;

/** GET /admin/news: every article, drafts and unpublished included, newest first. */
export const adminNewsQuerySchema = newsListQuerySchema.pick({ page: true, size: true });
