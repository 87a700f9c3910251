/**
 * The retention schedule (issue 22, decision 029), on both engines, with the app's clock moved past each period: the
 * daily sweep runs through the job queue and removes what is due (rows, fields and files), keeps what is not yet due
 * and never touches a case under legal hold; administrators preview and run it, others cannot.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { retentionRuleOf, DRAFT_KEEP_DAYS } from '@safeogun/contract/retention';
import { createTestClock } from '../../../test/helpers';
import {
  auditLog,
  authAttempts,
  emergencyContacts,
  idempotencyKeys,
  incidentFiles,
  incidentTypes,
  incidents,
  jobs,
  notifications,
  otpCodes,
  refreshTokens,
  sosAlerts,
  users,
} from '../../db/schema';
import {
  call,
  createPoliceWorld,
  insertReport,
  runDueSignedIn,
  type PoliceWorld,
} from '../casework/casework.test-helpers';

const DAY = 24 * 3600_000;
const clock = createTestClock();
let world: PoliceWorld;
const db = () => world.ctx.database.db;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);
// Each test moves months of time through every recurring job of a demo database.
vi.setConfig({ testTimeout: 240_000 });

/** Moves the clock on and lets the job queue run what is due: the daily sweep among it. */
const laterSweep = async (days: number) => {
  clock.advance(days * DAY);
  await runDueSignedIn(world, clock);
};

beforeAll(async () => {
  world = await createPoliceWorld({ clock });
  // The sweep's first daily run happens now, on a database with nothing due yet.
  await world.ctx.app.jobs.runDue();
});
afterAll(() => world.ctx.close());

async function storedFile(key: string) {
  await world.ctx.app.storage.put(key, Buffer.from(`evidence ${key}`));
  return key;
}

describe('an SOS text message', () => {
  it('is gone from the database, with the address it carried, after its period', async () => {
    const [sender] = await db()
      .update(users)
      .set({ address: '5 Sapon Street, Abeokuta', fullName: 'Adaeze Okafor' })
      .where(eq(users.id, world.citizen.id))
      .returning();
    await db()
      .insert(emergencyContacts)
      .values({ userId: sender!.id, fullName: 'Chidi', phoneNumber: '+2348031111111', relationship: 'Brother' });
    const sent = await call(world, world.citizen, 'POST', '/sos/new', {
      comment: 'Help',
      locationUnavailableReason: 'denied',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await world.ctx.app.jobs.runDue();
    const holding = () =>
      db()
        .select({ id: jobs.id })
        .from(jobs)
        .where(sql`${jobs.payload}::text like '%Sapon Street%'`);
    expect(await holding()).toHaveLength(1);

    await laterSweep(retentionRuleOf('sentMessages').days - 1);
    expect(await holding()).toHaveLength(1);
    await laterSweep(2);
    expect(await holding()).toHaveLength(0);
  });
});

describe('short-lived records', () => {
  it('are deleted past their period; younger ones stay', async () => {
    const userId = world.citizen.id;
    const tag = randomUUID().slice(0, 8);
    const old = (kind: Parameters<typeof retentionRuleOf>[0]) => daysAgo(retentionRuleOf(kind).days + 1);
    await db()
      .insert(idempotencyKeys)
      .values([
        { scope: 'test', key: `old-${tag}`, response: { ok: 1 }, createdAt: old('idempotencyKeys') },
        { scope: 'test', key: `new-${tag}`, response: { ok: 1 }, createdAt: daysAgo(1) },
      ]);
    await db()
      .insert(refreshTokens)
      .values([
        {
          userId,
          familyId: randomUUID(),
          tokenHash: `old-${tag}`,
          expiresAt: old('sessions'),
          userAgent: 'Old browser',
        },
        {
          userId,
          familyId: randomUUID(),
          tokenHash: `revoked-${tag}`,
          expiresAt: new Date(clock.now().getTime() + DAY),
          revokedAt: old('sessions'),
          userAgent: 'Revoked browser',
        },
        { userId, familyId: randomUUID(), tokenHash: `live-${tag}`, expiresAt: new Date(clock.now().getTime() + DAY) },
      ]);
    await db()
      .insert(otpCodes)
      .values([
        { purpose: 'signup', email: `old-${tag}@example.com`, codeHash: 'x', expiresAt: old('oneTimeCodes') },
        { purpose: 'signup', email: `new-${tag}@example.com`, codeHash: 'x', expiresAt: clock.now() },
      ]);
    await db()
      .insert(authAttempts)
      .values([
        { scope: 'login', key: `old-${tag}`, createdAt: old('signInAttempts') },
        { scope: 'login', key: `new-${tag}`, createdAt: daysAgo(1) },
      ]);
    await db()
      .insert(notifications)
      .values([
        { userId, category: 'reportStatus', title: `old-${tag}`, body: 'b', createdAt: old('notifications') },
        { userId, category: 'reportStatus', title: `new-${tag}`, body: 'b', createdAt: daysAgo(1) },
      ]);
    await db()
      .insert(jobs)
      .values([
        { queue: 'test', payload: { to: '+234' }, failedAt: old('failedJobs'), lastError: 'x' },
        { queue: 'test', payload: { to: '+234' }, failedAt: daysAgo(1), lastError: 'x' },
      ]);

    const preview = await call(world, world.admin, 'POST', '/admin/retention/run', { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const due = preview.json().data.counts;
    for (const kind of ['idempotencyKeys', 'oneTimeCodes', 'signInAttempts', 'notifications', 'failedJobs'])
      expect(due[kind], kind).toBeGreaterThanOrEqual(1);
    expect(due.sessions).toBeGreaterThanOrEqual(2);
    // The preview changed nothing.
    expect(
      await db()
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, `old-${tag}`)),
    ).toHaveLength(1);

    const run = await call(world, world.admin, 'POST', '/admin/retention/run', { dryRun: false });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.counts.sessions).toBeGreaterThanOrEqual(2);

    const keys = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'test'));
    expect(keys.map((k) => k.key)).toEqual([`new-${tag}`]);
    const tokens = await db().select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(tokens.map((t) => t.hash).filter((h) => h.endsWith(tag))).toEqual([`live-${tag}`]);
    const codes = await db().select({ email: otpCodes.email }).from(otpCodes);
    expect(codes.map((c) => c.email).filter((e) => e.includes(tag))).toEqual([`new-${tag}@example.com`]);
    const attempts = await db().select({ key: authAttempts.key }).from(authAttempts);
    expect(attempts.map((a) => a.key).filter((k) => k.endsWith(tag))).toEqual([`new-${tag}`]);
    const notes = await db().select({ title: notifications.title }).from(notifications);
    expect(notes.map((n) => n.title).filter((t) => t.endsWith(tag))).toEqual([`new-${tag}`]);
    expect(await db().select().from(jobs).where(eq(jobs.queue, 'test'))).toHaveLength(1);
  });
});

