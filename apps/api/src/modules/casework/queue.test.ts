import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestUser, type TestUser } from '../../../test/helpers';
import { policeQueueQuerySchema } from '@safeogun/contract/casework';
import { incidents, lgas, stations } from '../../db/schema';
import { listQueue } from './queue.service';
import { call, createPoliceWorld, insertReport, type Place, type PoliceWorld } from './casework.test-helpers';

let world: PoliceWorld;
/** A place of its own (a test LGA, station and command), so its counts are exact whatever the demo data holds. */
let quiet: Place;

beforeAll(async () => {
  world = await createPoliceWorld();
  const db = world.ctx.database.db;
  const commandId = world.ijebuOde.areaCommandId;
  const [lga] = await db
    .insert(lgas)
    .values({ name: 'Queue Test LGA', key: 'queuetestlga', areaCommandId: commandId })
    .returning();
  const [station] = await db.insert(stations).values({ formation: 'Queue Test Division', lgaId: lga!.id }).returning();
  quiet = { lgaId: lga!.id, stationId: station!.id, areaCommandId: commandId, lat: 6.8, lng: 3.9 };
});
afterAll(() => world.ctx.close());

const queue = (user = world.officerRight, query = '') => call(world, user, 'GET', `/police/incidents${query}`);

describe('GET /police/incidents', () => {
  it("lists the reports of the officer's station and LGA, newest first, with counts per tab; never a draft", async () => {
    const officer = await createTestUser(world.ctx, { role: 'officer', stationId: quiet.stationId });
    // Minutes apart and recent: none is past its response-time target (the overdue filter is tested below).
    const hour = 60_000;
    const t0 = Date.now() - 10 * hour;
    const a = await insertReport(world, quiet, { submittedAt: new Date(t0), status: 'new' });
    const b = await insertReport(world, quiet, { submittedAt: new Date(t0 + hour), status: 'in-progress' });
    const c = await insertReport(world, quiet, {
      submittedAt: new Date(t0 + 2 * hour),
      status: 'new',
      isAnonymous: true,
      userId: null,
    });
    const d = await insertReport(world, quiet, {
      submittedAt: new Date(t0 + 3 * hour),
      status: 'closed',
      isIdentityHidden: true,
    });
    await insertReport(world, quiet, { isDraft: true, submittedAt: null });
    // Routed to the station from another LGA: still the station's.
    const e = await insertReport(world, world.odeda, {
      stationId: quiet.stationId,
      submittedAt: new Date(t0 + 4 * hour),
    });

    const res = await queue(officer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.counts).toEqual({ new: 3, 'in-progress': 1, 'on-hold': 0, resolved: 0, closed: 1, all: 5 });
    expect(body.countsCappedAt).toBeNull();
    expect(body.incidents.pagination).toEqual({ totalPages: 1, total: 5, currentPage: 1, pageSize: 20 });
    expect(body.incidents.data.map((i: { id: string }) => i.id)).toEqual([e.id, d.id, c.id, b.id, a.id]);
    const byId = new Map(body.incidents.data.map((i: { id: string }) => [i.id, i]));
    expect(byId.get(a.id)).toMatchObject({
      ticketId: a.ticketId,
      incidentType: 'Theft',
      status: 'new',
      channel: 'web',
      lga: { id: quiet.lgaId, name: 'Queue Test LGA' },
      station: { id: quiet.stationId, formation: 'Queue Test Division' },
      identity: 'named',
      evidenceCount: 0,
      version: 0,
      escalationLevel: 0,
      acknowledgedAt: null,
    });
    expect(byId.get(c.id)).toMatchObject({ identity: 'anonymous' });
    expect(byId.get(d.id)).toMatchObject({ identity: 'hidden', status: 'closed' });

    const newTab = (await queue(officer, '?status=new')).json().data;
    expect(newTab.incidents.data.map((i: { id: string }) => i.id)).toEqual([e.id, c.id, a.id]);
    expect(newTab.incidents.pagination.total).toBe(3);
    expect(newTab.counts.new).toBe(3);
  });

  it('filters by LGA, station, type, channel, date range and overdue; searches ticket ids and description words', async () => {
    const officer = await createTestUser(world.ctx, { role: 'officer', stationId: quiet.stationId });
    const now = Date.now();
    const theft = await insertReport(world, quiet, {
      description: 'Motorcycle snatched near the motor park',
      // Three days old and never acknowledged: its 4-hour target to acknowledge has passed.
      submittedAt: new Date(now - 3 * 86_400_000),
    });
    const assault = await insertReport(world, quiet, {
      incidentTypeId: world.typeIds['Assault or Abuse']!,
      description: 'A fight broke out at the market',
      channel: 'sms',
    });
    const ids = async (query: string) =>
      ((await queue(officer, query)).json().data.incidents.data as { id: string }[]).map((i) => i.id);

    expect(await ids(`?incidentTypeId=${world.typeIds['Assault or Abuse']}`)).toEqual([assault.id]);
    expect(await ids('?channel=sms')).toEqual([assault.id]);
    expect(await ids('?q=motorcyc')).toEqual([theft.id]);
    expect(await ids('?q=MARKET%20fight')).toEqual([assault.id]);
    expect(await ids(`?q=${theft.ticketId.slice(0, 9).toLowerCase()}`)).toContain(theft.id);
    expect(await ids(`?q=${theft.ticketId}`)).toEqual([theft.id]);
    expect(await ids('?overdue=true')).toEqual([theft.id]);
    expect(await ids('?overdue=false')).not.toContain(theft.id);
    const day = new Date(now - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`?from=${day}T00:00:00Z&to=${day}T23:59:59Z`)).toEqual([theft.id]);
    expect(await ids(`?lgaId=${world.odeda.lgaId}`)).not.toContain(theft.id);
    expect(await ids(`?stationId=${quiet.stationId}&q=motorcycle`)).toEqual([theft.id]);
    const overdue = (await queue(officer, '?overdue=true')).json().data;
    expect(overdue.counts.all).toBe(1);
    expect(overdue.incidents.data[0].sla).toMatchObject({
      overdue: true,
      acknowledgeBy: new Date(now - 3 * 86_400_000 + 4 * 3_600_000).toISOString(),
      acknowledgedAt: null,
    });

    for (const bad of [
      '?status=open',
      '?sort=random',
      '?size=101',
      '?page=0',
      '?lgaId=abc',
      '?lgaId=2147483648',
      '?overdue=yes',
      '?from=2026-02-30x',
      '?from=2026-02-02&to=2026-02-01',
    ])
      expect((await queue(officer, bad)).statusCode, bad).toBe(400);
  });

  it('sorts newest, oldest and by the response-time target, and pages without repeating a row', async () => {
    const officer = await createTestUser(world.ctx, {
      role: 'area_commander',
      postingAreaCommandId: quiet.areaCommandId,
    });
    const base = Date.UTC(2024, 0, 1);
    const made: Awaited<ReturnType<typeof insertReport>>[] = [];
    for (let n = 0; n < 7; n++)
      made.push(
        await insertReport(world, quiet, {
          incidentTypeId: world.typeIds.Kidnapping!,
          submittedAt: new Date(base + n * 60_000),
          // Odd ones due in the opposite order of filing; even ones resolved (no target running).
          ...(n % 2 ? { acknowledgeDueAt: new Date(base + (10 - n) * 60_000) } : { status: 'resolved' }),
        }),
      );
    const type = `&incidentTypeId=${world.typeIds.Kidnapping}&to=2024-12-31`;
    const page = async (sort: string, p: number) =>
      (await queue(officer, `?sort=${sort}&size=3&page=${p}${type}`)).json().data.incidents;
    const all = async (sort: string) =>
      [...(await page(sort, 1)).data, ...(await page(sort, 2)).data, ...(await page(sort, 3)).data].map(
        (i: { id: string }) => i.id,
      );
    expect(await all('newest')).toEqual(made.map((m) => m.id).reverse());
    expect(await all('oldest')).toEqual(made.map((m) => m.id));
    // Soonest due first (n = 5, 3, 1), then those without a target, oldest first.
    expect(await all('sla-due')).toEqual([5, 3, 1, 0, 2, 4, 6].map((n) => made[n]!.id));
    expect((await page('newest', 3)).pagination).toEqual({ totalPages: 3, total: 7, currentPage: 3, pageSize: 3 });
  });
});

