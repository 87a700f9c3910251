/**
 * Reviews and feedback in the console (issue 12, decision 013): who reads which entries (reach), the filters and
 * paging, "mine" (reviews of cases the caller handled), the reviewer's identity hidden where the citizen asked (no
 * name, email, phone or account id in any police answer then), inline replies, bad input, and the summary's counts
 * and averages per station and per Area Command over a period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICE_FEEDBACK_MESSAGES, type PoliceFeedbackEntry } from '@safeogun/contract/police-feedback';
import { feedbackTypes, feedbacks, incidentReviews, incidentUpdates } from '../../db/schema';
import { call, createPoliceWorld, insertReport, type Place, type PoliceWorld } from '../casework/casework.test-helpers';
import type { TestUser } from '../../../test/helpers';
import { nigerianDay } from './police-feedback.service';

let world: PoliceWorld;
let types: Record<string, number>;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const citizenPhone = '+2348030000001';

/** What the tests read back by comment. */
const c = {
  f1: 'Station compliment: quick response.',
  f2: 'Ijebu complaint: nobody came.',
  f3: 'Complaint about a named officer.',
  f4: 'Suggestion: more patrols at night.',
  f5: 'Odeda compliment.',
  r1: 'Review: the officer kept me informed.',
  r2: 'Review: slow, asked to stay hidden.',
  r3: 'Review: fine, report identity hidden.',
  r4: 'Review: Ijebu case.',
  r5: 'Review: Odeda case.',
};

async function feedback(place: Place | null, type: string, comment: string, rating: number, createdAt = new Date()) {
  await world.ctx.database.db.insert(feedbacks).values({
    userId: world.citizen.id,
    feedbackTypeId: types[type]!,
    recipient: place ? 'Station' : 'Officer',
    stationId: place?.stationId ?? null,
    officerName: place ? 'Anonymous' : 'Sgt. Bello',
    rating,
    comment,
    createdAt,
  });
}

async function review(
  place: Place,
  comment: string,
  rating: number,
  fields: { hidden?: boolean; report?: object } = {},
) {
  const report = await insertReport(world, place, { status: 'resolved', ...fields.report });
  await world.ctx.database.db.insert(incidentReviews).values({
    incidentId: report.id,
    userId: world.citizen.id,
    name: 'Funke Reporter',
    rating,
    comments: comment,
    isIdentityHidden: fields.hidden ?? false,
  });
  return report;
}

let handledReport: { id: string };
beforeAll(async () => {
  world = await createPoliceWorld();
  const rows = await world.ctx.database.db.select().from(feedbackTypes);
  types = Object.fromEntries(rows.map((t) => [t.name, t.id]));
  const { abeokutaSouth: S, ijebuOde: I, odeda: O } = world;
  await feedback(S, 'Compliment', c.f1, 5, daysAgo(1));
  await feedback(I, 'Complaint', c.f2, 1, daysAgo(1));
  await feedback(null, 'Complaint', c.f3, 2, daysAgo(1));
  await feedback(S, 'Suggestion', c.f4, 0, daysAgo(40));
  await feedback(O, 'Compliment', c.f5, 4, daysAgo(2));
  handledReport = await review(S, c.r1, 4);
  await world.ctx.database.db.insert(incidentUpdates).values({
    incidentId: handledReport.id,
    kind: 'status',
    status: 'resolved',
    note: 'Recovered the generator.',
    authorUserId: world.officerRight.id,
  });
  await review(S, c.r2, 2, { hidden: true });
  await review(S, c.r3, 3, { report: { isIdentityHidden: true } });
  await review(I, c.r4, 3);
  await review(O, c.r5, 5);
});
afterAll(() => world.ctx.close());

const entries = (user: TestUser, query = '') => call(world, user, 'GET', `/police/feedback/entries?${query}`);
const comments = async (user: TestUser, query = '') => {
  const res = await entries(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as PoliceFeedbackEntry[]).map((e) => e.comment);
};
const summary = (user: TestUser, query = '') => call(world, user, 'GET', `/police/feedback/summary?${query}`);

