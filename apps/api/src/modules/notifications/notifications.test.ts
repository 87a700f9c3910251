import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { openSse } from '../../../test/sse';
import { incidentTypes, incidents, jobs, newsArticles, notificationPreferences } from '../../db/schema';
import { newTicketId } from '../../lib/ticket-id';
import { SECURITY_ALERT_QUEUE, notify, notifySecurityAlert, notifySosAcknowledged } from './notifications.service';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createTestUser(ctx);
  bob = await createTestUser(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

const api = (user: TestUser, method: 'GET' | 'PATCH' | 'POST', url: string) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers });

function outbox(): { to: string; subject: string; text: string }[] {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

async function setPreferences(userId: string, values: Partial<typeof notificationPreferences.$inferInsert>) {
  await ctx.database.db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

describe('notify and preferences', () => {
  it('stores, and emails through the job queue, by the section 3 defaults', async () => {
    const result = await notify(ctx.app, {
      userId: alice.id,
      category: 'reportStatus',
      title: 'Report OGP-1 is now In Progress',
      body: 'An officer is on the way.',
      link: '/reports/abc',
    });
    expect(result.notification).toMatchObject({
      title: 'Report OGP-1 is now In Progress',
      read: false,
      link: '/reports/abc',
    });
    expect(result.emailQueued).toBe(true);
    // Nothing is sent on the request path; the queue sends it.
    expect(outbox().filter((m) => m.to === alice.email)).toHaveLength(0);
    await ctx.app.jobs.runDue();
    const mails = outbox().filter((m) => m.to === alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('SafeOgun: Report OGP-1 is now In Progress');
    expect(mails[0]!.text).toContain('An officer is on the way.');
    expect(mails[0]!.text).toContain('/reports/abc');
  });

  it('moreActivity is off by default: nothing stored, nothing emailed', async () => {
    const result = await notify(ctx.app, { userId: bob.id, category: 'moreActivity', title: 'Reply', body: 'Thanks' });
    expect(result).toEqual({ notification: null, emailQueued: false });
  });

  it('obeys stored preferences per channel', async () => {
    await setPreferences(bob.id, {
      reportStatusPush: true,
      reportStatusEmail: false,
      emergencyAlertsPush: false,
      emergencyAlertsEmail: true,
    });
    const a = await notify(ctx.app, { userId: bob.id, category: 'reportStatus', title: 'A', body: 'a' });
    expect(a.notification).not.toBeNull();
    expect(a.emailQueued).toBe(false);
    const b = await notify(ctx.app, { userId: bob.id, category: 'emergencyAlerts', title: 'B', body: 'b' });
    expect(b.notification).toBeNull();
    expect(b.emailQueued).toBe(true);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 'notification-email'));
    expect(queued.filter((j) => (j.payload as { userId: string }).userId === bob.id)).toHaveLength(1);
  });
});

describe('list, unread count, mark read', () => {
  it("lists only the caller's own, newest first, with the unread count", async () => {
    const res = await api(alice, 'GET', '/notifications?page=1&size=10');
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['Report OGP-1 is now In Progress']);
    expect(body.unreadCount).toBe(1);
    expect(body.pagination).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
    const count = await api(alice, 'GET', '/notifications/unread-count');
    expect(count.json().data).toEqual({ unreadCount: 1 });
  });

  it("marks one read; another user's is not found", async () => {
    const id = (await api(alice, 'GET', '/notifications')).json().data.data[0].id;
    expect((await api(bob, 'PATCH', `/notifications/${id}/read`)).statusCode).toBe(404);
    const res = await api(alice, 'PATCH', `/notifications/${id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ notification: { id, read: true }, unreadCount: 0 });
    expect((await api(alice, 'PATCH', `/notifications/${id}/read`)).statusCode).toBe(200);
    expect((await api(alice, 'PATCH', '/notifications/not-a-uuid/read')).statusCode).toBe(400);
  });

  it('marks all read', async () => {
    await notify(ctx.app, { userId: alice.id, category: 'reportStatus', title: 'Two', body: '2' });
    await notify(ctx.app, { userId: alice.id, category: 'emergencyAlerts', title: 'Three', body: '3' });
    expect((await api(alice, 'GET', '/notifications/unread-count')).json().data.unreadCount).toBe(2);
    const res = await api(alice, 'POST', '/notifications/read-all');
    expect(res.json().data).toEqual({ updated: 2, unreadCount: 0 });
    expect((await api(alice, 'GET', '/notifications?unread=true')).json().data.data).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications/stream' })).statusCode).toBe(401);
  });
});

describe('report status change', () => {
  it('notifies the reporter when police change the status', async () => {
    const [type] = await ctx.database.db.select().from(incidentTypes).limit(1);
    const [incident] = await ctx.database.db
      .insert(incidents)
      .values({
        ticketId: newTicketId(),
        userId: alice.id,
        incidentTypeId: type!.id,
        description: 'Phone stolen at the park',
        submittedAt: new Date(),
      })
      .returning();
    const admin = await createTestUser(ctx, { role: 'admin' });
    const stream = await openSse(`${baseUrl}/api/v1/notifications/stream`, alice.token);
    try {
      await stream.next((e) => e.event === 'ready');
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/police/incidents/${incident!.id}/status`,
        headers: admin.headers,
        payload: { version: 0, status: 'in-progress', note: 'An officer has been assigned.' },
      });
      expect(res.statusCode).toBe(200);
      const event = await stream.next((e) => e.event === 'notification');
      expect(event.data).toMatchObject({
        type: 'notification',
        unreadCount: 1,
        notification: {
          category: 'reportStatus',
          title: `Report ${incident!.ticketId} is now In Progress`,
          body: 'An officer has been assigned.',
          link: `/reports/${incident!.id}`,
        },
      });
      // Marking read elsewhere updates the count live.
      await api(alice, 'POST', '/notifications/read-all');
      const unread = await stream.next((e) => e.event === 'unread');
      expect(unread.data).toEqual({ type: 'unread', unreadCount: 0 });
    } finally {
      stream.close();
    }
  });
});

