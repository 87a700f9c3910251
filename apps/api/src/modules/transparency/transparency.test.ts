/**
 * The transparency figures on a known set of reports, checked against values worked out by hand (decision 016):
 * medians, shares, ratings, and the fewer-than-5 rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/helpers';
import { feedbackTypes, incidentReviews, feedbacks } from '../../db/schema';
import { call, createPoliceWorld, insertReport, type PoliceWorld } from '../casework/casework.test-helpers';

const NOW = new Date('2026-05-31T12:00:00Z');
const MIN = 60_000;
const DAY = 86_400_000;
let world: PoliceWorld;

/** A report filed `daysAgo`, acknowledged after `ack` minutes and finished after `done` minutes (if given). */
async function report(
  place: PoliceWorld['abeokutaSouth'],
  daysAgo: number,
  ack: number | null,
  done?: { minutes: number; status: 'resolved' | 'closed' },
  fields: Parameters<typeof insertReport>[2] = {},
) {
  const submittedAt = new Date(NOW.getTime() - daysAgo * DAY);
  return insertReport(world, place, {
    submittedAt,
    acknowledgeDueAt: new Date(submittedAt.getTime() + 60 * MIN),
    acknowledgedAt: ack === null ? null : new Date(submittedAt.getTime() + ack * MIN),
    status: done ? done.status : ack === null ? 'new' : 'in-progress',
    resolvedAt: done ? new Date(submittedAt.getTime() + done.minutes * MIN) : null,
    ...fields,
  });
}

beforeAll(async () => {
  world = await createPoliceWorld({ clock: createTestClock(NOW) });
  const db = world.ctx.database.db;
  const A = world.abeokutaSouth;
  const B = world.odeda;
  // Abeokuta South (station A): 7 reports in the period.
  const a = [
    await report(A, 10, 10, { minutes: 100, status: 'resolved' }),
    await report(A, 10, 20, { minutes: 200, status: 'closed' }),
    await report(A, 9, 30),
    await report(A, 9, 90),
    await report(A, 8, 120),
    await report(A, 8, null), // its acknowledge target passed unmet
    await report(A, 0.02, null), // filed 29 minutes ago: its target has not come due
  ];
  // Not counted: filed before the period, demo content, a draft.
  await report(A, 40, 5);
  await report(A, 5, 5, undefined, { isDemo: true });
  await report(A, 5, null, undefined, { isDraft: true, submittedAt: null });
  // Odeda (station B, also Egba Area Command): 3 reports.
  const b = [
    await report(B, 7, 40, { minutes: 300, status: 'resolved' }),
    await report(B, 7, 50, { minutes: 400, status: 'resolved' }),
    await report(B, 6, 60, { minutes: 500, status: 'resolved' }),
  ];
  // Ijebu Ode (another Area Command): 1 report of another type.
  await report(world.ijebuOde, 3, 5, undefined, { incidentTypeId: world.typeIds['Public Disturbance'] });

  const reviewed = new Date(NOW.getTime() - 2 * DAY);
  await db
    .insert(incidentReviews)
    .values([
      ...[5, 4, 4, 3, 2].map((rating, i) => ({ incidentId: a[i]!.id, rating, comments: 'ok', createdAt: reviewed })),
      { incidentId: b[0]!.id, rating: 5, comments: 'ok', createdAt: reviewed },
    ]);
  const types = Object.fromEntries((await db.select().from(feedbackTypes)).map((t) => [t.name, t.id]));
  const feedback = (type: string) => ({
    feedbackTypeId: types[type]!,
    recipient: 'Station',
    stationId: A.stationId,
    comment: 'Thank you',
    createdAt: reviewed,
  });
  await db
    .insert(feedbacks)
    .values([...Array.from({ length: 5 }, () => feedback('Compliment')), feedback('Complaint'), feedback('Complaint')]);
});
afterAll(() => world.ctx.close());