describe('GET /police/feedback/entries: reach', () => {
  it("an officer reads their station's feedback and the reviews of the cases they reach, newest first", async () => {
    expect((await comments(world.officerRight)).sort()).toEqual([c.f1, c.f4, c.r1, c.r2, c.r3].sort());
    const res = await entries(world.officerRight, 'size=2');
    expect(res.json().data.pagination).toMatchObject({ total: 5, totalPages: 3, currentPage: 1, pageSize: 2 });
    const all = (await entries(world.officerRight, 'size=50')).json().data.data as PoliceFeedbackEntry[];
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Consecutive pages neither repeat nor skip an entry.
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await comments(world.officerRight, `size=2&page=${page}`)));
    expect(pages).toEqual(all.map((e) => e.comment));
  });

  it("an area commander reads their command's stations and cases; State HQ everything, a named officer's too", async () => {
    expect((await comments(world.commanderRight)).sort()).toEqual([c.f1, c.f4, c.f5, c.r1, c.r2, c.r3, c.r5].sort());
    expect((await comments(world.commanderOther)).sort()).toEqual([c.f2, c.r4].sort());
    expect((await comments(world.hq)).length).toBe(10);
    const named = ((await entries(world.hq, 'kind=feedback&rating=2')).json().data.data as PoliceFeedbackEntry[])[0]!;
    expect(named).toMatchObject({ comment: c.f3, officerName: 'Sgt. Bello', station: null, feedbackType: 'Complaint' });
    expect(await comments(world.officerOther, 'kind=feedback')).toEqual([c.f2]);
  });
});

describe('identity', () => {
  it('names a reviewer who did not ask to be hidden, and nothing else of them', async () => {
    const [r1] = (await entries(world.officerRight, 'kind=review&rating=4')).json().data.data as PoliceFeedbackEntry[];
    expect(r1).toMatchObject({ comment: c.r1, reviewerName: 'Funke Reporter', identityHidden: false });
    expect(r1!.incident).toMatchObject({ id: handledReport.id, incidentType: 'Theft' });
  });

  it.each([
    ['the review asked to hide them', 'rating=2', c.r2],
    ['the report hid them', 'rating=3', c.r3],
  ])('hides the reviewer when %s: no name, email, phone or account id anywhere', async (_, query, comment) => {
    const res = await entries(world.officerRight, `kind=review&${query}`);
    const [entry] = res.json().data.data as PoliceFeedbackEntry[];
    expect(entry).toMatchObject({ comment, reviewerName: null, identityHidden: true });
    for (const trace of ['Funke', world.citizen.email, world.citizen.id, citizenPhone])
      expect(res.body).not.toContain(trace);
  });

  it('never names the sender of a feedback', async () => {
    const res = await entries(world.hq, 'kind=feedback&size=50');
    for (const e of res.json().data.data as PoliceFeedbackEntry[])
      expect(e).toMatchObject({ reviewerName: null, identityHidden: true });
    for (const trace of [world.citizen.email, world.citizen.id, citizenPhone, 'Funke'])
      expect(res.body).not.toContain(trace);
    const totals = await summary(world.hq);
    for (const trace of [world.citizen.email, world.citizen.id, citizenPhone, 'Funke'])
      expect(totals.body).not.toContain(trace);
  });
});

