import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import {
  NEWS_AUTHORING_MESSAGES,
  NEWS_COVER_MAX_BYTES,
  adminNewsParamsSchema,
  adminNewsQuerySchema,
  newsArticleInputSchema,
  newsArticleResponseSchema,
  publicArticleResponseSchema,
  newsArticleUpdateSchema,
  newsCoverResponseSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsListResponseSchema,
} from '@safeogun/contract/news';
import { NEWS_MESSAGES } from '@safeogun/contract/messages';
import { created, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { routeOptions } from '../../lib/route-options';
import {
  authorArticle,
  createArticle,
  listAllArticles,
  listNews,
  NEWS_PUBLISH_QUEUE,
  publishScheduled,
  readArticle,
  updateArticle,
  type NewsDeps,
} from './news.service';
import { openCover, uploadCover, type CoverDeps } from './news-covers.service';
import { ADMIN, PUBLIC, roles } from '../../plugins/route-access';

/** Public news (DECISIONS.md: the client sends the user's token or none; either way the same articles). */
const newsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const deps: NewsDeps & CoverDeps & { siteOrigin: string } = {
    db: app.db,
    jobs: app.jobs,
    storage: app.storage,
    now: () => app.clock.now(),
    siteOrigin: publicUrl,
  };
  const actorOf = (request: { user?: { id: string; role: string } | null; ip: string }) => ({
    id: request.user!.id,
    role: request.user!.role,
    ip: request.ip,
  });
  await app.register(multipart, {
    limits: { fileSize: NEWS_COVER_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  app.jobs.work<{ articleId: number; at: string }>(NEWS_PUBLISH_QUEUE, async (job) => {
    await publishScheduled(deps, job.payload.articleId, job.payload.at);
  });

  app.get(
    '/userTools/news/all',
    routeOptions(PUBLIC, ['news'], 'Published news articles: search, category, sort, pages', {
      querystring: newsListQuerySchema,
      response: { 200: newsListResponseSchema },
    }),
    async (request) => ok({ news: await listNews(deps, request.query) }),
  );

  app.get(
    '/userTools/news/:id',
    routeOptions(PUBLIC, ['news'], 'One published article (by id or slug); counts a view unless a robot asks', {
      params: newsIdParamsSchema,
      response: { 200: publicArticleResponseSchema },
    }),
    async (request) =>
      ok({ news: await readArticle(deps, request.params.id, { countView: !isbot(request.headers['user-agent']) }) }),
  );

  app.get(
    '/userTools/news/covers/:name',
    routeOptions(PUBLIC, ['news'], "An article's cover image (WebP)", {
      params: z.object({ name: z.string().max(60) }),
    }),
    async (request, reply) => {
      const file = await openCover(deps, request.params.name);
      if (!file) throw notFound(NEWS_MESSAGES.notFound);
      // The name is new for every upload, so the bytes under it never change.
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );

  app.get(
    '/admin/news',
    routeOptions(
      roles('admin'),
      ['news', 'admin'],
      'Every article, drafts and scheduled ones included, newest first; by state (draft, scheduled, published) and category',
      { querystring: adminNewsQuerySchema, response: { 200: newsListResponseSchema } },
    ),
    async (request) => ok({ news: await listAllArticles(deps, request.query) }),
  );

  app.get(
    '/admin/news/:id',
    routeOptions(ADMIN, ['news', 'admin'], 'One article as its author sees it (drafts included; no view counted)', {
      params: adminNewsParamsSchema,
      response: { 200: newsArticleResponseSchema },
    }),
    async (request) => ok({ news: await authorArticle(deps, request.params.id) }),
  );

  app.post(
    '/admin/news',
    routeOptions(
      roles('admin'),
      ['news', 'admin'],
      'Write an article (Markdown), as a draft, published, or scheduled (scheduleAt); a published Security Alert is broadcast (audited)',
      { body: newsArticleInputSchema, response: { 201: newsArticleResponseSchema } },
    ),
    async (request, reply) =>
      created(
        reply,
        { news: await createArticle(deps, actorOf(request), request.body) },
        NEWS_AUTHORING_MESSAGES.saved,
      ),
  );

  app.patch(
    '/admin/news/:id',
    routeOptions(
      roles('admin'),
      ['news', 'admin'],
      'Edit an article; publish: true publishes it, false takes it back to draft; scheduleAt publishes it then, null cancels (audited)',
      { params: newsIdParamsSchema, body: newsArticleUpdateSchema, response: { 200: newsArticleResponseSchema } },
    ),
    async (request) =>
      ok(
        { news: await updateArticle(deps, actorOf(request), request.params.id, request.body) },
        NEWS_AUTHORING_MESSAGES.saved,
      ),
  );

  app.post(
    '/admin/news/covers',
    {
      ...routeOptions(
        ADMIN,
        ['news', 'admin'],
        'Upload a cover image (audited): multipart/form-data with one `file` part, a JPEG, PNG, WebP or GIF (by content) under 10 MB; stored at most 1600 px wide as WebP. Answers its address for `coverImage`',
        { response: { 201: newsCoverResponseSchema } },
        { rateLimit: { max: 30, timeWindow: '1 minute' } },
      ),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(NEWS_AUTHORING_MESSAGES.coverMissing);
      let bytes: Buffer | null = null;
      try {
        const part = await request.file();
        if (part?.fieldname === 'file') bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(NEWS_AUTHORING_MESSAGES.coverTooLarge);
        throw badRequest('The upload could not be read.');
      }
      if (!bytes?.length) throw badRequest(NEWS_AUTHORING_MESSAGES.coverMissing);
      const cover = await uploadCover(deps, actorOf(request), bytes);
      return created(reply, cover, NEWS_AUTHORING_MESSAGES.coverSaved);
    },
  );
};

export default newsRoutes;
