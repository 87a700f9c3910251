/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed (brotli/gzip) copies when the
 * client accepts them, a public page's HTML rendered at build where there is one (prerendered/, issue 17) or
 * rendered here with its data (the news, page-render.ts), and index.html for every other non-API path so client
 * routing works. Unknown API paths answer 404 JSON.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@safeogun/contract/languages';
import { requestLanguage } from '../lib/request-language';
import { pageRenderer } from './page-render';
import type { ImportModule } from '../import-module';

/**
 * The file rendered at build for a page path in a language (docs/decisions/027-pre-rendered-public-pages.md), if
 * any: `/` is prerendered/index.html, `/about-us` prerendered/about-us.html (in Yoruba prerendered/yo/about-us.html),
 * every `/news/{id}` the article shell prerendered/news-article.html. A trailing slash names the same page.
 */
export function prerenderedPage(
  pathname: string,
  files: ReadonlySet<string>,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const page = pathname.replace(/\/+$/, '') || '/';
  const name = page === '/' ? 'index' : /^\/news\/[^/]+$/.test(page) ? 'news-article' : page.slice(1);
  if (!/^[a-z-]+$/.test(name)) return null;
  // Yoruba and Pidgin renderings sit in prerendered/yo/ and prerendered/pcm/ (apps/web/scripts/prerender.mjs).
  const file = language === DEFAULT_LANGUAGE ? `${name}.html` : `${language}/${name}.html`;
  return files.has(file) ? `prerendered/${file}` : null;
}

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]+)`);

/**
 * The language to send a public page in: the visitor's choice on this device (a cookie the web app keeps beside it),
 * else the first of ours their browser asks for, as the app itself would start (lib/i18n.ts `startLanguage`).
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string | string[] }): Language {
  const chosen = LANGUAGE_COOKIE_VALUE.exec(headers.cookie ?? '')?.[1];
  return isLanguage(chosen) ? chosen : requestLanguage(headers);
}

interface WebAppOptions {
  webDistDir: string;
  apiPrefix: string;
  publicUrl: string;
  importModule: ImportModule;
}

export default fp<WebAppOptions>(async (app, opts) => {
  const hasWeb = existsSync(path.join(opts.webDistDir, 'index.html'));
  const prerenderedDir = path.join(opts.webDistDir, 'prerendered');
  const prerendered = new Set(
    existsSync(prerenderedDir) ? readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' }) : [],
  );
  const renderer = pageRenderer(app, { ...opts, origin: opts.publicUrl });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      globIgnore: ['assets/**'],
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
    // The hashed assets (about 850 files with their .br and .gz copies) answered by one route from the list of files
    // found at start: @fastify/static's route per file, GET and HEAD, took about 0.2 s of every start. What a client
    // gets is unchanged: a listed file as before, anything else the not-found handler's 404.
    const assetsDir = path.join(opts.webDistDir, 'assets');
    const assets = new Set(existsSync(assetsDir) ? readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }) : []);
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: '/assets/*',
      schema: { hide: true },
      handler: (request, reply) =>
        assets.has(request.params['*']) ? reply.sendFile(`assets/${request.params['*']}`) : reply.callNotFound(),
      // As @fastify/static's own routes: a client gone before the file was sent is no error to answer or log.
      errorHandler(error: FastifyError, request, reply) {
        if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return request.raw.destroy();
        return app.errorHandler(error, request, reply);
      },
    });
  } else {
    app.log.warn({ webDistDir: opts.webDistDir }, 'web app not built: only the API is served');
  }

  /** A page of the app: its rendering with data, its rendering at build, or the shell rendered on the client. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    reply.header('Cache-Control', 'no-cache');
    // With a query string the page may show other things than the one rendered at build (a search, a page of
    // results): the shell, rendered on the client.
    const language = pageLanguage(request.headers);
    const page = request.url.includes('?') ? null : prerenderedPage(pathname, prerendered, language);
    // The page depends on the language cookie and the browser's languages: a cache keeps one copy per pair.
    if (page) reply.header('Vary', 'Cookie, Accept-Language');
    const withData = page && request.method === 'GET' ? await renderer.render(request, pathname, page, language) : null;
    if (withData) return reply.type('text/html; charset=utf-8').send(withData);
    return reply.sendFile(page ?? 'index.html');
  }

  // The pages rendered here with their data (the news: 30 KB of HTML for the list) are routes of their own: a
  // not-found handler is no route, so @fastify/compress, which hooks routes, never compressed them there.
  if (hasWeb) {
    for (const url of ['/news', '/news/*']) {
      app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: sendPage });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === opts.apiPrefix || pathname.startsWith(`${opts.apiPrefix}/`) || pathname.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !hasWeb) {
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
    }
    // A missing hashed asset is a real 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendPage(request, reply);
  });
});