describe('queue reach', () => {
  it('gives each police account the reports of its reach, and counts agree with the database', async () => {
    const here = await insertReport(world, world.abeokutaSouth, { description: 'Reach probe in Abeokuta South' });
    const odeda = await insertReport(world, world.odeda, { description: 'Reach probe in Odeda' });
    const ijebu = await insertReport(world, world.ijebuOde, { description: 'Reach probe in Ijebu Ode' });
    const seen = async (user = world.officerRight) => {
      const res = await queue(user, '?q=reach%20probe&size=100');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.incidents.data as { id: string }[]).map((i) => i.id).sort();
    };
    expect(await seen(world.officerRight)).toEqual([here.id].sort());
    expect(await seen(world.officerOther)).toEqual([ijebu.id].sort());
    expect(await seen(world.commanderRight)).toEqual([here.id, odeda.id].sort());
    expect(await seen(world.commanderOther)).toEqual([ijebu.id].sort());
    expect(await seen(world.hq)).toEqual([here.id, odeda.id, ijebu.id].sort());
    expect(await seen(world.admin)).toEqual([here.id, odeda.id, ijebu.id].sort());
    const unposted = await createTestUser(world.ctx, { role: 'officer' });
    expect((await queue(unposted)).json().data).toMatchObject({ counts: { all: 0 }, incidents: { data: [] } });
    expect((await queue(world.citizen)).statusCode).toBe(403);
    expect((await call(world, null, 'GET', '/police/incidents')).statusCode).toBe(401);

    // The default view's counts are those of the database, for every reach.
    const db = world.ctx.database.db;
    const direct = async (where: ReturnType<typeof sql>) => {
      const result = await db.execute(
        sql`select status, count(*)::int as n from incidents where is_draft = false and ${where} group by status`,
      );
      const rows = (result as unknown as { rows: { status: string; n: number }[] }).rows;
      const counts: Record<string, number> = { new: 0, 'in-progress': 0, 'on-hold': 0, resolved: 0, closed: 0, all: 0 };
      for (const r of rows) {
        counts[r.status] = (counts[r.status] ?? 0) + r.n;
        counts.all! += r.n;
      }
      return counts;
    };
    const S = world.abeokutaSouth;
    expect((await queue(world.officerRight)).json().data.counts).toEqual(
      await direct(sql`(station_id = ${S.stationId} or lga_id = ${S.lgaId})`),
    );
    expect((await queue(world.commanderRight)).json().data.counts).toEqual(
      await direct(
        sql`(area_command_id = ${S.areaCommandId} or lga_id in (select id from lgas where area_command_id = ${S.areaCommandId}))`,
      ),
    );
    expect((await queue(world.hq)).json().data.counts).toEqual(await direct(sql`true`));
  });
});

