// Needs the built web app (`npm run build`, as `npm test` does first): the public pages rendered at build (issue 17,
// docs/decisions/027-pre-rendered-public-pages.md) are what the server sends, before any script runs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, READER_HEADERS, type TestContext } from '../../test/helpers';
import { newsArticles } from '../db/schema';
import { documentWith } from './page-render';
import { prerenderedPage } from './web-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WEB_DIST_DIR: fileURLToPath(new URL('../../../web/dist', import.meta.url)) } });
});
afterAll(() => ctx.close());

/** The page's HTML as a client without JavaScript gets it, and the text inside the app's root element. */
async function page(url: string, userAgent = READER_HEADERS['user-agent']) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': userAgent } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toContain('text/html');
  const root = res.body.slice(res.body.indexOf('<div id="root">'));
  return { res, root };
}

describe('public pages rendered at build', () => {
  it('sends the landing page with its headline in the HTML', async () => {
    const { res, root } = await page('/');
    expect(root).toMatch(/<h1[^>]*>Report Incidents\. Save Lives\. Stay Informed<\/h1>/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the news page with its headline and the site footer in the HTML', async () => {
    const { root } = await page('/news');
    expect(root).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(root).toContain('Security alerts, platform updates and stories from the Ogun State Police Command.');
    expect(root).toContain('<footer');
  });

  it('sends the other public pages rendered, a trailing slash naming the same page', async () => {
    for (const url of [
      '/about-us',
      '/terms-of-use/',
      '/privacy-policy',
      '/transparency',
      '/crime-map',
      '/report-incident',
      '/report-anonymously',
    ]) {
      const { root } = await page(url);
      expect(root, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('sends the article shell for a /news/{id} with no article, which the page then says it cannot find', async () => {
    const { root } = await page('/news/00000000-0000-4000-8000-000000000000');
    expect(root).toContain('<footer');
    expect(root).not.toMatch(/<h1[^>]*>News<\/h1>/);
    expect(root).not.toContain('id="page-data"');
  });

  it('sends the empty shell for signed-in pages and for a public page with a query string', async () => {
    for (const url of ['/dashboard', '/login', '/news?page=2', '/no-such-page']) {
      const { root } = await page(url);
      expect(root.startsWith('<div id="root"></div>'), url).toBe(true);
    }
  });
});

describe("public pages in the visitor's language", () => {
  const headline = async (url: string, headers: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers.vary, url).toContain('Cookie, Accept-Language');
    return {
      lang: /<html lang="([a-z]+)">/.exec(res.body)?.[1],
      h1: /<h1[^>]*>([^<]+)<\/h1>/.exec(res.body.slice(res.body.indexOf('<div id="root">')))?.[1],
    };
  };

  it('sends the landing page in the language chosen on the device (its cookie), before any script runs', async () => {
    expect(await headline('/', { cookie: 'other=1; safeogun_language=yo' })).toEqual({
      lang: 'yo',
      h1: 'Jábọ̀ Ìṣẹ̀lẹ̀. Gba Ẹ̀mí Là. Mọ Ohun Tó Ń Ṣẹlẹ̀',
    });
    expect(await headline('/', { cookie: 'safeogun_language=pcm' })).toEqual({
      lang: 'pcm',
      h1: 'Report Wetin Happen. Save Life. Know Wetin Dey Happen',
    });
  });

  it("follows the browser's languages when nothing was chosen, and a choice over them", async () => {
    expect((await headline('/', { 'accept-language': 'yo-NG,en;q=0.8' })).lang).toBe('yo');
    expect((await headline('/', { 'accept-language': 'fr,en-GB;q=0.9' })).lang).toBe('en');
    expect((await headline('/', { 'accept-language': 'yo', cookie: 'safeogun_language=en' })).lang).toBe('en');
    // Not one of ours: the browser's languages decide.
    expect((await headline('/', { 'accept-language': 'pcm', cookie: 'safeogun_language=fr' })).lang).toBe('pcm');
  });

  it('renders the news with its data in the language too', async () => {
    expect(await headline('/news', { cookie: 'safeogun_language=yo' })).toEqual({ lang: 'yo', h1: 'Ìròyìn' });
  });
});

/** The data a page rendered with its data carries (lib/page-data.ts in the web app reads it). */
function pageData(html: string) {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  expect(match, 'the page carries its data').not.toBeNull();
  return JSON.parse(match![1]!) as { queries: { queryKey: unknown[]; state: { data: { news: unknown } } }[] };
}

const views = async (id: number) =>
  (await ctx.database.db.select({ views: newsArticles.views }).from(newsArticles).where(eq(newsArticles.id, id)))[0]!
    .views;

describe('news pages rendered with their data', () => {
  let articleId: number;
  beforeAll(async () => {
    const [article] = await ctx.database.db
      .insert(newsArticles)
      .values({
        slug: `ssr-${Date.now()}`,
        title: 'Closing </script><script>alert(1)</script> the Kuto market road',
        subtitle: 'Diversions from Monday',
        bodyText: '## Routes\n\nUse **Lafenwa** instead.\n\n<img src="x.png" alt="Map" onerror="alert(2)">',
        coverImage: '/news/covers/alert.svg',
        tags: ['security'],
        category: 'Security Alerts',
        datePublished: new Date(),
      })
      .returning({ id: newsArticles.id });
    articleId = article!.id;
  });

  it('sends an article with its headline and cover in the HTML, its view counted once, and the answer it was drawn from', async () => {
    const before = await views(articleId);
    const { res, root } = await page(`/news/${articleId}`);
    expect(root).toContain('>Closing &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; the Kuto market road</h1>');
    expect(root).toMatch(/<img src="\/news\/covers\/alert.svg"[^>]*fetchPriority="high"/);
    expect(await views(articleId)).toBe(before + 1);
    // The answer rides in a JSON block no title can close early, and is the API's own.
    expect(res.body.match(/<script/g)?.length).toBe((res.body.match(/<\/script>/g) ?? []).length);
    const [query] = pageData(res.body).queries;
    expect(query!.queryKey).toEqual(['news', 'article', String(articleId)]);
    expect(query!.state.data.news).toMatchObject({
      id: articleId,
      title: 'Closing </script><script>alert(1)</script> the Kuto market road',
    });
    // The body is in the page, rendered from its Markdown and sanitised by the server: no handler survives.
    expect(root).toContain('<h2>Routes</h2>\n<p>Use <strong>Lafenwa</strong> instead.</p>');
    expect(root).toContain('<img src="x.png" alt="Map" />');
    expect(root).not.toMatch(/<img[^>]*onerror/);
    // A link shared in a messaging app shows the article.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<title>Closing &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; the Kuto market road | SafeOgun</title>',
    );
    expect(head).toContain('<meta property="og:description" content="Diversions from Monday">');
    expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/news\/covers\/alert\.svg">/);
  });

  it("gives a link preview's robot the article and its preview without counting a view", async () => {
    const before = await views(articleId);
    for (const robot of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ]) {
      const { res, root } = await page(`/news/${articleId}`, robot);
      expect(root).toContain('the Kuto market road</h1>');
      expect(res.body).toContain('<meta property="og:description" content="Diversions from Monday">');
    }
    expect(await views(articleId)).toBe(before);
  });

  it('sends the pages it renders compressed to a browser that accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const url of ['/news', `/news/${articleId}`]) {
        const headers = { ...READER_HEADERS, accept: 'text/html', 'accept-encoding': `${encoding}, deflate` };
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        const html = decode(res.rawPayload).toString('utf8');
        expect(html).toContain('the Kuto market road');
        expect(res.rawPayload.length).toBeLessThan(html.length / 2);
      }
    }
  });

  it('sends the news list with its first page of articles, newest first', async () => {
    const { res, root } = await page('/news');
    expect(root).toContain('Closing &lt;/script&gt;');
    const [query] = pageData(res.body).queries;
    expect(query!.queryKey).toEqual(['news', 'list', { page: 1, category: 'View all', search: '', sort: 'recent' }]);
    // The first article's picture is asked for in the head, before the app's modules take the browser's connections.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const picture = head.indexOf('<link rel="preload" as="image" href="/news/covers/alert.svg"');
    expect(picture).toBeGreaterThan(-1);
    expect(picture).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
  });
});

