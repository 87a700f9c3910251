/**
 * GET /metrics and the System page (issue 23): the token rule, the figures an on-call officer is alerted on, read
 * from what happened (an SOS sent and left waiting, a report past its target, a text that failed for good), the
 * same figures on the System page, and a failed text sent again from there (audited). No person's data in a label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, createTestClock, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { areaCommands, auditLog, incidentTypes, incidents, jobs, lgas } from '../../db/schema';
import { newTicketId } from '../../lib/ticket-id';

const TOKEN = 'metrics-token-0123456789abcdef';
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let citizen: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ demo: true, clock, env: { METRICS_TOKEN: TOKEN, APP_VERSION: 'v1.2.3' } });
  admin = await createTestUser(ctx, { role: 'admin', fullName: 'Admin Ade' });
  citizen = await createTestUser(ctx, { fullName: 'Bola Sender', phoneNumber: '+2348031112222' });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of the first series of `name` carrying `labels` (others ignored), undefined when there is none. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is not served at all without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('safeogun_');
    } finally {
      await off.close();
    }
  });

  it('refuses a request without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.body).not.toContain('safeogun_');
    }
  });

  it('answers the Prometheus text format with the build, the process and the request figures', async () => {
    await ctx.api('GET', '/health');
    await ctx.api('GET', '/does-not-exist');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(value(text, 'safeogun_build_info', { version: 'v1.2.3', engine: ctx.database.engine })).toBe(1);
    expect(value(text, 'safeogun_database_up')).toBe(1);
    const count = 'safeogun_http_request_duration_seconds_count';
    expect(value(text, count, { method: 'GET', route: '/api/v1/health', status_class: '2xx' })).toBeGreaterThan(0);
    // An unknown path is one series whatever the client sends, never its URL.
    expect(value(text, count, { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(0);
    expect(text).not.toContain('does-not-exist');
    expect(text).toContain('safeogun_nodejs_eventloop_lag_p99_seconds');
    expect(value(text, 'safeogun_live_streams', { stream: 'sos-board' })).toBe(0);
    if (ctx.database.engine === 'postgres') {
      expect(value(text, 'safeogun_db_pool_connections', { state: 'waiting' })).toBe(0);
    }
  });

  it('shows an SOS waiting unacknowledged, its age, and the texts sent to the emergency contacts', async () => {
    const contact = await ctx.api('POST', '/user/emergencyContact/', citizen, {
      fullName: 'Kemi Contact',
      phoneNumber: '8035550000',
      relationship: 'Sister',
    });
    expect(contact.statusCode).toBe(201);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sos/new',
      headers: citizen.headers,
      payload: { comment: 'Robbery in progress', coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 12 } },
    });
    expect(sent.statusCode).toBe(201);
    clock.advance(3 * 60_000);
    await ctx.app.jobs.runDue({ now: clock.now() });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'safeogun_sos_unacknowledged')).toBe(1);
    expect(value(text, 'safeogun_sos_oldest_unacknowledged_age_seconds')).toBeGreaterThanOrEqual(180);
    expect(value(text, 'safeogun_sos_alerts_received_total', { channel: 'web' })).toBe(1);
    expect(value(text, 'safeogun_sms_total', { provider: 'outbox', outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    // No person in any label: not the sender, not the contact, not the message.
    for (const personal of ['Bola', 'Kemi', '8035550000', '8031112222', 'Robbery', citizen.email]) {
      expect(text).not.toContain(personal);
    }
  });

  it('counts open reports past their target by Area Command, and the jobs that failed', async () => {
    const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Abeokuta South'));
    const [type] = await ctx.database.db.select().from(incidentTypes).where(eq(incidentTypes.name, 'Theft'));
    // Filed five hours ago: Theft is to be acknowledged within 4 hours.
    await ctx.database.db.insert(incidents).values({
      ticketId: newTicketId(),
      incidentTypeId: type!.id,
      description: 'Phone snatched at the junction.',
      submittedAt: new Date(clock.now().getTime() - 5 * 3600_000),
      lgaId: lga!.id,
      areaCommandId: lga!.areaCommandId,
    });
    await ctx.database.db
      .insert(jobs)
      .values({ queue: 'sos-sms', payload: {}, attempts: 5, failedAt: clock.now(), lastError: 'Provider down' });
    const [command] = await ctx.database.db.select().from(areaCommands).where(eq(areaCommands.id, lga!.areaCommandId!));
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'safeogun_cases_past_target', { area_command: command!.name })).toBe(1);
    expect(value(text, 'safeogun_jobs_failed', { queue: 'sos-sms' })).toBe(1);
  });
});

describe('the System page (GET /admin/system)', () => {
  it('gives administrators the same figures, and sends a failed text again, audited', async () => {
    const res = await ctx.api('GET', '/admin/system', admin);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ version: 'v1.2.3', engine: ctx.database.engine, sos: { unacknowledged: 1 } });
    expect(view.sos.oldestUnacknowledgedSeconds).toBeGreaterThanOrEqual(180);
    expect(view.overdueByAreaCommand).toHaveLength(1);
    expect(view.backup).toEqual({ directory: null, everySeconds: null, last: null });
    const failed = view.failedTexts.find((t: { lastError: string }) => t.lastError === 'Provider down');
    expect(failed).toMatchObject({ queue: 'sos-sms', attempts: 5 });

    const retry = await ctx.api('POST', `/admin/system/failed-texts/${failed.id}/retry`, admin);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ message: 'The text is queued to be sent again.' });
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(job).toMatchObject({ failedAt: null, attempts: 0 });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sms.retried'), eq(auditLog.targetId, String(failed.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(admin.id);

    const again = await ctx.api('POST', `/admin/system/failed-texts/${failed.id}/retry`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no failed text with that id (it may have been retried already).');
    const bad = await ctx.api('POST', '/admin/system/failed-texts/abc/retry', admin);
    expect(bad.statusCode).toBe(400);
  });
});
