import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNewsQuerySchema,
  newsArticleInputSchema,
  newsArticleResponseSchema,
  newsArticleUpdateSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsListResponseSchema,
} from '@safeogun/contract/news';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { createArticle, listAllArticles, listNews, readArticle, updateArticle } from './news.service';
import { PUBLIC, roles } from '../../plugins/route-access';

/** Public news (DECISIONS.md: the client sends the user's token or none; either way the same articles). */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userTools/news/all',
    routeOptions(PUBLIC, ['news'], 'Published news articles: search, category, sort, pages', {
      querystring: newsListQuerySchema,
      response: { 200: newsListResponseSchema },
    }),
    async (request) => ok({ news: await listNews(app.db, request.query) }),
  );

  app.get(
    '/userTools/news/:id',
    routeOptions(PUBLIC, ['news'], 'One published article (by id or slug); counts a view', {
      params: newsIdParamsSchema,
      response: { 200: newsArticleResponseSchema },
    }),
    async (request) => ok({ news: await readArticle(app.db, request.params.id) }),
  );

  app.get(
    '/admin/news',
    routeOptions(roles('admin'), ['news', 'admin'], 'Every article, drafts and unpublished included, newest first', {
      querystring: adminNewsQuerySchema,
      response: { 200: newsListResponseSchema },
    }),
    async (request) => ok({ news: await listAllArticles(app.db, request.query.page, request.query.size) }),
  );

  app.post(
    '/admin/news',
    routeOptions(
      roles('admin'),
      ['news', 'admin'],
      'Write an article (Markdown), as a draft or published; a published Security Alert is broadcast',
      { body: newsArticleInputSchema, response: { 201: newsArticleResponseSchema } },
    ),
    async (request, reply) =>
      reply.status(201).send(ok({ news: await createArticle(app, request.body) }, 'Article saved')),
  );

  app.patch(
    '/admin/news/:id',
    routeOptions(
      roles('admin'),
      ['news', 'admin'],
      'Edit an article; publish: true publishes it, false takes it back to draft',
      { params: newsIdParamsSchema, body: newsArticleUpdateSchema, response: { 200: newsArticleResponseSchema } },
    ),
    async (request) => ok({ news: await updateArticle(app, request.params.id, request.body) }, 'Article saved'),
  );
};

export default newsRoutes;
