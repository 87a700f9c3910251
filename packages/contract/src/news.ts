import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { NEWS_PAGE_SIZE } from './constants';
import { NEWS_CATEGORIES } from './news-reference';
import { pageSchema, pageSizeSchema } from './validation';

/** The categories an author files an article under ('View all' is only a filter). */
export const NEWS_ARTICLE_CATEGORIES = NEWS_CATEGORIES.filter(
  (c): c is Exclude<(typeof NEWS_CATEGORIES)[number], 'View all'> => c !== 'View all',
);
export type NewsArticleCategory = (typeof NEWS_ARTICLE_CATEGORIES)[number];

/** Cover images: at most 10 MB as sent; stored at most NEWS_COVER_MAX_WIDTH pixels wide, re-encoded. */
export const NEWS_COVER_MAX_BYTES = 10 * 1024 * 1024;
export const NEWS_COVER_MAX_WIDTH = 1600;

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
  category: z.string().nullable(),
  /** A draft to be published at this time (ISO 8601); null when none is set. */
  scheduledAt: z.string().nullable(),
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

/**
 * GET /userTools/news/{id}: a published article for readers, with its body as HTML, rendered from the Markdown and
 * sanitised by the server (no scripts, styles, frames, forms or event handlers; safe links only), so the page the
 * server renders carries it and a phone runs no Markdown parser.
 */
export const publicArticleSchema = newsArticleSchema.extend({ bodyHtml: z.string() });
export type PublicArticle = z.infer<typeof publicArticleSchema>;
export const publicArticleResponseSchema = envelope(z.object({ news: publicArticleSchema }));

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
  category: z
    .enum(NEWS_ARTICLE_CATEGORIES, { message: `The category must be one of: ${NEWS_ARTICLE_CATEGORIES.join(', ')}.` })
    .nullish()
    .transform((v) => v ?? null),
  publish: z.boolean({ message: 'publish must be true or false.' }),
  /**
   * Publish at this time (ISO 8601 with an offset, in the future): the article stays a draft until then. null
   * cancels a schedule. Sent with `publish: true` it is refused (one or the other).
   */
  scheduleAt: z.iso
    .datetime({ offset: true, message: 'The publication time must be a date and time (ISO 8601).' })
    .nullish(),
};
const oneOfPublishOrSchedule = (v: { publish?: boolean; scheduleAt?: string | null }) =>
  !(v.publish === true && v.scheduleAt);
const publishOrScheduleIssue = {
  message: 'Publish now or schedule a time, not both.',
  path: ['scheduleAt'],
};
export const newsArticleInputSchema = z
  .object({
    ...articleFields,
    tags: articleFields.tags.default([]),
    publish: articleFields.publish.default(false),
  })
  .refine(oneOfPublishOrSchedule, publishOrScheduleIssue);
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;
export type NewsArticleCreate = z.output<typeof newsArticleInputSchema>;
/** PATCH: only the fields sent change. */
export const newsArticleUpdateSchema = z
  .object(articleFields)
  .partial()
  .refine(oneOfPublishOrSchedule, publishOrScheduleIssue);
export type NewsArticleUpdate = z.output<typeof newsArticleUpdateSchema>;

export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** GET /admin/news: every article, drafts and unpublished included, newest first; by state and category. */
export const adminNewsQuerySchema = newsListQuerySchema.pick({ page: true, size: true }).extend({
  state: z.enum(NEWS_STATES, { message: 'State must be draft, scheduled or published' }).optional(),
  category: z
    .enum(NEWS_ARTICLE_CATEGORIES, { message: `Category must be one of: ${NEWS_ARTICLE_CATEGORIES.join(', ')}` })
    .optional(),
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

/** GET /admin/news/{id}: one article as its author sees it (drafts included; no view counted). */
export const adminNewsParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /admin/news/covers: the stored cover's address, to put in `coverImage`. */
export const newsCoverResponseSchema = envelope(
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
);

export const NEWS_AUTHORING_MESSAGES = {
  saved: 'Article saved',
  published: 'Article published',
  unpublished: 'Article moved back to drafts',
  scheduled: 'Article scheduled',
  scheduleInPast: 'The publication time must be in the future.',
  coverSaved: 'Cover image uploaded',
  coverMissing: 'Choose an image file to upload (the file part).',
  coverTooLarge: 'The image must be under 10 MB.',
  coverNotImage: 'The file is not a JPEG, PNG, WebP or GIF image.',
} as const;

/** The console's article editor: the article's fields, with the tags as one comma-separated line. */
export const newsArticleFormSchema = z.object({
  title: articleFields.title,
  subtitle: articleFields.subtitle,
  bodyText: articleFields.bodyText,
  coverImage: articleFields.coverImage,
  caption: articleFields.caption,
  category: z
    .union([z.literal(''), z.enum(NEWS_ARTICLE_CATEGORIES)], { message: 'Choose a category from the list.' })
    .transform((v) => v || null),
  tags: z
    .string()
    .max(500, 'The tags must be 500 characters or fewer.')
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(articleFields.tags),
});
export type NewsArticleFormValues = z.input<typeof newsArticleFormSchema>;
export type NewsArticleFormOutput = z.output<typeof newsArticleFormSchema>;