describe('an abandoned draft', () => {
  it('is announced to its author a week before, then deleted with its files', async () => {
    const key = await storedFile(`evidence/draft-${randomUUID()}.jpg`);
    const draft = await insertReport(world, world.abeokutaSouth, {
      isDraft: true,
      submittedAt: null,
      updatedAt: daysAgo(DRAFT_KEEP_DAYS - 2),
    });
    await db().insert(incidentFiles).values({
      incidentId: draft.id,
      kind: 'image',
      storageKey: key,
      contentType: 'image/jpeg',
      sizeBytes: 10,
      sha256: 'x',
    });
    await laterSweep(1);
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.citizen.id), eq(notifications.link, `/edit_draft/${draft.id}`)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Your draft report will be deleted');

    // Past its 180 days, but told only 3 days ago: it stays until the week is out.
    await laterSweep(3);
    expect(await db().select().from(incidents).where(eq(incidents.id, draft.id))).toHaveLength(1);
    expect(await world.ctx.app.storage.exists(key)).toBe(true);

    await laterSweep(5);
    expect(await db().select().from(incidents).where(eq(incidents.id, draft.id))).toHaveLength(0);
    expect(await world.ctx.app.storage.exists(key)).toBe(false);
  });
});

describe('the voice note of a false alarm', () => {
  it('is deleted after its period; the alert record stays', async () => {
    const key = await storedFile(`sos/${randomUUID()}.webm`);
    const [alert] = await db()
      .insert(sosAlerts)
      .values({
        comment: 'Help',
        locationSource: 'profile',
        status: 'false-alert',
        markedFalseAt: clock.now(),
        audioKey: key,
        audioContentType: 'audio/webm',
        audioSizeBytes: 10,
        audioSha256: 'x',
      })
      .returning();
    await laterSweep(retentionRuleOf('falseAlarmAudio').days - 1);
    expect(await world.ctx.app.storage.exists(key)).toBe(true);
    await laterSweep(2);
    const [after] = await db().select().from(sosAlerts).where(eq(sosAlerts.id, alert!.id));
    expect(after).toMatchObject({ status: 'false-alert', audioKey: null, audioSha256: null, comment: 'Help' });
    expect(await world.ctx.app.storage.exists(key)).toBe(false);
  });
});

