/**
 * The queue as a CSV file: the caller's reach and filters only, the reporter as named, hidden or anonymous and
 * nothing more, formulas written as text, at most QUEUE_EXPORT_LIMIT reports, and one audit entry per export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { CASEWORK_MESSAGES, QUEUE_EXPORT_COLUMNS, QUEUE_EXPORT_LIMIT } from '@safeogun/contract/casework';
import { engine } from '../../../test/helpers';
import { auditLog, stations } from '../../db/schema';
import { call, createPoliceWorld, insertReport, type PoliceWorld } from './casework.test-helpers';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

function csvOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="safeogun-reports-\d{8}-\d{4}\.csv"$/);
  return parse(res.body, { bom: true }) as string[][];
}

describe(`the queue exported as CSV (${engine})`, () => {
  it("carries the caller's reach with the queue's filters and order, and no reporter beyond named/hidden/anonymous", async () => {
    const named = await insertReport(world, world.abeokutaSouth, { description: 'Export test: named' });
    const hidden = await insertReport(world, world.abeokutaSouth, { isIdentityHidden: true });
    const anonymous = await insertReport(world, world.abeokutaSouth, { isAnonymous: true, userId: null });
    const elsewhere = await insertReport(world, world.ijebuOde);

    const [header, ...rows] = csvOf(await call(world, world.officerRight, 'GET', '/police/incidents/export'));
    expect(header).toEqual([...QUEUE_EXPORT_COLUMNS]);
    const byTicket = new Map(rows.map((r) => [r[0], r]));
    expect(byTicket.get(named.ticketId)?.slice(0, 5)).toEqual([
      named.ticketId,
      'Theft',
      'New',
      'web',
      'Abeokuta South',
    ]);
    expect(byTicket.get(named.ticketId)?.[14]).toBe('Named (reveal in the console)');
    expect(byTicket.get(hidden.ticketId)?.[14]).toBe('Hidden');
    expect(byTicket.get(anonymous.ticketId)?.[14]).toBe('Anonymous');
    expect(byTicket.has(elsewhere.ticketId)).toBe(false);
    // Same rows, same order as the queue's first page.
    const queue = (await call(world, world.officerRight, 'GET', '/police/incidents?size=100')).json().data.incidents;
    expect(rows.map((r) => r[0])).toEqual(queue.data.map((i: { ticketId: string }) => i.ticketId));
    // Descriptions and the citizen's account stay in the console.
    const body = (await call(world, world.officerRight, 'GET', '/police/incidents/export')).body;
    expect(body).not.toContain('Export test: named');
    expect(body).not.toContain(world.citizen.id);
    expect(body).not.toContain(world.citizen.email);

    const other = csvOf(await call(world, world.officerOther, 'GET', '/police/incidents/export'));
    expect(other.map((r) => r[0])).not.toContain(named.ticketId);
    const filtered = csvOf(
      await call(world, world.hq, 'GET', `/police/incidents/export?lgaId=${world.ijebuOde.lgaId}&status=new`),
    );
    expect(filtered.slice(1).map((r) => r[4])).toEqual(filtered.slice(1).map(() => 'Ijebu Ode'));
    expect(filtered.map((r) => r[0])).toContain(elsewhere.ticketId);
  });

  it('writes one audit entry per export: who, which reach and filters, how many reports', async () => {
    const before = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'incident.queue.exported'));
    const rows = csvOf(
      await call(world, world.commanderRight, 'GET', '/police/incidents/export?status=new&sort=oldest'),
    );
    const after = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.queue.exported'), eq(auditLog.actorUserId, world.commanderRight.id)));
    expect(after.length).toBe(before.filter((r) => r.actorUserId === world.commanderRight.id).length + 1);
    expect(after.at(-1)).toMatchObject({
      actorRole: 'area_commander',
      targetType: 'queue',
      targetId: `area-command:${world.abeokutaSouth.areaCommandId}`,
      details: { rows: rows.length - 1, filters: { status: 'new', sort: 'oldest' } },
    });
  });

  it('writes a cell that starts like a formula as text', async () => {
    const [station] = await world.ctx.database.db
      .insert(stations)
      .values({
        formation: '=HYPERLINK("http://evil.example","Click")',
        address: 'Nowhere',
        lgaId: world.abeokutaSouth.lgaId,
        latitude: world.abeokutaSouth.lat,
        longitude: world.abeokutaSouth.lng,
      })
      .returning();
    const report = await insertReport(world, world.abeokutaSouth, { stationId: station!.id });
    const rows = csvOf(await call(world, world.hq, 'GET', `/police/incidents/export?q=${report.ticketId}`));
    expect(rows[1]![5]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('refuses a bad filter with a sentence, and more than the limit of reports with a way out', async () => {
    const bad = await call(world, world.hq, 'GET', '/police/incidents/export?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be one of/);

    // One more report than an export carries, in Odeda (nobody else's tests look there).
    const { lgaId, stationId, areaCommandId } = world.odeda;
    await world.ctx.database.db.execute(sql`
      insert into incidents (ticket_id, incident_type_id, description, address, submitted_at, lga_id, station_id,
        area_command_id, is_anonymous)
      select 'OGP-EXPORT' || lpad(n::text, 6, '0'), ${world.typeIds.Theft!}, 'Bulk', 'Odeda', now(), ${lgaId},
        ${stationId}, ${areaCommandId}, true
      from generate_series(1, ${QUEUE_EXPORT_LIMIT + 1}) as n`);
    const tooMany = await call(world, world.hq, 'GET', `/police/incidents/export?lgaId=${lgaId}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(CASEWORK_MESSAGES.exportTooLarge(QUEUE_EXPORT_LIMIT));
    const narrowed = csvOf(
      await call(world, world.hq, 'GET', `/police/incidents/export?lgaId=${lgaId}&q=OGP-EXPORT00001`),
    );
    expect(narrowed.length - 1).toBe(10);
  });
});
