/**
 * Reports filed at the same moment share one statement (lib/write-batches.ts, decision 028 "Reports filed
 * together"): whatever is grouped, every acknowledged report is stored once, a request sent twice with its
 * Idempotency-Key is filed once and answered alike, and a report that cannot be stored fails alone.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { incidentTypes, incidents } from '../../db/schema';
import { fileReport, type FiledReport } from './incidents.repository';

let ctx: TestContext;
let citizens: TestUser[];
let theftId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  citizens = await Promise.all(Array.from({ length: 6 }, () => createTestUser(ctx)));
  const types = await ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
});
afterAll(() => ctx.close());

/** A citizen's report without files, as the web app sends it, with its Idempotency-Key. */
function send(citizen: TestUser, description: string, key = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    headers: { ...citizen.headers, 'idempotency-key': key },
    payload: {
      data: {
        incidentTypeId: theftId,
        isDraft: false,
        address: '12 Oke-Ilewo Road, Abeokuta',
        description,
        latitude: 7.1475,
        longitude: 3.3619,
      },
    },
  });
}

describe('reports filed at the same moment', () => {
  it('thirty at once, one of them sent four times with its key: each stored once, the copies answered alike', async () => {
    const key = randomUUID();
    const sends = [
      ...Array.from({ length: 30 }, (_, i) => send(citizens[i % citizens.length]!, `Report ${i} of the surge.`)),
      ...Array.from({ length: 4 }, () => send(citizens[0]!, 'The one sent again and again.', key)),
    ];
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const tickets = answers.map((a) => a.json().data.ticketId as string);
    expect(new Set(tickets.slice(30)).size).toBe(1);
    expect(new Set(tickets).size).toBe(31);

    const stored = await ctx.database.db
      .select({ ticketId: incidents.ticketId, description: incidents.description, isDraft: incidents.isDraft })
      .from(incidents)
      .where(inArray(incidents.ticketId, tickets));
    expect(stored).toHaveLength(31);
    expect(stored.filter((r) => r.description === 'The one sent again and again.')).toHaveLength(1);
    expect(stored.every((r) => !r.isDraft)).toBe(true);
  });

  it('a report that cannot be stored fails alone; the ones filed with it are stored', async () => {
    const answered = await send(citizens[1]!, 'A report to copy.');
    expect(answered.statusCode).toBe(201);
    const [model] = await ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.ticketId, answered.json().data.ticketId as string));
    const row = (changes: Partial<FiledReport>): FiledReport => ({
      id: randomUUID(),
      ticketId: `SOG-T${randomUUID().slice(0, 8).toUpperCase()}`,
      userId: model!.userId,
      incidentTypeId: model!.incidentTypeId,
      status: model!.status,
      isDraft: false,
      address: model!.address,
      description: 'Filed with the others.',
      isIdentityHidden: false,
      isLocationHidden: false,
      isAnonymous: false,
      onBehalfOf: null,
      channel: 'web',
      latitude: model!.latitude,
      longitude: model!.longitude,
      lgaId: model!.lgaId,
      areaCommandId: model!.areaCommandId,
      stationId: model!.stationId,
      submittedAt: new Date(),
      ...changes,
    });
    const claim = (key: string) => ({ scope: 'test:filed-together', key, requestHash: 'h', response: { ok: key } });
    const rows = [row({}), row({}), row({ incidentTypeId: 999_999 }), row({}), row({})];
    const outcomes = await Promise.allSettled(rows.map((r, i) => fileReport(ctx.database.db, r, claim(`k${i}`))));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    // PostgreSQL's own error, as the error handler reads it: a foreign key the row does not meet.
    expect((outcomes[2] as PromiseRejectedResult).reason.cause).toMatchObject({ code: '23503' });
    const stored = await ctx.database.db
      .select({ id: incidents.id })
      .from(incidents)
      .where(
        inArray(
          incidents.id,
          rows.map((r) => r.id),
        ),
      );
    expect(stored.map((s) => s.id).sort()).toEqual([rows[0]!.id, rows[1]!.id, rows[3]!.id, rows[4]!.id].sort());

    // A key already claimed: nothing written, answered false (the caller then reads the first answer).
    const again = await Promise.all([
      fileReport(ctx.database.db, row({}), claim('k0')),
      fileReport(ctx.database.db, row({}), claim('k1')),
      fileReport(ctx.database.db, row({}), claim('k2')),
    ]);
    expect(again).toEqual([false, false, true]);
  });
});