const get = async (query: string) => {
  const res = await call(world, null, 'GET', `/public/transparency${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // Embeddable: any site may read the figures from a browser.
  expect(res.headers['access-control-allow-origin']).toBe('*');
  return res.json().data;
};

describe('GET /public/transparency', () => {
  it('the state: medians, shares and ratings as worked out by hand, small cells withheld', async () => {
    const t = await get('');
    expect(t.period).toEqual({ value: '30d', from: '2026-05-01T12:00:00.000Z', to: NOW.toISOString() });
    expect(t.area).toEqual({ kind: 'state', id: null, name: 'Ogun State' });
    // 11 reports; acknowledged after 5,10,20,30,40,50,60,90,120 minutes: median 40. Due or acknowledged: 10, of
    // which 7 within 60 minutes. Finished after 100,200,300,400,500: median 300; 5 of 11. Ratings 5,4,4,3,2,5.
    expect(t.totals).toMatchObject({
      received: 11,
      medianMinutesToAcknowledge: 40,
      shareAcknowledgedOnTime: 0.7,
      medianMinutesToResolve: 300,
      shareResolved: 0.455,
      averageRating: 3.83,
      ratings: 6,
    });
    const byType = Object.fromEntries(t.totals.byType.map((x: { name: string; count: number }) => [x.name, x.count]));
    expect(byType.Theft).toBe(10);
    expect(byType['Public Disturbance']).toBeNull(); // one report: fewer than 5
    expect(byType.Kidnapping).toBe(0);
    expect(t.totals.byChannel).toEqual([{ channel: 'web', name: 'web', count: 11 }]);
    const feedbackByType = Object.fromEntries(
      t.totals.feedbackByType.map((x: { name: string; count: number }) => [x.name, x.count]),
    );
    expect(feedbackByType).toMatchObject({ Compliment: 5, Complaint: null, Suggestion: 0 });

    const stationA = t.stations.find((s: { stationId: number }) => s.stationId === world.abeokutaSouth.stationId);
    // 7 reports; acknowledged after 10,20,30,90,120: median 30; 3 on time of 6 due; 2 finished (withheld median).
    expect(stationA).toMatchObject({
      received: 7,
      medianMinutesToAcknowledge: 30,
      shareAcknowledgedOnTime: 0.5,
      medianMinutesToResolve: null,
      shareResolved: 0.286,
      averageRating: 3.6,
      ratings: 5,
    });
    const stationB = t.stations.find((s: { stationId: number }) => s.stationId === world.odeda.stationId);
    expect(stationB).toMatchObject({
      received: null,
      medianMinutesToAcknowledge: null,
      shareAcknowledgedOnTime: null,
      medianMinutesToResolve: null,
      shareResolved: null,
      averageRating: null,
      ratings: null,
    });
    const lga = t.lgas.find((l: { lgaId: number }) => l.lgaId === world.abeokutaSouth.lgaId);
    expect(lga).toMatchObject({ received: 7, medianMinutesToAcknowledge: 30 });
    const quiet = t.stations.find((s: { received: number | null }) => s.received === 0);
    expect(quiet).toMatchObject({ medianMinutesToAcknowledge: null, shareResolved: null });
  });

  it('an Area Command and an LGA count only their reports', async () => {
    const egba = await get(`?areaCommandId=${world.abeokutaSouth.areaCommandId}`);
    // 10 reports: acknowledged after 10,20,30,40,50,60,90,120: median 45; 6 on time of 9 due; 5 of 10 finished.
    expect(egba.totals).toMatchObject({
      received: 10,
      medianMinutesToAcknowledge: 45,
      shareAcknowledgedOnTime: 0.667,
      medianMinutesToResolve: 300,
      shareResolved: 0.5,
    });
    expect(egba.area.kind).toBe('areaCommand');
    expect(
      egba.lgas.every((l: { areaCommandId: number }) => l.areaCommandId === world.abeokutaSouth.areaCommandId),
    ).toBe(true);
    const odeda = await get(`?lgaId=${world.odeda.lgaId}&period=90d`);
    expect(odeda.area).toMatchObject({ kind: 'lga', id: world.odeda.lgaId, name: 'Odeda' });
    expect(odeda.totals).toMatchObject({ received: null, medianMinutesToResolve: null, ratings: null });
    expect(odeda.lgas).toHaveLength(1);
  });

  it('answers bad and unknown areas with a sentence', async () => {
    const period = await call(world, null, 'GET', '/public/transparency?period=7d');
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toBe('Period must be 30d, 90d or 12m');
    const unknown = await call(world, null, 'GET', '/public/transparency?lgaId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no local government area with this id.');
    const outside = await call(
      world,
      null,
      'GET',
      `/public/transparency?areaCommandId=${world.abeokutaSouth.areaCommandId}&lgaId=${world.ijebuOde.lgaId}`,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('This local government area is not in the chosen Area Command.');
  });

  it('downloads as CSV with withheld cells empty, and is cached', async () => {
    const res = await call(world, null, 'GET', '/public/transparency/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="safeogun-transparency-state-30d-2026-05-31.csv"',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'level,id,name,received,shareAcknowledgedOnTime,medianMinutesToAcknowledge,medianMinutesToResolve,shareResolved,averageRating,ratings',
    );
    expect(lines[1]).toBe('state,,Ogun State,11,0.7,40,300,0.455,3.83,6');
    expect(lines).toContain('lga,' + world.odeda.lgaId + ',Odeda,,,,,,,');

    // A report filed now is not in the cached answer until it is computed again.
    await report(world.ijebuOde, 0, null);
    expect((await get('')).totals.received).toBe(11);
  });
});
