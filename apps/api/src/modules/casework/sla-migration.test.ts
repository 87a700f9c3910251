/**
 * Migration 0012 (decision 011) on a database with reports: the types get the default targets; reports filed before
 * are held to them from the migration on (none is overdue at once, so nothing escalates in a burst); finished
 * reports get when they were resolved from their history; a report on hold has its clock stopped; drafts get
 * nothing. Reports filed afterwards are stamped by the trigger from their submission.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SLA_TARGETS } from '@safeogun/contract/sla';
import { incidentTypes, incidents } from '../../db/schema';
import { openMigrationScratch, type MigrationScratch } from '../../../test/migrations';

let scratch: MigrationScratch;
beforeAll(async () => {
  scratch = await openMigrationScratch();
});
afterAll(() => scratch?.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

it('gives the types their defaults and every submitted report deadlines it has not missed yet', async () => {
  await scratch.migrateBefore('0012_sla-targets');
  const db = scratch.database.db;
  await db.execute(
    sql`insert into incident_types (id, name, sla_minutes) values (1, 'Emergency', 30), (2, 'Theft', 1440)`,
  );
  const report = async (ticket: string, type: number, status: string, daysAgo: number, draft = false) => {
    const at = new Date(Date.now() - daysAgo * DAY).toISOString();
    const {
      rows: [row],
    } = (await db.execute(sql`insert into incidents (ticket_id, incident_type_id, status, is_draft, submitted_at,
        created_at, updated_at, sla_due_at)
      values (${ticket}, ${type}, ${status}, ${draft}, ${draft ? null : at}, ${at}, ${at}, ${at}) returning id`)) as unknown as {
      rows: [{ id: string }];
    };
    return row!.id;
  };
  const open = await report('OGP-MIG0000001', 1, 'new', 3);
  const held = await report('OGP-MIG0000002', 2, 'on-hold', 5);
  const resolved = await report('OGP-MIG0000003', 2, 'resolved', 9);
  const closed = await report('OGP-MIG0000004', 2, 'closed', 20);
  const draft = await report('OGP-MIG0000005', 2, 'new', 1, true);
  await db.execute(sql`insert into incident_updates (incident_id, status, note, created_at) values
    (${resolved}, 'in-progress', 'On it.', '2026-01-02T10:00:00Z'),
    (${resolved}, 'resolved', 'Found.', '2026-01-04T10:00:00Z'),
    (${closed}, 'closed', 'Closed.', '2026-01-05T10:00:00Z')`);

  const before = Date.now();
  await scratch.migrateAll();
  const after = Date.now();

  const types = await db.select().from(incidentTypes).orderBy(incidentTypes.id);
  expect(types.map((t) => [t.name, t.acknowledgeMinutes, t.resolveMinutes])).toEqual([
    ['Emergency', DEFAULT_SLA_TARGETS.Emergency.acknowledgeMinutes, DEFAULT_SLA_TARGETS.Emergency.resolveMinutes],
    ['Theft', DEFAULT_SLA_TARGETS.Theft.acknowledgeMinutes, DEFAULT_SLA_TARGETS.Theft.resolveMinutes],
  ]);
  const row = async (id: string) => (await db.select().from(incidents).where(eq(incidents.id, id)))[0]!;
  const within = (at: Date | null, offsetMs: number) => {
    expect(at).not.toBeNull();
    expect(at!.getTime()).toBeGreaterThanOrEqual(before + offsetMs - 1000);
    expect(at!.getTime()).toBeLessThanOrEqual(after + offsetMs + 1000);
  };

  const o = await row(open);
  expect(o).toMatchObject({ acknowledgeMinutes: 15, resolveMinutes: 4320, resolvedAt: null, slaPausedAt: null });
  within(o.acknowledgeDueAt, 15 * MINUTE);
  within(o.resolveDueAt, 3 * DAY);
  expect(o.slaDueAt).toEqual(o.acknowledgeDueAt);
  expect(o.slaEscalateAt).toEqual(o.acknowledgeDueAt);

  const h = await row(held);
  within(h.slaPausedAt, 0);
  expect(h.resolvedAt).toBeNull();

  const r = await row(resolved);
  expect(r.resolvedAt!.toISOString()).toBe('2026-01-04T10:00:00.000Z');
  expect(r.slaDueAt).toBeNull();
  expect(r.slaEscalateAt).toBeNull();
  const c = await row(closed);
  expect(c.resolvedAt!.toISOString()).toBe('2026-01-05T10:00:00.000Z');
  expect(c.slaDueAt).toBeNull();

  expect(await row(draft)).toMatchObject({ acknowledgeDueAt: null, resolveDueAt: null, slaDueAt: null });

  // Filed afterwards: stamped from its submission with its type's targets.
  const submittedAt = new Date('2026-02-01T08:00:00Z');
  const [fresh] = await db
    .insert(incidents)
    .values({ ticketId: 'OGP-MIG0000006', incidentTypeId: 1, submittedAt })
    .returning();
  expect(fresh).toMatchObject({
    acknowledgeMinutes: 15,
    acknowledgeDueAt: new Date(submittedAt.getTime() + 15 * MINUTE),
    resolveDueAt: new Date(submittedAt.getTime() + 3 * DAY),
    slaDueAt: new Date(submittedAt.getTime() + 15 * MINUTE),
  });
  // A draft submitted later is stamped when it is submitted.
  await db.update(incidents).set({ isDraft: false, submittedAt }).where(eq(incidents.id, draft));
  expect((await row(draft)).acknowledgeDueAt).toEqual(new Date(submittedAt.getTime() + 4 * 60 * MINUTE));
});
