/**
 * The pages whose first paint is their data (the news list and an article) rendered on the server with it
 * (docs/decisions/027-pre-rendered-public-pages.md): the web build's renderer (dist-ssr/entry-server.js, see
 * apps/web/src/entry-server.tsx) draws the page from the answers of its public reads, which the server asks itself
 * as the browser would (so an article counts its view once, here), and the page carries those answers to the
 * browser, which hydrates from them without asking again. Anything amiss (no renderer in the build, an API answer
 * other than 200 or 404, a render error) sends the page rendered at build instead, as before.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@safeogun/contract/languages';
import type { ImportModule } from '../import-module';

type Query = Record<string, string | number | boolean | null | undefined>;
/** A page's own title, summary and preview image (apps/web/src/app/page-reads.ts). */
export interface PageHead {
  title: string;
  description: string;
  image: string | null;
}
type Render = (
  url: string,
  answer: (apiPath: string, query: Query | undefined) => Promise<unknown>,
  language: Language,
) => Promise<{ html: string; data: unknown; head: PageHead | null }>;

/** The pages rendered here: /news and /news/{id} (built as news.html and news-article.html in each language). */
const WITH_DATA = new Set(['news.html', 'news-article.html']);
const ROOT_START = '<div id="root">';
const EMPTY_ROOT = `${ROOT_START}</div>`;

/** JSON inside a <script> element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page's title and description in place of the app's, and what a messaging app shows of a shared link (Open
 * Graph, Twitter card): absolute addresses on `origin`.
 */
function withHead(document: string, head: PageHead, origin: string, pathname: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const image = head.image ? escapeHtml(new URL(head.image, origin).toString()) : null;
  const meta = [
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="SafeOgun">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(new URL(pathname, origin).toString())}">`,
    ...(image ? [`<meta property="og:image" content="${image}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  return document
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}">`,
    )
    .replace('</head>', `${meta}</head>`);
}

const PICTURE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The pictures the page shows first (React writes a `<link rel="preload" as="image">` for each, at the start of its
 * rendering, inside the root) asked for again at the top of the head, before the app's modules: over HTTP/1.1 a
 * browser opens six connections to a server, and the news list's first picture, asked for after its 17 modules,
 * waited for a free one (its largest paint 3.2 to 4.4 s under Lighthouse's real throttling). The browser fetches each
 * address once; the copies in the root stay, as React rendered them.
 */
function withPicturesFirst(head: string, html: string): string {
  const pictures = html.match(PICTURE_PRELOAD)?.join('') ?? '';
  const at = head.indexOf(MODULE_PRELOAD);
  return pictures && at !== -1 ? `${head.slice(0, at)}${pictures}${head.slice(at)}` : head;
}

/**
 * The document: the build's rendering of the page up to its root (its <head> names the page's chunks to preload),
 * with the page's own title and preview when it has them, the root with `html`, the data the page was drawn from
 * (lib/page-data.ts in the web app reads it), and the rest of the app's shell after the root.
 */
export function documentWith(
  prerendered: string,
  shell: string,
  page: { html: string; data: unknown; head?: PageHead | null },
  where: { origin: string; pathname: string },
): string {
  const before = withPicturesFirst(prerendered.slice(0, prerendered.indexOf(ROOT_START)), page.html);
  const head = page.head ? withHead(before, page.head, where.origin, where.pathname) : before;
  const rest = shell.slice(shell.indexOf(EMPTY_ROOT) + EMPTY_ROOT.length);
  const data = page.data ? `<script type="application/json" id="page-data">${scriptJson(page.data)}</script>` : '';
  return `${head}${ROOT_START}${page.html}</div>${data}${rest}`;
}

export function pageRenderer(
  app: FastifyInstance,
  opts: { webDistDir: string; apiPrefix: string; origin: string; importModule: ImportModule },
) {
  const entry = path.join(opts.webDistDir, '..', 'dist-ssr', 'entry-server.js');
  let loaded: Promise<Render | null> | undefined;
  // Read once per process, as the list of hashed assets is (web-app.ts): a new build is served after a restart.
  const files = new Map<string, Promise<string>>();
  const read = (file: string) => {
    let text = files.get(file);
    if (!text) {
      text = readFile(path.join(opts.webDistDir, file), 'utf8');
      text.catch(() => files.delete(file));
      files.set(file, text);
    }
    return text;
  };
  const renderer = () =>
    (loaded ??= existsSync(entry)
      ? opts.importModule(pathToFileURL(entry).href).then((module) => (module as { render: Render }).render)
      : Promise.resolve(null));

  return {
    /** The page with its data, or null: send the build's rendering `page` instead. */
    async render(request: FastifyRequest, pathname: string, page: string, language: Language): Promise<string | null> {
      if (!WITH_DATA.has(path.basename(page))) return null;
      try {
        const render = await renderer();
        if (!render) return null;
        const answer = async (apiPath: string, query: Query | undefined) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(query ?? {}))
            if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
          const res = await app.inject({
            method: 'GET',
            url: `${opts.apiPrefix}${apiPath}${search.size ? `?${search}` : ''}`,
            // In the page's language; the reader's own address meets the API's limits, and the reader's user agent
            // tells a link preview's robot (no view counted) from a person.
            headers: { 'accept-language': language, 'user-agent': request.headers['user-agent'] ?? '' },
            remoteAddress: request.ip,
          });
          if (res.statusCode === 404) return null;
          if (res.statusCode !== 200) throw new Error(`${apiPath} answered ${res.statusCode}`);
          return (res.json() as { data: unknown }).data;
        };
        const rendered = await render(pathname, answer, language);
        return documentWith(await read(page), await read('index.html'), rendered, { origin: opts.origin, pathname });
      } catch (error) {
        request.log.warn({ err: error, pathname }, 'page not rendered with its data: the build rendering is sent');
        return null;
      }
    },
  };
}
