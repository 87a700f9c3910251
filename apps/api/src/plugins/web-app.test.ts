// Needs the built web app (`npm run build`, as `npm test` does first): the public pages rendered at build (issue 17,
// docs/decisions/027-pre-rendered-public-pages.md) are what the server sends, before any script runs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { prerenderedPage } from './web-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WEB_DIST_DIR: fileURLToPath(new URL('../../../web/dist', import.meta.url)) } });
});
afterAll(() => ctx.close());

/** The page's HTML as a client without JavaScript gets it, and the text inside the app's root element. */
async function page(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
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

  it('sends one article shell for every /news/{id}, the article arriving from the API', async () => {
    const { root } = await page('/news/00000000-0000-4000-8000-000000000000');
    expect(root).toContain('<footer');
    expect(root).not.toMatch(/<h1[^>]*>News<\/h1>/);
  });

  it('sends the empty shell for signed-in pages and for a public page with a query string', async () => {
    for (const url of ['/dashboard', '/login', '/news?page=2', '/no-such-page']) {
      const { root } = await page(url);
      expect(root.startsWith('<div id="root"></div>'), url).toBe(true);
    }
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
});