describe('filters', () => {
  it('by type, rating, period and "mine"', async () => {
    expect((await comments(world.officerRight, 'kind=feedback')).sort()).toEqual([c.f1, c.f4].sort());
    expect((await comments(world.officerRight, 'kind=review')).sort()).toEqual([c.r1, c.r2, c.r3].sort());
    expect(await comments(world.officerRight, 'rating=5')).toEqual([c.f1]);
    const today = nigerianDay(new Date());
    const monthAgo = nigerianDay(daysAgo(30));
    expect(await comments(world.officerRight, `kind=feedback&from=${monthAgo}&to=${today}`)).toEqual([c.f1]);
    const old = nigerianDay(daysAgo(40));
    expect(await comments(world.officerRight, `from=${old}&to=${old}`)).toEqual([c.f4]);
    const mine = (await entries(world.officerRight, 'mine=true')).json().data.data as PoliceFeedbackEntry[];
    expect(mine).toMatchObject([{ comment: c.r1, handledByMe: true }]);
    expect(await comments(world.commanderRight, 'mine=true')).toEqual([]);
    expect(await comments(world.hq, `stationId=${world.odeda.stationId}`)).toEqual(
      expect.arrayContaining([c.f5, c.r5]),
    );
    expect((await comments(world.hq, `areaCommandId=${world.ijebuOde.areaCommandId}`)).sort()).toEqual(
      [c.f2, c.r4].sort(),
    );
  });

  it('replies inline, then filters by replied or not', async () => {
    const [f1] = (await entries(world.officerRight, 'rating=5')).json().data.data as PoliceFeedbackEntry[];
    const replied = await call(world, world.officerRight, 'POST', `/police/feedback/${f1!.id}/reply`, {
      reply: 'Thank you, we will keep it up.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const reviewReply = await call(
      world,
      world.officerRight,
      'POST',
      `/police/incidents/${handledReport.id}/review/reply`,
      {
        reply: 'Glad we could help.',
      },
    );
    expect(reviewReply.statusCode, reviewReply.body).toBe(200);
    const done = (await entries(world.officerRight, 'replied=yes')).json().data.data as PoliceFeedbackEntry[];
    expect(done.map((e) => e.comment).sort()).toEqual([c.f1, c.r1].sort());
    expect(done.find((e) => e.comment === c.f1)).toMatchObject({
      reply: 'Thank you, we will keep it up.',
      repliedAt: expect.any(String),
      repliedBy: { fullName: 'Officer Right', role: 'officer' },
    });
    expect((await comments(world.officerRight, 'replied=no')).sort()).toEqual([c.f4, c.r2, c.r3].sort());
    // Another station's feedback is out of reach: 404, as if it did not exist.
    const [f2] = (await entries(world.hq, 'kind=feedback&rating=1')).json().data.data as PoliceFeedbackEntry[];
    const refused = await call(world, world.officerRight, 'POST', `/police/feedback/${f2!.id}/reply`, { reply: 'Hi' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(POLICE_FEEDBACK_MESSAGES.notFound);
  });

  it.each([
    ['rating=7', POLICE_FEEDBACK_MESSAGES.rating],
    ['rating=two', POLICE_FEEDBACK_MESSAGES.rating],
    ['kind=complaints', POLICE_FEEDBACK_MESSAGES.kind],
    ['replied=maybe', POLICE_FEEDBACK_MESSAGES.replied],
    ['mine=1', POLICE_FEEDBACK_MESSAGES.mine],
    ['from=2026-13-01', POLICE_FEEDBACK_MESSAGES.badDay('From')],
    ['to=2026-02-30', POLICE_FEEDBACK_MESSAGES.badDay('To')],
    ['from=2026-11-02&to=2026-11-01', POLICE_FEEDBACK_MESSAGES.periodOrder],
    ['from=2010-01-01&to=2026-01-01', POLICE_FEEDBACK_MESSAGES.periodTooLong],
    ['page=0', 'Page must be 1 or more'],
    ['size=51', 'Size must be 50 or less'],
  ])('refuses %s with 400 and a sentence', async (query, message) => {
    const res = await entries(world.hq, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    // The summary reads the same period fields.
    if (!query.startsWith('from=') && !query.startsWith('to=')) return;
    const period = await summary(world.hq, query);
    expect(period.statusCode, period.body).toBe(400);
    expect(period.json().message).toBe(message);
  });
});

describe('GET /police/feedback/summary', () => {
  it('counts and averages per station and Area Command over the period, for State HQ', async () => {
    const res = await summary(world.hq, `from=${nigerianDay(daysAgo(60))}&to=${nigerianDay(new Date())}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s.total).toMatchObject({
      feedback: { count: 5, rated: 4, average: 3 },
      reviews: { count: 5, rated: 5, average: 3.4 },
      all: { count: 10, rated: 9, average: 3.22 },
    });
    const station = (place: Place) =>
      s.stations.find((r: { station: { id: number } | null }) => r.station?.id === place.stationId);
    expect(station(world.abeokutaSouth)).toMatchObject({
      lga: { name: 'Abeokuta South' },
      feedback: { count: 2, rated: 1, average: 5 },
      reviews: { count: 3, rated: 3, average: 3 },
      all: { count: 5, rated: 4, average: 3.5 },
    });
    const egba = s.areaCommands.find(
      (r: { areaCommand: { id: number } | null }) => r.areaCommand?.id === world.abeokutaSouth.areaCommandId,
    );
    // Feedback to a named officer names no station: it counts in the state's total only.
    expect(egba).toMatchObject({ feedback: { count: 3, average: 4.5 }, reviews: { count: 4, average: 3.5 } });
    expect(s.areaCommands.reduce((n: number, r: { feedback: { count: number } }) => n + r.feedback.count, 0)).toBe(4);
  });

  it('keeps to the reach: an area commander their command, an officer what they reach', async () => {
    const egba = (await summary(world.commanderRight)).json().data;
    expect(egba.areaCommands.map((r: { areaCommand: { id: number } }) => r.areaCommand.id)).toEqual([
      world.abeokutaSouth.areaCommandId,
    ]);
    expect(egba.total.reviews.count).toBe(4);
    const officer = (await summary(world.officerOther)).json().data;
    expect(officer.stations.map((r: { station: { id: number } }) => r.station.id)).toEqual([world.ijebuOde.stationId]);
    expect(officer.total).toMatchObject({ feedback: { count: 1 }, reviews: { count: 1 } });
  });

  it('reads the last 30 days by default and answers an empty period with zeros', async () => {
    const s = (await summary(world.hq)).json().data;
    expect(s.to).toBe(nigerianDay(new Date()));
    expect(s.from).toBe(nigerianDay(daysAgo(29)));
    expect(s.total.feedback.count).toBe(4);
    const empty = (await summary(world.hq, 'from=2020-01-01&to=2020-01-31')).json().data;
    expect(empty).toMatchObject({
      from: '2020-01-01',
      to: '2020-01-31',
      total: { all: { count: 0, rated: 0, average: null }, unanswered: 0 },
      areaCommands: [],
      stations: [],
    });
  });
});
