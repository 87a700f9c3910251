import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';

let ctx: TestContext;
let admin: TestUser;
let citizen: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createTestUser(ctx, { role: 'admin' });
  citizen = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const send = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers ?? {}, payload });
const publicRead = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/v1/userTools/news/${id}` });
const bell = async (user: TestUser) =>
  ((await send(user, 'GET', '/notifications')).json().data.data as { title: string; link: string }[]).map(
    (n) => n.title,
  );

describe('article authoring', () => {
  it('a draft stays private until published; publishing dates it and makes it public', async () => {
    const created = await send(admin, 'POST', '/admin/news', {
      title: 'New Divisional Headquarters in Ota',
      subtitle: 'Opening on Monday',
      bodyText: '## Opening\n\nThe new office is at **Idiroko Road**.',
      tags: ['Platform Updates', 'ota'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data.news;
    expect(draft).toMatchObject({
      isDraft: true,
      datePublished: null,
      tags: ['platformupdates', 'ota'],
      slug: expect.stringMatching(/^new-divisional-headquarters-in-ota-[0-9a-f]{6}$/),
    });
    expect((await publicRead(draft.id)).statusCode).toBe(404);
    const listed = (await send(admin, 'GET', '/admin/news')).json().data.news.data;
    expect(listed.map((a: { id: number }) => a.id)).toContain(draft.id);

    const published = await send(admin, 'PATCH', `/admin/news/${draft.id}`, { publish: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.news).toMatchObject({ isDraft: false, datePublished: expect.any(String) });
    const read = await publicRead(draft.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.news.subtitle).toBe('Opening on Monday');

    // Only the fields sent change; unpublishing hides it again.
    const edited = await send(admin, 'PATCH', `/admin/news/${draft.id}`, { subtitle: 'Opened today', publish: false });
    expect(edited.json().data.news).toMatchObject({ subtitle: 'Opened today', title: draft.title, isDraft: true });
    expect((await publicRead(draft.id)).statusCode).toBe(404);
  });

  it('publishing a Security Alerts article tells citizens once, off the request path', async () => {
    const created = await send(admin, 'POST', '/admin/news', {
      title: 'Avoid the Sagamu interchange tonight',
      bodyText: 'Armed robbery reported; take the Ikorodu road.',
      tags: ['Security Alerts'],
      publish: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.news.id as number;
    expect(await bell(citizen)).not.toContain('Security alert: Avoid the Sagamu interchange tonight');
    await ctx.app.jobs.runDue();
    expect(await bell(citizen)).toContain('Security alert: Avoid the Sagamu interchange tonight');

    // Editing a published alert does not broadcast it again.
    await send(admin, 'PATCH', `/admin/news/${id}`, { bodyText: 'Road reopened at 6 am.' });
    await ctx.app.jobs.runDue();
    const titles = await bell(citizen);
    expect(titles.filter((t) => t === 'Security alert: Avoid the Sagamu interchange tonight')).toHaveLength(1);
  });

  it('refuses citizens (403), strangers (401), bad fields (400) and unknown articles (404)', async () => {
    const body = { title: 'T', bodyText: 'B' };
    expect((await send(citizen, 'POST', '/admin/news', body)).statusCode).toBe(403);
    expect((await send(null, 'POST', '/admin/news', body)).statusCode).toBe(401);
    expect((await send(citizen, 'GET', '/admin/news')).statusCode).toBe(403);
    const blank = await send(admin, 'POST', '/admin/news', { title: ' ', bodyText: 'B' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A title is required.');
    const script = await send(admin, 'POST', '/admin/news', { ...body, coverImage: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('The cover image must be an https:// address or a path on this site.');
    expect((await send(admin, 'PATCH', '/admin/news/99999', { title: 'X' })).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', '/admin/news/not-a-number', { title: 'X' })).statusCode).toBe(404);
  });
});
