import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, IDEMPOTENCY_MESSAGES } from '@safeogun/contract/messages';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let types: Record<string, number>;
let stationId: number;

beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
  alice = await createTestUser(ctx);
  bob = await createTestUser(ctx);
  const t = (await ctx.api('GET', '/feedback/types')).json();
  types = Object.fromEntries(t.data.map((x: { id: number; name: string }) => [x.name, x.id]));
  const s = (await ctx.api('GET', '/feedback/stations')).json();
  stationId = s.data[0].id;
});
afterAll(() => ctx.close());

const create = (user: TestUser | null, payload: Record<string, unknown>) =>
  ctx.api('POST', '/feedback/create', user, payload);

/** A feedback to the first station of the list, with the fields a test is about. */
const toStation = (fields: Record<string, unknown>) => ({ feedbackRecipient: 'Station', stationId, ...fields });

describe('POST /feedback/create', () => {
  it('needs a signed-in user', async () => {
    const res = await create(
      null,
      toStation({
        feedbackTypeId: types.Suggestion,
        comment: 'x',
      }),
    );
    expect(res.statusCode).toBe(401);
  });

  it('stores a rated station feedback; officerName defaults to Anonymous', async () => {
    const res = await create(
      alice,
      toStation({
        feedbackTypeId: types.Compliment,
        officerName: '',
        comment: '  Quick response at night.  ',
        rating: 5,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(FEEDBACK_MESSAGES.success);
    expect(body.data).toMatchObject({
      feedbackType: 'Compliment',
      feedbackRecipient: 'Station',
      stationId,
      station: { id: stationId, formation: expect.any(String) },
      officerName: 'Anonymous',
      rating: 5,
      comment: 'Quick response at night.',
    });
  });

  it('stores an officer feedback with no station and rating 0 for unrated types', async () => {
    const res = await create(alice, {
      feedbackTypeId: types.Suggestion,
      feedbackRecipient: 'Officer',
      stationId,
      officerName: 'Sgt. Adewale',
      comment: 'More foot patrols please.',
      rating: 4,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ stationId: null, station: null, officerName: 'Sgt. Adewale', rating: 0 });
  });

  it.each([
    [{ feedbackRecipient: 'Station', stationId: 1, comment: 'x' }, FEEDBACK_MESSAGES.required, 'feedbackTypeId'],
    [
      { feedbackTypeId: 'Suggestion', feedbackRecipient: 'Nobody', comment: 'x' },
      FEEDBACK_MESSAGES.required,
      'feedbackRecipient',
    ],
    [
      { feedbackTypeId: 'Suggestion', feedbackRecipient: 'Station', comment: 'x' },
      FEEDBACK_MESSAGES.selectStation,
      'stationId',
    ],
    [
      { feedbackTypeId: 'Suggestion', feedbackRecipient: 'Station', stationId: 999999, comment: 'x' },
      FEEDBACK_MESSAGES.selectStation,
      'stationId',
    ],
    [
      { feedbackTypeId: 'Other', feedbackRecipient: 'Officer', officerName: '  ', comment: 'x' },
      FEEDBACK_MESSAGES.enterOfficer,
      'officerName',
    ],
    [
      { feedbackTypeId: 'Other', feedbackRecipient: 'Officer', officerName: 'Cpl. Musa', comment: '   ' },
      FEEDBACK_MESSAGES.required,
      'comment',
    ],
    [
      {
        feedbackTypeId: 'Complaint',
        feedbackRecipient: 'Officer',
        officerName: 'Cpl. Musa',
        comment: 'Rude.',
        rating: 0,
      },
      FEEDBACK_MESSAGES.ratingRequired,
      'rating',
    ],
    [
      { feedbackTypeId: 'Compliment', feedbackRecipient: 'Officer', officerName: 'Cpl. Musa', comment: 'Kind.' },
      FEEDBACK_MESSAGES.ratingRequired,
      'rating',
    ],
  ])('refuses %j with the section 5 message', async (payload, message, field) => {
    const p: Record<string, unknown> = { ...payload };
    if (typeof p.feedbackTypeId === 'string') p.feedbackTypeId = types[p.feedbackTypeId];
    if (p.stationId === 1) p.stationId = stationId;
    const res = await create(alice, p);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
  });

  it('refuses a comment over 1000 characters and a rating over 5', async () => {
    const base = { feedbackTypeId: types.Complaint, feedbackRecipient: 'Officer', officerName: 'A' };
    expect((await create(alice, { ...base, comment: 'x'.repeat(1001), rating: 3 })).statusCode).toBe(400);
    expect((await create(alice, { ...base, comment: 'ok', rating: 6 })).statusCode).toBe(400);
  });

  it.each([
    [
      'feedbackTypeId',
      { feedbackTypeId: 3_000_000_000, feedbackRecipient: 'Officer', officerName: 'A', comment: 'ok' },
    ],
    ['stationId', { feedbackRecipient: 'Station', stationId: 3_000_000_000, comment: 'ok' }],
  ])('answers %s beyond the database range with 400 and a sentence, never 500', async (field, payload) => {
    const res = await create(alice, { feedbackTypeId: types.Suggestion, ...payload });
    expect(res.statusCode, res.body).toBe(400);
    const message = `${field} must be a whole number from 1 to 2147483647.`;
    expect(res.json()).toEqual({ success: false, message, errors: [{ field, message }] });
  });
});

describe('GET /feedback/history', () => {
  it("lists only the caller's own feedback, newest first, paged", async () => {
    const res = await ctx.api('GET', '/feedback/history?page=1&size=10', alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.data.map((f: { feedbackType: string }) => f.feedbackType)).toEqual(['Suggestion', 'Compliment']);
    expect(body.data.pagination).toEqual({ totalPages: 1, total: 2, currentPage: 1, pageSize: 10 });
    const page2 = (await ctx.api('GET', '/feedback/history?page=2&size=1', alice)).json();
    expect(page2.data.data[0].feedbackType).toBe('Compliment');
    expect(page2.data.pagination.totalPages).toBe(2);
    const other = (await ctx.api('GET', '/feedback/history', bob)).json();
    expect(other.data.data).toEqual([]);
    expect(other.data.pagination.total).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.api('GET', '/feedback/history')).statusCode).toBe(401);
  });

  it.each([
    ['1e300', 'Page must be 10000 or less'],
    ['2.5', 'Page must be a whole number'],
    ['two', 'Page must be a number'],
  ])('answers page=%s with 400 and a sentence', async (page, message) => {
    const res = await ctx.api('GET', `/feedback/history?page=${page}`, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: [{ field: 'page', message }] });
  });
});