describe('queue counts rollup', () => {
  it('stays equal to a count of the reports through filing, status changes, re-routes, submitted drafts and deletes', async () => {
    const db = world.ctx.database.db;
    const S = world.abeokutaSouth;
    const countsNow = async (user: TestUser, query = '') =>
      (await queue(user, `?size=1${query}`)).json().data.counts as Record<string, number>;
    // The reference: the same counts with a filter the rollup does not hold (a date range), so counted directly.
    const direct = async (user: TestUser, query = '') => countsNow(user, `${query}&from=2000-01-01&to=2100-01-01`);
    const compare = async () => {
      for (const user of [world.officerRight, world.commanderRight, world.hq])
        for (const query of [
          '',
          `&lgaId=${S.lgaId}`,
          `&stationId=${S.stationId}`,
          `&incidentTypeId=${world.typeIds.Theft}`,
          '&channel=sms',
        ])
          expect(await countsNow(user, query), `${user.id} ${query}`).toEqual(await direct(user, query));
    };
    await compare();
    const made = [];
    for (let n = 0; n < 6; n++)
      made.push(
        await insertReport(world, n % 2 ? S : world.odeda, {
          channel: n % 3 ? 'web' : 'sms',
          status: (['new', 'in-progress', 'closed'] as const)[n % 3],
        }),
      );
    const draft = await insertReport(world, S, { isDraft: true, submittedAt: null });
    await compare();
    await db.update(incidents).set({ status: 'resolved' }).where(eq(incidents.id, made[1]!.id));
    await db.update(incidents).set({ stationId: world.odeda.stationId }).where(eq(incidents.id, made[3]!.id));
    await db.update(incidents).set({ lgaId: null, areaCommandId: null }).where(eq(incidents.id, made[5]!.id));
    await db.update(incidents).set({ isDraft: false, submittedAt: new Date() }).where(eq(incidents.id, draft.id));
    await db.update(incidents).set({ version: 7 }).where(eq(incidents.id, made[0]!.id));
    await compare();
    await db.delete(incidents).where(inArray(incidents.id, [made[2]!.id, made[4]!.id]));
    await compare();
    // Through the API too: an action moves the report and its count together.
    const res = await call(world, world.officerRight, 'PATCH', `/police/incidents/${made[1]!.id}/status`, {
      version: 0,
      status: 'closed',
      note: 'Done.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await compare();
  });
});

describe('counts of a search', () => {
  it('count at most the limit and say so; the first page is still the newest matches', async () => {
    const officer = await createTestUser(world.ctx, { role: 'officer', stationId: quiet.stationId });
    const made: Awaited<ReturnType<typeof insertReport>>[] = [];
    for (let n = 0; n < 4; n++)
      made.push(
        await insertReport(world, quiet, {
          description: `Tricycle stolen at the garage, case ${n}`,
          status: n < 3 ? 'new' : 'closed',
          submittedAt: new Date(Date.now() - n * 60_000),
        }),
      );
    const deps = { db: world.ctx.database.db, now: () => new Date(), countLimit: 2 };
    const query = policeQueueQuerySchema.parse({ q: 'tricycle garage', size: '2' });
    const capped = await listQueue(deps, { id: officer.id, role: 'officer', sessionId: 'test' }, query);
    expect(capped.countsCappedAt).toBe(2);
    expect(capped.counts.all).toBe(2);
    // Each tab is a lower bound: never more than really match.
    expect(capped.counts.new).toBeLessThanOrEqual(3);
    expect(capped.counts.closed).toBeLessThanOrEqual(1);
    expect(capped.counts.new + capped.counts.closed).toBeGreaterThanOrEqual(2);
    expect(capped.incidents.data.map((i) => i.id)).toEqual([made[0]!.id, made[1]!.id]);
    const exact = (await queue(officer, '?q=tricycle%20garage')).json().data;
    expect(exact.counts).toMatchObject({ new: 3, closed: 1, all: 4 });
    expect(exact.countsCappedAt).toBeNull();
  });

  it('finds a ticket by its start, with or without the dash, and a bare code after OGP-', async () => {
    const officer = await createTestUser(world.ctx, { role: 'officer', stationId: quiet.stationId });
    const row = await insertReport(world, quiet, { description: 'Ticket search probe.' });
    const ids = async (q: string) =>
      ((await queue(officer, `?q=${encodeURIComponent(q)}`)).json().data.incidents.data as { id: string }[]).map(
        (i) => i.id,
      );
    const code = row.ticketId.slice(4);
    expect(await ids(row.ticketId.toLowerCase())).toEqual([row.id]);
    expect(await ids(`OGP${code.slice(0, 6)}`)).toContain(row.id);
    expect(await ids(/[0-9]/.test(code) ? code : row.ticketId)).toContain(row.id);
    expect(await ids('OGP-')).toContain(row.id);
  });
});
