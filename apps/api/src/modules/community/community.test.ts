import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, createTestUser, type TestUser } from '../../../test/helpers';
import { auditLog, communityPollCounts, jobs, lgas, stations } from '../../db/schema';
import { createPoliceWorld, type PoliceWorld } from '../casework/casework.test-helpers';

const clock = createTestClock(new Date('2026-11-20T09:00:00Z'));
let world: PoliceWorld;
let sagamu: TestUser;
let sagamuTexted: TestUser;
let ipokia: TestUser;
let sagamuOff: TestUser;

async function stationIn(name: string) {
  const db = world.ctx.database.db;
  const [lga] = await db.select().from(lgas).where(eq(lgas.name, name));
  const [station] = await db.select().from(stations).where(eq(stations.lgaId, lga!.id));
  return station!.id;
}

beforeAll(async () => {
  world = await createPoliceWorld({ clock });
  const sagamuStation = await stationIn('Sagamu');
  sagamu = await createTestUser(world.ctx, { fullName: 'Sagamu Resident', stationId: sagamuStation });
  sagamuTexted = await createTestUser(world.ctx, { fullName: 'Sagamu Texted', stationId: sagamuStation });
  sagamuOff = await createTestUser(world.ctx, { fullName: 'Sagamu Quiet', stationId: sagamuStation });
  ipokia = await createTestUser(world.ctx, { fullName: 'Ipokia Resident', stationId: await stationIn('Ipokia') });
  const prefs = (user: TestUser, areaAlerts: { push: boolean; sms: boolean }) =>
    world.ctx.api('PUT', '/user/notification-preferences', user, {
      reportStatus: { push: true, email: true },
      emergencyAlerts: { push: true, email: false },
      moreActivity: { push: false, email: false },
      areaAlerts,
    });
  expect((await prefs(sagamuTexted, { push: true, sms: true })).statusCode).toBe(200);
  expect((await prefs(sagamuOff, { push: false, sms: true })).statusCode).toBe(200);
});
afterAll(() => world.ctx.close());

const api = (...args: Parameters<PoliceWorld['ctx']['api']>) => world.ctx.api(...args);
const inADay = () => new Date(clock.now().getTime() + 86_400_000).toISOString();
const bell = async (user: TestUser) =>
  ((await api('GET', '/notifications', user)).json().data.data as { title: string; category: string }[]).map(
    (n) => n.title,
  );