describe('police replies to feedback', () => {
  it("an officer reads and answers their own station's feedback, never who sent it; the sender is told", async () => {
    const officer = await createTestUser(ctx, { role: 'officer', stationId });
    const sent = await create(
      bob,
      toStation({
        feedbackTypeId: types.Complaint,
        rating: 2,
        comment: 'The counter was unattended for an hour.',
      }),
    );
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id as string;
    expect(sent.json().data).toMatchObject({ reply: null, repliedAt: null });

    const list = await ctx.api('GET', '/police/feedback?size=100', officer);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.data as { id: string; stationId: number | null }[];
    expect(listed.find((f) => f.id === id)).toMatchObject({ comment: 'The counter was unattended for an hour.' });
    expect(listed.every((f) => f.stationId === stationId)).toBe(true);
    expect(list.body).not.toContain(bob.id);
    expect(list.body).not.toContain(bob.email);

    // bob keeps the default preferences: a reply to his feedback is stored and emailed without opting in.
    const prefs = await ctx.api('GET', '/user/notification-preferences', bob);
    expect(prefs.json().data.preferences.moreActivity).toEqual({ push: false, email: false });
    const replied = await ctx.api('POST', `/police/feedback/${id}/reply`, officer, {
      reply: 'The desk is now staffed through the night.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({
      id,
      reply: 'The desk is now staffed through the night.',
      repliedAt: expect.any(String),
    });

    const history = (await ctx.api('GET', '/feedback/history', bob)).json();
    expect(history.data.data.find((f: { id: string }) => f.id === id).reply).toBe(
      'The desk is now staffed through the night.',
    );
    const bell = (await ctx.api('GET', '/notifications', bob)).json();
    expect(JSON.stringify(bell)).toContain('The police replied to your feedback');
    await ctx.app.jobs.runDue();
    const mails = readdirSync(ctx.app.mailer.outboxDir).map(
      (name) => JSON.parse(readFileSync(path.join(ctx.app.mailer.outboxDir, name), 'utf8')) as Record<string, string>,
    );
    expect(mails).toContainEqual(
      expect.objectContaining({
        to: bob.email,
        subject: 'SafeOgun: The police replied to your feedback',
        text: expect.stringContaining('The desk is now staffed through the night.'),
      }),
    );
  });

  it('feedback about a named officer, or to another station, is for administrators only', async () => {
    const officer = await createTestUser(ctx, { role: 'officer', stationId });
    const admin = await createTestUser(ctx, { role: 'admin' });
    const aboutOfficer = await create(bob, {
      feedbackTypeId: types.Complaint,
      feedbackRecipient: 'Officer',
      officerName: 'Cpl. Ade',
      rating: 1,
      comment: 'The officer at the checkpoint asked for money.',
    });
    const id = aboutOfficer.json().data.id as string;
    const reply = (user: TestUser) =>
      ctx.api('POST', `/police/feedback/${id}/reply`, user, { reply: 'HQ has opened an inquiry.' });
    const officerList = await ctx.api('GET', '/police/feedback?size=100', officer);
    expect(officerList.body).not.toContain('asked for money');
    expect((await reply(officer)).statusCode).toBe(404);
    const stationless = await createTestUser(ctx, { role: 'officer' });
    const empty = await ctx.api('GET', '/police/feedback', stationless);
    expect(empty.json().data).toEqual({
      data: [],
      pagination: { totalPages: 0, total: 0, currentPage: 1, pageSize: 10 },
    });

    const adminList = await ctx.api('GET', '/police/feedback?size=100', admin);
    expect(adminList.body).toContain('asked for money');
    expect((await reply(admin)).statusCode).toBe(200);
  });

  it('answers 403 to citizens, 404 for unknown feedback, 400 for a blank reply', async () => {
    const officer = await createTestUser(ctx, { role: 'admin' });
    const reply = (user: TestUser, id: string, payload: object) =>
      ctx.api('POST', `/police/feedback/${id}/reply`, user, payload);
    expect((await ctx.api('GET', '/police/feedback', alice)).statusCode).toBe(403);
    const mine = (await ctx.api('GET', '/feedback/history', alice)).json().data.data[0].id as string;
    expect((await reply(alice, mine, { reply: 'x' })).statusCode).toBe(403);
    expect((await reply(officer, '3f1c6a4e-1111-4222-8333-944455556666', { reply: 'x' })).statusCode).toBe(404);
    expect((await reply(officer, 'nope', { reply: 'x' })).statusCode).toBe(404);
    const blank = await reply(officer, mine, { reply: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A reply is required.');
  });
});

describe('POST /feedback/create with an Idempotency-Key (the outbox, decision 025)', () => {
  // Their own citizens and client address: the requests above used up most of the 20 a minute.
  let carol: TestUser;
  let dave: TestUser;
  beforeAll(async () => {
    carol = await createTestUser(ctx);
    dave = await createTestUser(ctx);
  });

  const withKey = (user: TestUser, key: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/feedback/create`,
      headers: { ...user.headers, 'idempotency-key': key },
      remoteAddress: '10.25.0.1',
      payload,
    });

  it('stores a feedback sent twice with one key once, and answers the retry with the first result', async () => {
    const payload = toStation({ feedbackTypeId: types.Suggestion, comment: 'Sent twice on a bad line.' });
    const first = await withKey(carol, 'outbox-feedback-0001', payload);
    const again = await withKey(carol, 'outbox-feedback-0001', payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const history = (await ctx.api('GET', '/feedback/history?page=1&size=50', carol)).json();
    const mine = history.data.data.filter((f: { comment: string }) => f.comment === 'Sent twice on a bad line.');
    expect(mine).toHaveLength(1);
  });

  it('refuses the key with another request (422), and keys are per person', async () => {
    const payload = toStation({ feedbackTypeId: types.Suggestion, comment: 'First words.' });
    expect((await withKey(carol, 'outbox-feedback-0002', payload)).statusCode).toBe(201);
    const other = await withKey(carol, 'outbox-feedback-0002', { ...payload, comment: 'Other words.' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    // Another citizen's request with the same key is their own.
    expect((await withKey(dave, 'outbox-feedback-0002', payload)).statusCode).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const res = await withKey(carol, 'bad key!', toStation({ feedbackTypeId: types.Suggestion, comment: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.badKey);
  });
});
