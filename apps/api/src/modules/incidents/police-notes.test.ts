import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { incidentReviews, incidentTypes, incidents, lgas, notifications, stations } from '../../db/schema';
import { newTicketId } from '../../lib/ticket-id';

let ctx: TestContext;
let citizen: TestUser;
let officer: TestUser;
let outsider: TestUser;
let typeId: number;
let lgaId: number;
let stationId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  citizen = await createTestUser(ctx);
  typeId = (await ctx.database.db.select().from(incidentTypes).limit(1))[0]!.id;
  const [home, away] = await ctx.database.db.select().from(lgas).limit(2);
  lgaId = home!.id;
  const [station, other] = await ctx.database.db
    .insert(stations)
    .values([
      { formation: 'Notes Test Division', lgaId: home!.id },
      { formation: 'Elsewhere Test Division', lgaId: away!.id },
    ])
    .returning();
  stationId = station!.id;
  officer = await createTestUser(ctx, { role: 'officer', stationId: station!.id });
  outsider = await createTestUser(ctx, { role: 'officer', stationId: other!.id });
});
afterAll(() => ctx.close());

async function report(fields: Partial<typeof incidents.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(incidents)
    .values({
      ticketId: newTicketId(),
      userId: citizen.id,
      incidentTypeId: typeId,
      description: 'Generator stolen from the shop at night.',
      submittedAt: new Date(),
      lgaId,
      stationId,
      ...fields,
    })
    .returning();
  return row!;
}

const post = (user: TestUser | null, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user?.headers ?? {}, payload: payload as object });

const notificationsOf = (userId: string) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /police/incidents/{id}/notes', () => {
  it('adds a public note the citizen sees on the report, on the tracking page and in the bell', async () => {
    const incident = await report();
    const res = await post(officer, `/police/incidents/${incident.id}/notes`, { note: '  CCTV footage requested. ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      isPublic: true,
      update: { status: null, note: 'CCTV footage requested.' },
    });

    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${incident.id}`, headers: citizen.headers })
    ).json().data.incident;
    expect(mine.incidentStatus).toBe('new');
    expect(mine.updates).toEqual([{ status: null, note: 'CCTV footage requested.', date: expect.any(String) }]);
    const tracked = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/track/${incident.ticketId}` })
    ).json();
    expect(tracked.data.updates.map((u: { note: string }) => u.note)).toEqual(['CCTV footage requested.']);

    const told = (await notificationsOf(citizen.id)).filter((n) => n.link === `/reports/${incident.id}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `New note from the police on report ${incident.ticketId}`,
      body: 'CCTV footage requested.',
    });
  });

  it('keeps an internal note from the citizen: not on the report, not tracked, nobody told', async () => {
    const incident = await report();
    const res = await post(officer, `/police/incidents/${incident.id}/notes`, {
      note: 'Suspect known to the division.',
      isPublic: false,
    });
    expect(res.statusCode).toBe(201);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${incident.id}`, headers: citizen.headers })
    ).json().data.incident;
    expect(mine.updates).toEqual([]);
    expect(JSON.stringify(await notificationsOf(citizen.id))).not.toContain('Suspect known');
  });

  it("answers 404 to an officer outside the report's jurisdiction; an administrator acts anywhere", async () => {
    const incident = await report();
    const away = await post(outsider, `/police/incidents/${incident.id}/notes`, { note: 'Not mine.' });
    expect(away.statusCode).toBe(404);
    const stationless = await createTestUser(ctx, { role: 'officer' });
    expect((await post(stationless, `/police/incidents/${incident.id}/notes`, { note: 'x' })).statusCode).toBe(404);
    const admin = await createTestUser(ctx, { role: 'admin' });
    expect((await post(admin, `/police/incidents/${incident.id}/notes`, { note: 'HQ is following.' })).statusCode).toBe(
      201,
    );
  });

  it('answers 403 to citizens, 401 without a token, 404 for drafts and unknown ids, 400 for a blank note', async () => {
    const incident = await report();
    expect((await post(citizen, `/police/incidents/${incident.id}/notes`, { note: 'x' })).statusCode).toBe(403);
    expect((await post(null, `/police/incidents/${incident.id}/notes`, { note: 'x' })).statusCode).toBe(401);
    const draft = await report({ isDraft: true, submittedAt: null });
    expect((await post(officer, `/police/incidents/${draft.id}/notes`, { note: 'x' })).statusCode).toBe(404);
    expect((await post(officer, '/police/incidents/not-an-id/notes', { note: 'x' })).statusCode).toBe(404);
    const blank = await post(officer, `/police/incidents/${incident.id}/notes`, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A note is required.');
  });
});

describe('POST /police/incidents/{id}/review/reply', () => {
  it("answers the citizen's review: shown under it on the report and told to the citizen", async () => {
    const incident = await report({ status: 'resolved' });
    const reviewed = await post(citizen, `/incident/${incident.id}/review`, { rating: 4, comments: 'Quick response.' });
    expect(reviewed.statusCode, reviewed.body).toBeLessThan(300);
    expect(reviewed.json().data.review).toMatchObject({ reply: null, repliedAt: null });

    const res = await post(officer, `/police/incidents/${incident.id}/review/reply`, {
      reply: 'Thank you for your feedback.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review).toMatchObject({
      rating: 4,
      comments: 'Quick response.',
      reply: 'Thank you for your feedback.',
      repliedAt: expect.any(String),
    });
    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${incident.id}`, headers: citizen.headers })
    ).json().data.incident;
    expect(mine.review.reply).toBe('Thank you for your feedback.');
    const told = (await notificationsOf(citizen.id)).filter((n) => n.title.includes('replied to your review'));
    expect(told.map((n) => n.title)).toContain(`The police replied to your review of ${incident.ticketId}`);

    // A second reply replaces the first.
    await post(officer, `/police/incidents/${incident.id}/review/reply`, {
      reply: 'Case closed with the suspect charged.',
    });
    const [row] = await ctx.database.db
      .select()
      .from(incidentReviews)
      .where(eq(incidentReviews.incidentId, incident.id));
    expect(row!.reply).toBe('Case closed with the suspect charged.');
  });

  it('answers 404 when the report has no review, 403 to citizens, 400 for a blank reply', async () => {
    const incident = await report({ status: 'closed' });
    const none = await post(officer, `/police/incidents/${incident.id}/review/reply`, { reply: 'Thanks' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This report has no review to reply to.');
    expect((await post(citizen, `/police/incidents/${incident.id}/review/reply`, { reply: 'x' })).statusCode).toBe(403);
    expect((await post(outsider, `/police/incidents/${incident.id}/review/reply`, { reply: 'x' })).statusCode).toBe(
      404,
    );
    const blank = await post(officer, `/police/incidents/${incident.id}/review/reply`, { reply: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A reply is required.');
  });
});
