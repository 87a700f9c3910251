import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestClock,
  createTestUser,
  READER_HEADERS,
  type TestClock,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

let ctx: TestContext;
let clock: TestClock;
let admin: TestUser;

beforeAll(async () => {
  clock = createTestClock(new Date('2026-03-02T08:00:00Z'));
  ctx = await createTestApp({ clock });
  admin = await createTestUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const publicTitles = async () =>
  ((await ctx.api('GET', '/userTools/news/all?size=50')).json().data.news.data as { title: string }[]).map(
    (a) => a.title,
  );
const auditActions = async () =>
  ((await ctx.api('GET', '/admin/audit?size=50', admin)).json().data.data as { action: string }[]).map((e) => e.action);

function multipartImage(bytes: Buffer, filename = 'cover.png', type = 'image/png') {
  const boundary = '----safeogun-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('scheduled publication', () => {
  it('a scheduled article stays unseen until its time, then the job queue publishes it dated then', async () => {
    const at = '2026-03-02T09:30:00.000Z';
    const created = await ctx.api('POST', '/admin/news', admin, {
      title: 'Town hall meeting in Ijebu-Ode',
      bodyText: 'Come and meet your Divisional Police Officer.',
      category: 'Platform Updates',
      scheduleAt: at,
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json().data.news;
    expect(article).toMatchObject({ isDraft: true, scheduledAt: at, category: 'Platform Updates' });
    expect(article.tags).toContain('platformupdates');

    const scheduled = await ctx.api('GET', '/admin/news?state=scheduled', admin);
    expect(scheduled.json().data.news.data.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect((await ctx.api('GET', '/admin/news?state=draft', admin)).json().data.news.data).toHaveLength(0);

    clock.set(new Date('2026-03-02T09:29:00Z'));
    await ctx.app.jobs.runDue();
    expect(await publicTitles()).not.toContain('Town hall meeting in Ijebu-Ode');

    clock.set(new Date('2026-03-02T09:31:00Z'));
    await ctx.app.jobs.runDue();
    expect(await publicTitles()).toContain('Town hall meeting in Ijebu-Ode');
    const read = await ctx.app.inject({ url: `/api/v1/userTools/news/${article.id}`, headers: READER_HEADERS });
    expect(read.json().data.news).toMatchObject({ isDraft: false, datePublished: at, scheduledAt: null, views: 1 });
    const published = await ctx.api('GET', '/admin/news?state=published&category=Platform Updates', admin);
    expect(published.json().data.news.data[0]).toMatchObject({ id: article.id, views: 1 });
    expect(await auditActions()).toEqual(expect.arrayContaining(['news.article.scheduled', 'news.article.published']));
  });

  it('a moved or cancelled schedule does not publish at the old time', async () => {
    clock.set(new Date('2026-03-03T08:00:00Z'));
    const created = await ctx.api('POST', '/admin/news', admin, {
      title: 'Moved announcement',
      bodyText: 'Body',
      scheduleAt: '2026-03-03T10:00:00Z',
    });
    const id = created.json().data.news.id as number;
    const moved = await ctx.api('PATCH', `/admin/news/${id}`, admin, { scheduleAt: '2026-03-03T12:00:00Z' });
    expect(moved.json().data.news.scheduledAt).toBe('2026-03-03T12:00:00.000Z');
    clock.set(new Date('2026-03-03T11:00:00Z'));
    await ctx.app.jobs.runDue();
    expect(await publicTitles()).not.toContain('Moved announcement');

    await ctx.api('PATCH', `/admin/news/${id}`, admin, { scheduleAt: null });
    clock.set(new Date('2026-03-03T13:00:00Z'));
    await ctx.app.jobs.runDue();
    expect(await publicTitles()).not.toContain('Moved announcement');
    expect((await ctx.api('GET', '/admin/news?state=draft', admin)).json().data.news.data[0].id).toBe(id);
  });

  it('a scheduled Security Alert is broadcast once, when the job queue publishes it', async () => {
    const citizen = await createTestUser(ctx);
    const bell = async () =>
      ((await ctx.api('GET', '/notifications', citizen)).json().data.data as { title: string }[]).map((n) => n.title);
    const created = await ctx.api('POST', '/admin/news', admin, {
      title: 'Road closed at Kuto tonight',
      bodyText: 'Use the Lafenwa road until 6 am.',
      tags: ['Security Alerts'],
      scheduleAt: '2026-03-04T12:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    clock.set(new Date('2026-03-04T11:59:00Z'));
    await ctx.app.jobs.runDue();
    expect(await bell()).not.toContain('Security alert: Road closed at Kuto tonight');

    clock.set(new Date('2026-03-04T12:00:30Z'));
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect((await bell()).filter((t) => t === 'Security alert: Road closed at Kuto tonight')).toHaveLength(1);
  });

  it('refuses a time in the past, publishing and scheduling together, and an unknown category', async () => {
    /** Sends an article with `fields`, expects it refused, and answers the refusal. */
    const refused = async (fields: object) => {
      const res = await ctx.api('POST', '/admin/news', admin, { title: 'T', bodyText: 'B', ...fields });
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect((await refused({ scheduleAt: '2020-01-01T00:00:00Z' })).message).toBe(
      'The publication time must be in the future.',
    );
    expect((await refused({ publish: true, scheduleAt: '2030-01-01T00:00:00Z' })).errors[0]).toMatchObject({
      field: 'scheduleAt',
      message: 'Publish now or schedule a time, not both.',
    });
    await refused({ category: 'Gossip' });
  });
});

describe('cover images', () => {
  it('a wide image is stored at most 1600 px wide as WebP and served publicly', async () => {
    const png = await sharp({ create: { width: 3200, height: 1200, channels: 3, background: '#1b5e20' } })
      .png()
      .toBuffer();
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/news/covers', ...multipartImage(png) });
    expect(upload.statusCode, upload.body).toBe(201);
    const cover = upload.json().data as { url: string; width: number; height: number };
    expect(cover).toMatchObject({ width: 1600, height: 600 });
    expect(cover.url).toMatch(/^\/api\/v1\/userTools\/news\/covers\/[0-9a-f-]{36}\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: cover.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(await auditActions()).toContain('news.cover.uploaded');

    const article = await ctx.api('POST', '/admin/news', admin, {
      title: 'With cover',
      bodyText: 'B',
      coverImage: cover.url,
    });
    expect(article.json().data.news.coverImage).toBe(cover.url);
  });

  it('refuses a cover of 10 MB or more with a sentence', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/news/covers', ...multipartImage(big) });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toBe('The image must be under 10 MB.');
  });

  it('refuses a file that is not an image whatever its name says, and strangers', async () => {
    const fake = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/news/covers',
      ...multipartImage(Buffer.from('<svg onload="alert(1)"></svg> not really a png'), 'cover.png'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The file is not a JPEG, PNG, WebP or GIF image.');
    const none = await ctx.api('POST', '/admin/news/covers', admin, {});
    expect(none.statusCode).toBe(400);
    const citizen = await createTestUser(ctx);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/news/covers',
      ...multipartImage(Buffer.from('x')),
      headers: { ...multipartImage(Buffer.from('x')).headers, authorization: citizen.headers.authorization },
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/userTools/news/covers/..%2Fsecret' })).statusCode).toBe(
      404,
    );
  });
});