describe('what is notified', () => {
  it('a security alert reaches every citizen whose emergency-alert preference allows it', async () => {
    const carol = await createTestUser(ctx);
    const officer = await createTestUser(ctx, { role: 'officer' });
    // bob turned emergency alerts in-app off (email on) in the test above.
    const sent = await notifySecurityAlert(ctx.app, {
      id: 42,
      title: 'Roadblock on the expressway',
      subtitle: 'Avoid Ogere tonight.',
    });
    expect(sent).toBeGreaterThanOrEqual(3);
    const list = async (user: TestUser) =>
      (await api(user, 'GET', '/notifications')).json().data.data.map((n: { title: string }) => n.title);
    expect(await list(carol)).toContain('Security alert: Roadblock on the expressway');
    expect(await list(bob)).not.toContain('Security alert: Roadblock on the expressway');
    expect(await list(officer)).toEqual([]);
    const [latest] = (await api(carol, 'GET', '/notifications')).json().data.data;
    expect(latest).toMatchObject({ category: 'emergencyAlerts', link: '/news/42', body: 'Avoid Ogere tonight.' });
  });

  it('a queued broadcast for a published Security Alerts article runs once, even when retried', async () => {
    const erin = await createTestUser(ctx);
    const [article] = await ctx.database.db
      .insert(newsArticles)
      .values({
        slug: 'alert-x',
        title: 'Flooding in Ifo',
        bodyText: 'Stay away from the river.',
        tags: ['securityalerts'],
        datePublished: new Date(),
      })
      .returning();
    await ctx.app.jobs.enqueue(SECURITY_ALERT_QUEUE, { articleId: article!.id });
    await ctx.app.jobs.enqueue(SECURITY_ALERT_QUEUE, { articleId: article!.id });
    await ctx.app.jobs.runDue();
    const titles = (await api(erin, 'GET', '/notifications')).json().data.data.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Security alert: Flooding in Ifo']);
  });

  it('a retried broadcast does not email again someone who gets alerts by email only', async () => {
    const fola = await createTestUser(ctx);
    await setPreferences(fola.id, { emergencyAlertsPush: false, emergencyAlertsEmail: true });
    const article = { id: 4242, title: 'Fuel tanker fire at Sagamu', subtitle: 'Use the Ikorodu road.' };
    await notifySecurityAlert(ctx.app, article);
    await notifySecurityAlert(ctx.app, article);
    const emails = (await ctx.database.db.select().from(jobs)).filter(
      (job) => (job.payload as { userId?: string; link?: string }).userId === fola.id,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatchObject({
      link: '/news/4242',
      subject: 'SafeOgun: Security alert: Fuel tanker fire at Sagamu',
    });
  });

  it('an acknowledged SOS tells the sender', async () => {
    const dave = await createTestUser(ctx);
    const { notification } = await notifySosAcknowledged(ctx.app, { userId: dave.id, station: 'Ifo Division' });
    expect(notification).toMatchObject({
      title: 'Your SOS alert was acknowledged',
      body: "Ifo Division has received your alert. Help is on it's way.",
    });
  });
});