describe('safety tips', () => {
  it('ships at least twelve published starter tips over every topic, searchable and each on its own', async () => {
    const all = await api('GET', '/community/tips');
    expect(all.statusCode).toBe(200);
    const tips = all.json().data.tips as { id: number; topic: string; steps: string[]; title: string }[];
    expect(tips.length).toBeGreaterThanOrEqual(12);
    expect(new Set(tips.map((t) => t.topic)).size).toBe(7);
    expect(tips.every((t) => t.steps.length > 0)).toBe(true);
    const fraud = (await api('GET', '/community/tips?topic=online-fraud-and-scams')).json().data.tips;
    expect(fraud.length).toBeGreaterThanOrEqual(2);
    expect(fraud.every((t: { topic: string }) => t.topic === 'online-fraud-and-scams')).toBe(true);
    const otp = (await api('GET', '/community/tips?q=OTP')).json().data.tips;
    expect(otp.map((t: { title: string }) => t.title)).toContain('Never share your PIN, OTP or BVN');
    const one = await api('GET', `/community/tips/${tips[0]!.id}`);
    expect(one.json().data.tip.title).toBe(tips[0]!.title);
    expect((await api('GET', '/community/tips?topic=weather')).statusCode).toBe(400);
  });

  it('administrators draft, publish, edit and unpublish a tip; the public sees only published ones', async () => {
    const flooded = { topic: 'road-and-travel', title: 'Flooded roads', summary: 'Turn around when water covers it.' };
    const steps = ['Do not drive through moving water.', 'Report blocked roads.'];
    const created = await api('POST', '/admin/tips', world.admin, { ...flooded, steps });
    expect(created.statusCode, created.body).toBe(201);
    const tip = created.json().data.tip;
    expect(tip.isDraft).toBe(true);
    expect((await api('GET', `/community/tips/${tip.id}`)).statusCode).toBe(404);
    expect((await api('PATCH', `/admin/tips/${tip.id}`, world.admin, { publish: true })).statusCode).toBe(200);
    expect((await api('GET', `/community/tips/${tip.id}`)).json().data.tip).toMatchObject({ ...flooded, steps });
    await api('PATCH', `/admin/tips/${tip.id}`, world.admin, { publish: false });
    expect((await api('GET', `/community/tips/${tip.id}`)).statusCode).toBe(404);
    // The starter tips are the command's to edit.
    const starter = (await api('GET', '/community/tips')).json().data.tips[0];
    const edited = await api('PATCH', `/admin/tips/${starter.id}`, world.admin, { summary: 'Edited by the command.' });
    expect(edited.json().data.tip.summary).toBe('Edited by the command.');
    const blank = await api('POST', '/admin/tips', world.admin, {
      topic: 'children',
      title: ' ',
      summary: 'S',
      steps: ['A'],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A title is required.');
    expect((await api('POST', '/admin/tips', world.citizen, { topic: 'children' })).statusCode).toBe(403);
    expect((await api('PATCH', '/admin/tips/999999', world.admin, { title: 'X' })).statusCode).toBe(404);
  });
});

describe('security alerts for an area', () => {
  let alertId: number;

  it('shows the numbers to be told before publishing, then tells Sagamu residents in the app and by text', async () => {
    const preview = await api('POST', '/admin/alerts/preview', world.admin, { lgas: ['sagamu'] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ recipients: 2, texts: 1 });

    const published = await api('POST', '/admin/alerts', world.admin, {
      title: 'Robbery near Sagamu interchange',
      body: 'Avoid the interchange after 9 pm; patrols increased.',
      severity: 'danger',
      lgas: ['Sagamu'],
      expiresAt: inADay(),
      notify: true,
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().data).toMatchObject({ recipients: 2, texts: 1, alert: { lgas: ['Sagamu'] } });
    alertId = published.json().data.alert.id;

    await world.ctx.app.jobs.runDue();
    await world.ctx.app.jobs.runDue();
    const title = 'Security alert for your area: Robbery near Sagamu interchange';
    expect(await bell(sagamu)).toContain(title);
    expect(await bell(sagamuTexted)).toContain(title);
    expect(await bell(sagamuOff)).not.toContain(title);
    expect(await bell(ipokia)).not.toContain(title);
    const texts = await world.ctx.database.db.select().from(jobs).where(eq(jobs.queue, 'community.area-alert-sms'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.doneAt).not.toBeNull();
    const outbox = path.join(world.ctx.config.dataDir, 'sms-outbox');
    const sent = readdirSync(outbox).map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
    expect(sent).toEqual([
      expect.objectContaining({
        message:
          'SafeOgun security alert: Robbery near Sagamu interchange. Avoid the interchange after 9 pm; patrols increased.',
      }),
    ]);

    // A retried broadcast tells nobody twice.
    await world.ctx.app.jobs.enqueue('community.area-alert', { alertId });
    await world.ctx.app.jobs.runDue();
    expect((await bell(sagamu)).filter((t) => t === title)).toHaveLength(1);
  });

  it("lists it for Sagamu and a Sagamu resident's dashboard, not for Ipokia", async () => {
    const ids = (r: { json(): { data: { alerts: { id: number }[] } } }) => r.json().data.alerts.map((a) => a.id);
    expect(ids(await api('GET', '/community/alerts?lga=Sagamu'))).toContain(alertId);
    expect(ids(await api('GET', '/community/alerts?lga=Ipokia'))).not.toContain(alertId);
    // The profile names the resident's area, so the dashboard asks for that LGA's alerts (decision 035).
    expect((await api('GET', '/user/me', sagamu)).json().data.user.lga).toBe('Sagamu');
    expect((await api('GET', '/user/me', ipokia)).json().data.user.lga).toBe('Ipokia');
    const mine = await api('GET', '/community/alerts', sagamu);
    expect(mine.json().data.lga).toBe('Sagamu');
    expect(ids(mine)).toContain(alertId);
    const theirs = await api('GET', '/community/alerts', ipokia);
    expect(theirs.json().data.lga).toBe('Ipokia');
    expect(ids(theirs)).not.toContain(alertId);
    expect((await api('GET', `/community/alerts/${alertId}`)).json().data.alert.severity).toBe('danger');
    expect((await api('GET', '/community/alerts?lga=Atlantis')).statusCode).toBe(400);
  });

  it('a resident without a station sees the state-wide alerts and polls only; a visitor every one', async () => {
    const stateWide = await api('POST', '/admin/alerts', world.admin, {
      title: 'Fraudsters posing as police on the phone',
      body: 'The police never ask for your PIN. Hang up and call 112.',
      severity: 'warning',
      lgas: [],
      expiresAt: inADay(),
      notify: false,
    });
    expect(stateWide.statusCode, stateWide.body).toBe(201);
    const stateWideId = stateWide.json().data.alert.id as number;
    const poll = await api('POST', '/admin/polls', world.admin, {
      question: 'Where should the next town hall be held?',
      options: ['Sagamu', 'Ota'],
      lgas: ['Sagamu'],
      closesAt: inADay(),
    });
    expect(poll.statusCode, poll.body).toBe(201);
    const pollId = poll.json().data.poll.id as number;

    const nowhere = await createTestUser(world.ctx, { fullName: 'No Station Resident' });
    expect((await api('GET', '/user/me', nowhere)).json().data.user.lga).toBeNull();
    const alerts = (await api('GET', '/community/alerts', nowhere)).json().data;
    expect(alerts.lga).toBeNull();
    expect(alerts.alerts.map((a: { id: number }) => a.id)).toEqual([stateWideId]);
    const polls = (await api('GET', '/community/polls', nowhere)).json().data.polls as { id: number }[];
    expect(polls.map((p) => p.id)).not.toContain(pollId);

    const visitor = (await api('GET', '/community/alerts')).json().data.alerts as { id: number }[];
    expect(visitor.map((a) => a.id)).toEqual(expect.arrayContaining([stateWideId, alertId]));
    const visitorPolls = (await api('GET', '/community/polls')).json().data.polls as { id: number }[];
    expect(visitorPolls.map((p) => p.id)).toContain(pollId);

    expect((await api('POST', `/admin/alerts/${stateWideId}/withdraw`, world.admin)).statusCode).toBe(200);
  });

  it('tells each publisher which LGAs they may address: the whole state, or their command', async () => {
    const admin = await api('GET', '/admin/community/lgas', world.admin);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data.wholeState).toBe(true);
    expect(admin.json().data.lgas).toEqual(expect.arrayContaining(['Sagamu', 'Ipokia', 'Odeda']));
    expect(admin.json().data.lgas).toHaveLength(20);
    const commander = (await api('GET', '/admin/community/lgas', world.commanderRight)).json().data;
    expect(commander.wholeState).toBe(false);
    expect(commander.lgas).toContain('Odeda');
    expect(commander.lgas).not.toContain('Sagamu');
    expect([...commander.lgas].sort((a: string, b: string) => a.localeCompare(b))).toEqual(commander.lgas);
    expect((await api('GET', '/admin/community/lgas', world.citizen)).statusCode).toBe(403);
    expect((await api('GET', '/admin/community/lgas', world.officerRight)).statusCode).toBe(403);
  });

  it('an area commander alerts only the LGAs of their command; a citizen cannot publish', async () => {
    const body = { title: 'T', body: 'B', severity: 'info', expiresAt: inADay() };
    const outside = await api('POST', '/admin/alerts', world.commanderRight, { ...body, lgas: ['Sagamu'] });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('You can only address the LGAs of your Area Command.');
    const state = await api('POST', '/admin/alerts', world.commanderRight, body);
    expect(state.statusCode).toBe(403);
    const inside = await api('POST', '/admin/alerts', world.commanderRight, { ...body, lgas: ['Odeda'] });
    expect(inside.statusCode, inside.body).toBe(201);
    expect((await api('POST', '/admin/alerts', world.citizen, { ...body, lgas: ['Odeda'] })).statusCode).toBe(403);
    expect((await api('POST', '/admin/alerts', world.officerRight, { ...body, lgas: ['Odeda'] })).statusCode).toBe(403);
    const past = await api('POST', '/admin/alerts', world.admin, { ...body, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The expiry time must be in the future.');
    // The other command's commander neither lists nor withdraws it.
    const other = await api('GET', '/admin/alerts', world.commanderOther);
    expect(other.json().data.alerts.map((a: { id: number }) => a.id)).not.toContain(inside.json().data.alert.id);
    const id = inside.json().data.alert.id;
    expect((await api('POST', `/admin/alerts/${id}/withdraw`, world.commanderOther)).statusCode).toBe(404);
  });

  it('a withdrawn or expired alert is hidden at once, and publishing and withdrawing are audited', async () => {
    const withdrawn = await api('POST', `/admin/alerts/${alertId}/withdraw`, world.admin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(
      (await api('GET', '/community/alerts?lga=Sagamu')).json().data.alerts.map((a: { id: number }) => a.id),
    ).not.toContain(alertId);
    expect((await api('GET', `/community/alerts/${alertId}`)).statusCode).toBe(404);
    expect((await api('POST', `/admin/alerts/${alertId}/withdraw`, world.admin)).statusCode).toBe(400);
    // A text still queued when the alert was withdrawn is not sent.
    const outbox = path.join(world.ctx.config.dataDir, 'sms-outbox');
    const textsBefore = readdirSync(outbox).length;
    await world.ctx.app.jobs.enqueue('community.area-alert-sms', {
      alertId,
      to: '+2348031234567',
      message: 'SafeOgun security alert: Robbery near Sagamu interchange.',
    });
    await world.ctx.app.jobs.runDue();
    expect(readdirSync(outbox)).toHaveLength(textsBefore);
    const audit = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'community-alert'), eq(auditLog.targetId, String(alertId))));
    expect(audit.map((a) => a.action).sort()).toEqual(['community.alert.published', 'community.alert.withdrawn']);

    const short = await api('POST', '/admin/alerts', world.hq, {
      title: 'Short',
      body: 'B',
      severity: 'warning',
      lgas: [],
      expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    const shortId = short.json().data.alert.id;
    expect(
      (await api('GET', '/community/alerts?lga=Ipokia')).json().data.alerts.map((a: { id: number }) => a.id),
    ).toContain(shortId);
    clock.advance(2 * 3_600_000);
    expect(
      (await api('GET', '/community/alerts?lga=Ipokia')).json().data.alerts.map((a: { id: number }) => a.id),
    ).not.toContain(shortId);
  });
});

describe('community polls', () => {
  let pollId: number;

  it('police publish a poll; citizens vote once and see the results only after voting', async () => {
    const bad = await api('POST', '/admin/polls', world.admin, {
      question: 'Q?',
      options: ['Only one'],
      closesAt: inADay(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Give between 2 and 6 options.');
    const created = await api('POST', '/admin/polls', world.admin, {
      question: 'Should patrols start earlier in Sagamu?',
      options: ['Yes', 'No', 'Not sure'],
      lgas: ['Sagamu'],
      closesAt: inADay(),
    });
    expect(created.statusCode, created.body).toBe(201);
    pollId = created.json().data.poll.id;
    const options = created.json().data.poll.options as { id: number; text: string }[];

    const before = await api('GET', `/community/polls/${pollId}`, sagamu);
    expect(before.json().data.poll).toMatchObject({ voted: false, results: null });
    expect(
      (await api('GET', '/community/polls?lga=Sagamu')).json().data.polls.map((p: { id: number }) => p.id),
    ).toContain(pollId);
    expect(
      (await api('GET', '/community/polls?lga=Ipokia')).json().data.polls.map((p: { id: number }) => p.id),
    ).not.toContain(pollId);

    expect((await api('POST', `/community/polls/${pollId}/vote`, null, { optionId: options[0]!.id })).statusCode).toBe(
      401,
    );
    expect(
      (await api('POST', `/community/polls/${pollId}/vote`, world.hq, { optionId: options[0]!.id })).statusCode,
    ).toBe(403);
    expect((await api('POST', `/community/polls/${pollId}/vote`, sagamu, { optionId: 99 })).statusCode).toBe(400);
    const voted = await api('POST', `/community/polls/${pollId}/vote`, sagamu, { optionId: options[0]!.id });
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json().data.poll).toMatchObject({ voted: true, results: { total: 1 } });
    const again = await api('POST', `/community/polls/${pollId}/vote`, sagamu, { optionId: options[1]!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already voted in this poll; each person votes once.');
    await api('POST', `/community/polls/${pollId}/vote`, ipokia, { optionId: options[1]!.id });
    // Someone who has not voted still sees no results while it is open.
    expect((await api('GET', `/community/polls/${pollId}`, sagamuOff)).json().data.poll.results).toBeNull();
    expect((await api('GET', `/community/polls/${pollId}`)).json().data.poll.results).toBeNull();
  });

  it('police see results by LGA and as CSV, never who voted for what', async () => {
    const results = await api('GET', `/admin/polls/${pollId}/results`, world.admin);
    expect(results.statusCode, results.body).toBe(200);
    const byLga = results.json().data.byLga as { lga: string; counts: { votes: number }[] }[];
    expect(byLga.map((r) => r.lga)).toEqual(['Ipokia', 'Sagamu']);
    expect(JSON.stringify(results.json())).not.toContain(sagamu.id);
    const csv = await api('GET', `/admin/polls/${pollId}/results.csv`, world.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('LGA,Yes,No,Not sure,Total');
    expect(csv.body).toContain('Sagamu,1,0,0,1');
    expect(csv.body).toContain('All LGAs,1,1,0,2');
    // The stored counts carry no person: only poll, option, LGA and a number.
    const [row] = await world.ctx.database.db.select().from(communityPollCounts).limit(1);
    expect(Object.keys(row!).sort()).toEqual(['lgaId', 'optionId', 'pollId', 'votes']);
    // An area commander of another command does not reach a Sagamu poll.
    expect((await api('GET', `/admin/polls/${pollId}/results`, world.commanderRight)).statusCode).toBe(404);
  });

  it('after closing, votes answer 409 and everyone sees the results', async () => {
    clock.advance(2 * 86_400_000);
    const late = await api('POST', `/community/polls/${pollId}/vote`, sagamuOff, { optionId: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This poll has closed; votes are no longer accepted.');
    const closed = (await api('GET', `/community/polls/${pollId}`)).json().data.poll;
    expect(closed).toMatchObject({ closed: true, results: { total: 2 } });
  });
});