describe('documentWith', () => {
  it("keeps the build rendering's head, puts the page in the root and its data after it, then the shell's rest", () => {
    const prerendered =
      '<html><head><link rel="modulepreload" href="/a.js"></head><body><div id="root"><p>old</p></div><x-rest></body></html>';
    const shell = '<html><head></head><body><div id="root"></div><x-rest></body></html>';
    const where = { origin: 'https://safeogun.example', pathname: '/news/7' };
    expect(documentWith(prerendered, shell, { html: '<p>new</p>', data: { title: '</script>' } }, where)).toBe(
      '<html><head><link rel="modulepreload" href="/a.js"></head><body><div id="root"><p>new</p></div>' +
        '<script type="application/json" id="page-data">{"title":"\\u003c/script>"}</script><x-rest></body></html>',
    );
    expect(documentWith(prerendered, shell, { html: '<p>new</p>', data: null }, where)).not.toContain('page-data');
  });

  it('asks for the pictures the page shows first at the top of the head, before the modules, keeping them in the root', () => {
    const prerendered =
      '<html><head><title>SafeOgun</title><link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js">' +
      '</head><body><div id="root"></div></body></html>';
    const picture = '<link rel="preload" as="image" href="/c.svg" fetchPriority="high"/>';
    const html = documentWith(
      prerendered,
      prerendered,
      { html: `${picture}<img src="/c.svg">`, data: null },
      { origin: 'https://safeogun.example', pathname: '/news' },
    );
    expect(html).toContain(`<title>SafeOgun</title>${picture}<link rel="modulepreload" href="/a.js">`);
    expect(html).toContain(`<div id="root">${picture}<img src="/c.svg"></div>`);
    // A page with no picture keeps its head as it was.
    expect(
      documentWith(prerendered, prerendered, { html: '<p>text</p>', data: null }, { origin: '', pathname: '/' }),
    ).toContain('<title>SafeOgun</title><link rel="modulepreload" href="/a.js">');
  });

  it("gives a page its own title and description, and a shared link's preview with absolute addresses", () => {
    const prerendered =
      '<html><head><meta name="description" content="The app." /><title>SafeOgun</title></head><body><div id="root"></div></body></html>';
    const html = documentWith(
      prerendered,
      prerendered,
      { html: '', data: null, head: { title: 'Roads "closed" <today>', description: 'Use Lafenwa', image: '/c.svg' } },
      { origin: 'https://safeogun.example', pathname: '/news/7' },
    );
    expect(html).toContain('<title>Roads &quot;closed&quot; &lt;today&gt;</title>');
    expect(html).toContain('<meta name="description" content="Use Lafenwa">');
    expect(html).not.toContain('The app.');
    expect(html).toContain('<meta property="og:title" content="Roads &quot;closed&quot; &lt;today&gt;">');
    expect(html).toContain('<meta property="og:image" content="https://safeogun.example/c.svg">');
    expect(html).toContain('<meta property="og:url" content="https://safeogun.example/news/7">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});

describe('the built assets', () => {
  const assetsDir = fileURLToPath(new URL('../../../web/dist/assets', import.meta.url));
  const script = readdirSync(assetsDir).find((name) => name.endsWith('.js') && existsSync(`${assetsDir}/${name}.br`))!;

  it('sends a hashed asset cached for a year, its brotli copy when the client accepts it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.rawPayload.equals(readFileSync(`${assetsDir}/${script}`))).toBe(true);

    const brotli = await ctx.app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(`${assetsDir}/${script}.br`))).toBe(true);

    const head = await ctx.app.inject({ method: 'HEAD', url: `/assets/${script}` });
    expect(head.statusCode).toBe(200);
  });

  it('answers a missing asset 404 in plain text, never the app shell', async () => {
    for (const url of ['/assets/no-such-file.js', '/assets/', `/assets/..%2f${script}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/plain');
    }
  });
});

describe('prerenderedPage', () => {
  const files = new Set(['index.html', 'news.html', 'news-article.html', 'about-us.html']);
  it('maps a page path to its file, and nothing else', () => {
    expect(prerenderedPage('/', files)).toBe('prerendered/index.html');
    expect(prerenderedPage('/news/', files)).toBe('prerendered/news.html');
    expect(prerenderedPage('/news/abc', files)).toBe('prerendered/news-article.html');
    expect(prerenderedPage('/news/abc/def', files)).toBeNull();
    expect(prerenderedPage('/about-us', files)).toBe('prerendered/about-us.html');
    expect(prerenderedPage('/sos', files)).toBeNull();
    expect(prerenderedPage('/../index', files)).toBeNull();
  });

  it("maps a page to its rendering in a language, and to none where that language's is missing", () => {
    const inLanguages = new Set([...files, 'yo/index.html', 'yo/news-article.html']);
    expect(prerenderedPage('/', inLanguages, 'yo')).toBe('prerendered/yo/index.html');
    expect(prerenderedPage('/news/abc', inLanguages, 'yo')).toBe('prerendered/yo/news-article.html');
    expect(prerenderedPage('/', inLanguages, 'en')).toBe('prerendered/index.html');
    expect(prerenderedPage('/about-us', inLanguages, 'yo')).toBeNull();
  });
});
