import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, READER_HEADERS, type TestContext } from '../../../test/helpers';
import { newsArticles } from '../../db/schema';
import { DEMO_ARTICLES } from '../../db/seed/demo-news';

/** An article body as a careless or malicious author could write it. */
const HOSTILE_BODY = [
  '## Heading',
  'Intro with **bold** text.',
  '<script>window.__xss = 1</script>',
  '<img src="/nope.png" onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">bad link</a>',
  '[Police site](https://example.com/ogun) and [our news](/news) and [call](tel:112)',
  '<iframe src="https://example.com"></iframe>',
  '<p style="position:fixed">Styled</p> <form action="/x"><input name="a"><button>Go</button></form>',
  '<a href="https://example.com" target="_self" onclick="steal()">Other</a>',
].join('\n\n');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
  const day = 86_400_000;
  await ctx.database.db.insert(newsArticles).values([
    { slug: 'hidden-draft', title: 'Draft zebra', bodyText: 'zebra', isDraft: true, datePublished: new Date() },
    { slug: 'hidden-inactive', title: 'Inactive zebra', bodyText: 'zebra', isActive: false, datePublished: new Date() },
    { slug: 'hidden-unpublished', title: 'Unpublished zebra', bodyText: 'zebra', datePublished: null },
    {
      slug: 'hidden-future',
      title: 'Future zebra',
      bodyText: 'zebra',
      datePublished: new Date(Date.now() + day),
    },
    { slug: 'percent', title: 'Exactly 50% off', bodyText: 'giraffe', tags: ['#Offers'], datePublished: new Date() },
  ]);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/userTools/news/all${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /userTools/news/all', () => {
  it('pages 6 at a time, newest first, with pagination', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const total = DEMO_ARTICLES.length + 1;
    expect(body.data.news.data).toHaveLength(6);
    expect(body.data.news.pagination).toEqual({
      totalPages: Math.ceil(total / 6),
      total,
      currentPage: 1,
      pageSize: 6,
    });
    const dates = body.data.news.data.map((a: { datePublished: string }) => Date.parse(a.datePublished));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const last = await list(`?page=${Math.ceil(total / 6)}`);
    expect(last.body.data.news.data).toHaveLength(total % 6 || 6);
  });

  it('never shows drafts, inactive, unpublished or future articles', async () => {
    const { body } = await list('?search=zebra');
    expect(body.data.news.data).toEqual([]);
    expect(body.data.news.pagination.total).toBe(0);
  });

  it('filters by category through tags, ignoring case and spaces', async () => {
    const { body } = await list('?category=Security%20Alerts&size=50');
    const expected = DEMO_ARTICLES.filter((a) => a.tags.includes('securityalerts')).length;
    expect(body.data.news.data).toHaveLength(expected);
    for (const a of body.data.news.data) expect(a.tags.join(' ')).toContain('securityalerts');
    const all = await list('?category=View%20all');
    expect(all.body.data.news.pagination.total).toBe(DEMO_ARTICLES.length + 1);
  });

  it('searches title, subtitle, body and tags, and treats % literally', async () => {
    expect((await list('?search=Sagamu%20Interchange')).body.data.news.data[0].slug).toBe(
      'kidnapping-alert-sagamu-interchange',
    );
    expect((await list('?search=giraffe')).body.data.news.data.map((a: { slug: string }) => a.slug)).toEqual([
      'percent',
    ]);
    expect((await list('?search=%23offers')).body.data.news.data).toHaveLength(1);
    expect((await list('?search=50%25')).body.data.news.data).toHaveLength(1);
    expect((await list('?search=5%25%25')).body.data.news.data).toHaveLength(0);
  });

  it('sorts oldest first and by views', async () => {
    const oldest = (await list('?sort=oldest&size=50')).body.data.news.data;
    const dates = oldest.map((a: { datePublished: string }) => Date.parse(a.datePublished));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    const popular = (await list('?sort=popular&size=50')).body.data.news.data;
    const views = popular.map((a: { views: number }) => a.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('rejects a bad sort or page with a field error', async () => {
    const { status, body } = await list('?sort=random');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors[0].field).toBe('sort');
    expect((await list('?page=0')).status).toBe(400);
  });

  it('accepts a bearer token or none', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/userTools/news/all',
      headers: {},
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /userTools/news/{id}', () => {
  it('returns the article by id or slug and counts the view', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.slug, 'safeogun-launches-across-ogun'));
    const res = await ctx.app.inject({ url: `/api/v1/userTools/news/${row!.id}`, headers: READER_HEADERS });
    expect(res.statusCode).toBe(200);
    const news = res.json().data.news;
    expect(news.title).toBe(row!.title);
    expect(news.bodyText).toContain('## What you can do today');
    expect(news.views).toBe(row!.views + 1);
    const bySlug = await ctx.app.inject({
      url: '/api/v1/userTools/news/safeogun-launches-across-ogun',
      headers: READER_HEADERS,
    });
    expect(bySlug.json().data.news.views).toBe(row!.views + 2);
  });

  it('gives the body as HTML rendered from the Markdown and sanitised: no scripts, handlers, frames or forms', async () => {
    // Published for this test only: the list's tests count the articles.
    await ctx.database.db
      .insert(newsArticles)
      .values({ slug: 'hostile-body', title: 'Hostile body', bodyText: HOSTILE_BODY, datePublished: new Date(0) });
    const res = await ctx.app.inject({ url: '/api/v1/userTools/news/hostile-body', headers: READER_HEADERS });
    await ctx.database.db.delete(newsArticles).where(eq(newsArticles.slug, 'hostile-body'));
    expect(res.statusCode).toBe(200);
    const { bodyHtml, bodyText } = res.json().data.news;
    expect(bodyText).toBe(HOSTILE_BODY);
    expect(bodyHtml).toContain('<h2>Heading</h2>');
    expect(bodyHtml).toContain('<strong>bold</strong>');
    expect(bodyHtml).not.toMatch(/<script|<iframe|<form|<input|<button|onerror|onclick|javascript:|style=|__xss = 1/i);
    expect(bodyHtml).toContain('<img src="/nope.png" />');
    expect(bodyHtml).toContain('<a rel="noopener noreferrer">bad link</a>');
    expect(bodyHtml).toContain(
      '<a href="https://example.com/ogun" rel="noopener noreferrer" target="_blank">Police site</a>',
    );
    expect(bodyHtml).toContain('<a href="/news" rel="noopener noreferrer">our news</a>');
    expect(bodyHtml).toContain('<a href="tel:112" rel="noopener noreferrer">call</a>');
    expect(bodyHtml).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">Other</a>');
    expect(bodyHtml).toContain('<p>Styled</p>');
  });

  it('does not count a view when a robot (a link preview, a search engine) reads the article', async () => {
    const slug = 'safeogun-launches-across-ogun';
    const [row] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
    for (const robot of [
      'WhatsApp/2.23.20.0 A',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/userTools/news/${slug}`,
        headers: { 'user-agent': robot },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.news).toMatchObject({ title: row!.title, views: row!.views });
    }
    const person = await ctx.app.inject({ url: `/api/v1/userTools/news/${slug}`, headers: READER_HEADERS });
    expect(person.json().data.news.views).toBe(row!.views + 1);
  });

  it("answers 404 'Article not found' for missing and hidden articles", async () => {
    for (const id of ['999999', 'hidden-draft', 'hidden-inactive', 'hidden-future', 'nope']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/userTools/news/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Article not found' });
    }
  });
});