describe('a closed case', () => {
  it('loses its evidence and reporter identity after its type’s period, unless under legal hold', async () => {
    const theft = world.typeIds.Theft!;
    const setDays = await call(world, world.admin, 'PATCH', `/admin/incident-types/${theft}`, { retentionDays: 400 });
    expect(setDays.statusCode, setDays.body).toBe(200);
    expect(setDays.json().data.incidentType.retentionDays).toBe(400);
    const tooShort = await call(world, world.admin, 'PATCH', `/admin/incident-types/${theft}`, { retentionDays: 30 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toMatch(/from 365 to 10950/);

    const closedAt = clock.now();
    const files: string[] = [];
    const closedCase = async () => {
      const report = await insertReport(world, world.abeokutaSouth, {
        status: 'closed',
        resolvedAt: closedAt,
        latitude: 7.147512,
        longitude: 3.361934,
        onBehalfOf: { fullName: 'Adaeze Okafor', relationship: 'Sister', phoneNumber: '08031234567' },
      });
      const key = await storedFile(`evidence/${randomUUID()}.jpg`);
      files.push(key);
      await db().insert(incidentFiles).values({
        incidentId: report.id,
        kind: 'image',
        storageKey: key,
        contentType: 'image/jpeg',
        sizeBytes: 10,
        sha256: 'x',
      });
      return report.id;
    };
    const cleared = await closedCase();
    const held = await closedCase();

    const byOfficer = await call(world, world.officerRight, 'PUT', `/police/incidents/${held}/legal-hold`, {
      legalHold: true,
      reason: 'Court order 12/2026',
    });
    expect(byOfficer.statusCode).toBe(403);
    const hold = await call(world, world.commanderRight, 'PUT', `/police/incidents/${held}/legal-hold`, {
      legalHold: true,
      reason: 'Court order 12/2026',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().data.incident.legalHold).toMatchObject({ reason: 'Court order 12/2026' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, held), eq(auditLog.action, 'incident.legal-hold.set')));
    expect(audits).toHaveLength(1);

    await laterSweep(399);
    expect((await db().select().from(incidents).where(eq(incidents.id, cleared)))[0]!.userId).toBe(world.citizen.id);
    await laterSweep(2);

    const [gone] = await db().select().from(incidents).where(eq(incidents.id, cleared));
    expect(gone).toMatchObject({ userId: null, address: null, latitude: 7.15, longitude: 3.36, status: 'closed' });
    // The person the report was about goes with the reporter (issue 21: the same privacy rules).
    expect(gone!.onBehalfOf).toBeNull();
    expect(gone!.retentionClearedAt).not.toBeNull();
    expect(await db().select().from(incidentFiles).where(eq(incidentFiles.incidentId, cleared))).toHaveLength(0);
    expect(await world.ctx.app.storage.exists(files[0]!)).toBe(false);

    const [kept] = await db().select().from(incidents).where(eq(incidents.id, held));
    expect(kept).toMatchObject({ userId: world.citizen.id, address: '12 Oke-Ilewo Road, Abeokuta' });
    expect(kept!.retentionClearedAt).toBeNull();
    expect(await db().select().from(incidentFiles).where(eq(incidentFiles.incidentId, held))).toHaveLength(1);
    expect(await world.ctx.app.storage.exists(files[1]!)).toBe(true);

    // The hold cleared, the next sweep applies the schedule to it too.
    const clear = await call(world, world.hq, 'PUT', `/police/incidents/${held}/legal-hold`, {
      legalHold: false,
      reason: 'Case concluded in court',
    });
    expect(clear.statusCode, clear.body).toBe(200);
    expect(clear.json().data.incident.legalHold).toBeNull();
    await laterSweep(1);
    expect(await world.ctx.app.storage.exists(files[1]!)).toBe(false);
    await db().update(incidentTypes).set({ retentionDays: 2190 }).where(eq(incidentTypes.id, theft));
  });
});

describe('the development outboxes', () => {
  it('lose their files after their period', async () => {
    const dir = world.ctx.app.mailer.outboxDir;
    await mkdir(dir, { recursive: true });
    const oldFile = path.join(dir, `old-${randomUUID()}.json`);
    const newFile = path.join(dir, `new-${randomUUID()}.json`);
    await writeFile(oldFile, '{"code":"123456"}');
    await writeFile(newFile, '{"code":"654321"}');
    const period = retentionRuleOf('outboxFiles').days;
    const before = new Date(clock.now().getTime() - (period + 1) * DAY);
    await utimes(oldFile, before, before);
    const now = clock.now();
    await utimes(newFile, now, now);
    await laterSweep(1);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(newFile)).toBe(true);
  });
});

describe('the runs', () => {
  it('each write one audit entry with their counts, which administrators read; others cannot', async () => {
    const runs = await call(world, world.admin, 'GET', '/admin/retention/runs');
    expect(runs.statusCode, runs.body).toBe(200);
    const list = runs.json().data.runs;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.some((r: { actorUserId: string | null }) => r.actorUserId === null)).toBe(true);
    expect(list.some((r: { actorUserId: string | null }) => r.actorUserId === world.admin.id)).toBe(true);
    expect(Object.keys(list[0].counts)).toContain('closedCases');
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'retention.run'));
    expect(entries).toHaveLength(list.length);

    for (const user of [world.citizen, world.officerRight, world.hq]) {
      expect((await call(world, user, 'GET', '/admin/retention/runs')).statusCode).toBe(403);
      expect((await call(world, user, 'POST', '/admin/retention/run', { dryRun: true })).statusCode).toBe(403);
    }
    expect((await call(world, null, 'POST', '/admin/retention/run', { dryRun: true })).statusCode).toBe(401);
    const bad = await call(world, world.admin, 'POST', '/admin/retention/run', { dryRun: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('dryRun must be true (count only) or false (run now).');
  });
});
