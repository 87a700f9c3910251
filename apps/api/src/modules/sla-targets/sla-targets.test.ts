/**
 * GET and PUT /admin/sla-targets (issue 12, decision 011): the defaults, an administrator's change (audited, with
 * what it replaced), the limits with a sentence each, and a change reaching only reports filed after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_SLA_TARGETS, SLA_MESSAGES } from '@safeogun/contract/sla';
import { INCIDENT_TYPES } from '@safeogun/contract/reference';
import { auditLog, incidents } from '../../db/schema';
import { call, createPoliceWorld, insertReport, type PoliceWorld } from '../casework/casework.test-helpers';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

const put = (id: number | string, body: unknown, user = world.admin) =>
  call(world, user, 'PUT', `/admin/sla-targets/${id}`, body);
const auditsOf = (typeId: number) =>
  world.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'incident-type'), eq(auditLog.targetId, String(typeId))));

describe('GET /admin/sla-targets', () => {
  it('lists every incident type with the default targets, in minutes', async () => {
    const res = await call(world, world.admin, 'GET', '/admin/sla-targets');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.targets).toEqual(
      INCIDENT_TYPES.map((name) => ({
        incidentTypeId: world.typeIds[name],
        incidentType: name,
        ...DEFAULT_SLA_TARGETS[name],
      })),
    );
    expect(DEFAULT_SLA_TARGETS.Emergency).toEqual({ acknowledgeMinutes: 15, resolveMinutes: 72 * 60 });
    expect(DEFAULT_SLA_TARGETS['Domestic Violence']).toEqual({ acknowledgeMinutes: 60, resolveMinutes: 7 * 24 * 60 });
    expect(DEFAULT_SLA_TARGETS.Theft).toEqual({ acknowledgeMinutes: 240, resolveMinutes: 14 * 24 * 60 });
  });
});

describe('PUT /admin/sla-targets/{incidentTypeId}', () => {
  it('changes both targets, audited with what they were; reports filed before keep theirs', async () => {
    const typeId = world.typeIds['Police Misconduct']!;
    const before = await insertReport(world, world.abeokutaSouth, { incidentTypeId: typeId });
    const res = await put(typeId, { acknowledgeMinutes: 30, resolveMinutes: 2 * 24 * 60 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: SLA_MESSAGES.saved,
      data: {
        target: {
          incidentTypeId: typeId,
          incidentType: 'Police Misconduct',
          acknowledgeMinutes: 30,
          resolveMinutes: 2880,
        },
      },
    });
    expect(await auditsOf(typeId)).toMatchObject([
      {
        action: 'sla.target.changed',
        actorUserId: world.admin.id,
        actorRole: 'admin',
        details: {
          incidentType: 'Police Misconduct',
          from: { acknowledgeMinutes: 240, resolveMinutes: 20160 },
          to: { acknowledgeMinutes: 30, resolveMinutes: 2880 },
        },
      },
    ]);
    // The same values again: nothing changes, nothing is written.
    const again = await put(typeId, { acknowledgeMinutes: 30, resolveMinutes: 2880 });
    expect(again.json().message).toBe(SLA_MESSAGES.unchanged);
    expect(await auditsOf(typeId)).toHaveLength(1);

    const after = await insertReport(world, world.abeokutaSouth, { incidentTypeId: typeId });
    const stamped = async (id: string) =>
      (await world.ctx.database.db.select().from(incidents).where(eq(incidents.id, id)))[0]!;
    expect(await stamped(before.id)).toMatchObject({ acknowledgeMinutes: 240, resolveMinutes: 20160 });
    const fresh = await stamped(after.id);
    expect(fresh).toMatchObject({ acknowledgeMinutes: 30, resolveMinutes: 2880 });
    expect(fresh.acknowledgeDueAt!.getTime() - fresh.submittedAt!.getTime()).toBe(30 * 60_000);
    const seen = (await call(world, world.hq, 'GET', `/police/incidents/${after.id}`)).json().data.incident;
    expect(seen.sla).toMatchObject({ acknowledgeMinutes: 30, resolveMinutes: 2880 });
  });

  it('refuses what is out of range with a sentence, an unknown type with 404, and anyone but an administrator', async () => {
    const typeId = world.typeIds.Theft!;
    const refusals: Array<[unknown, string]> = [
      [{ acknowledgeMinutes: 0, resolveMinutes: 60 }, SLA_MESSAGES.acknowledgeRange],
      [{ acknowledgeMinutes: 10081, resolveMinutes: 20000 }, SLA_MESSAGES.acknowledgeRange],
      [{ acknowledgeMinutes: 1.5, resolveMinutes: 60 }, SLA_MESSAGES.acknowledgeRange],
      [{ acknowledgeMinutes: '15', resolveMinutes: 60 }, SLA_MESSAGES.acknowledgeRange],
      [{ acknowledgeMinutes: 15, resolveMinutes: 525601 }, SLA_MESSAGES.resolveRange],
      [{ acknowledgeMinutes: 15 }, SLA_MESSAGES.resolveRange],
      [{ acknowledgeMinutes: 120, resolveMinutes: 60 }, SLA_MESSAGES.resolveShorter],
      [{ acknowledgeMinutes: 1e300, resolveMinutes: 60 }, SLA_MESSAGES.acknowledgeRange],
    ];
    for (const [body, message] of refusals) {
      const res = await put(typeId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const noBody = await put(typeId, undefined);
    expect(noBody.statusCode).toBe(400);
    for (const id of ['abc', '0', '2147483648'])
      expect((await put(id, { acknowledgeMinutes: 15, resolveMinutes: 60 })).statusCode).toBe(400);
    const unknown = await put(999_999, { acknowledgeMinutes: 15, resolveMinutes: 60 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SLA_MESSAGES.unknownType);
    expect((await put(typeId, { acknowledgeMinutes: 15, resolveMinutes: 60 }, world.hq)).statusCode).toBe(403);
    expect((await call(world, null, 'GET', '/admin/sla-targets')).statusCode).toBe(401);
    expect(await auditsOf(typeId)).toEqual([]);
  });
});
