/**
 * The authorization matrix of issue 11, generated from the published OpenAPI document: every operation under
 * /api/v1/police and /api/v1/admin is called by each kind of caller on real records (a report in Abeokuta South,
 * an SOS alert there, feedback to its station) and must be let through or refused exactly as the expectations say (POLICE_EXPECTATIONS in police-matrix.test-helpers.ts,
 * ADMIN_EXPECTATIONS in admin-matrix.test-helpers.ts).
 * An operation without an entry fails the test, so a new police or admin endpoint cannot ship without deciding who
 * may call it. A refusal is 401 for an anonymous caller, 403 for a role the operation does not admit, and 404 for an
 * admitted police account that does not reach the record (out of reach answers as if it did not exist).
 *
 * To add an endpoint: one line in those expectations, `'METHOD /api/v1/path/{param}': { allow: [...], request }`, where
 * `request` names the path parameters (and body, query) for one caller; make a fresh record when the call changes it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Role } from '@safeogun/contract/roles';
import { createTestUser, type TestUser } from '../test/helpers';
import {
  areaCommands,
  feedbackTypes,
  incidentTypes,
  lgas,
  feedbacks,
  incidentReviews,
  newsArticles,
  open311ApiKeys,
  policeInvitations,
  sosAlerts,
  stations,
} from './db/schema';
import { webmFixture } from './modules/sos/audio-fixtures.test-helpers';
import { createPoliceWorld, insertReport, type PoliceWorld } from './modules/casework/casework.test-helpers';

import { CALLERS, type Caller, type Records, POLICE_EXPECTATIONS } from './police-matrix.test-helpers';
import { ADMIN_EXPECTATIONS } from './admin-matrix.test-helpers';
import { COMMUNITY_EXPECTATIONS } from './community-matrix.test-helpers';

const EXPECTATIONS = { ...POLICE_EXPECTATIONS, ...ADMIN_EXPECTATIONS, ...COMMUNITY_EXPECTATIONS };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document under the police and admin prefixes, as 'METHOD /path'. */
function guardedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/police') || path.startsWith('/api/v1/admin'))
    .flatMap(([path, operations]) => METHODS.filter((m) => m in operations).map((m) => `${m.toUpperCase()} ${path}`));
}

let world: PoliceWorld;
let records: Records;
let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;

beforeAll(async () => {
  world = await createPoliceWorld();
  const db = world.ctx.database.db;
  const S = world.abeokutaSouth;
  const [second] = await db
    .insert(stations)
    .values({ formation: 'Matrix Second Division', lgaId: S.lgaId })
    .returning();
  const [feedbackType] = await db.select().from(feedbackTypes).limit(1);
  const [article] = await db.select().from(newsArticles).orderBy(desc(newsArticles.id)).limit(1);
  const audio = webmFixture(2);
  users = {
    citizen: world.citizen,
    'officer-right-station': world.officerRight,
    'officer-other-station': world.officerOther,
    'area-commander-right': world.commanderRight,
    'area-commander-other': world.commanderOther,
    hq: world.hq,
    admin: world.admin,
  };
  records = {
    world,
    report: await insertReport(world, S),
    freshReport: (fields) => insertReport(world, S, fields),
    async reviewedReport() {
      const report = await insertReport(world, S, { status: 'resolved' });
      await db
        .insert(incidentReviews)
        .values({ incidentId: report.id, userId: world.citizen.id, rating: 4, comments: 'Kind officers.' });
      return report;
    },
    async alert() {
      const id = randomUUID();
      const key = `sos/${id}.webm`;
      await world.ctx.app.storage.put(key, audio);
      await db.insert(sosAlerts).values({
        id,
        userId: world.citizen.id,
        comment: 'Help, matrix test.',
        latitude: S.lat,
        longitude: S.lng,
        locationSource: 'device',
        lgaId: S.lgaId,
        audioKey: key,
        audioContentType: 'audio/webm',
        audioSizeBytes: audio.length,
      });
      return { id };
    },
    async feedback() {
      const [row] = await db
        .insert(feedbacks)
        .values({
          userId: world.citizen.id,
          feedbackTypeId: feedbackType!.id,
          recipient: 'Station',
          stationId: S.stationId,
          comment: 'Matrix feedback.',
        })
        .returning();
      return row!;
    },
    secondStationId: second!.id,
    officerToPost: () => createTestUser(world.ctx, { role: 'officer' }),
    async invitation() {
      const [row] = await db
        .insert(policeInvitations)
        .values({
          email: `invitee-${randomUUID().slice(0, 8)}@example.com`,
          role: 'hq',
          tokenHash: randomUUID(),
          invitedByUserId: world.admin.id,
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      return row!;
    },
    async open311Key() {
      const [row] = await db
        .insert(open311ApiKeys)
        .values({ name: 'Matrix key', prefix: 'so311_matrix', keyHash: randomUUID() })
        .returning();
      return { id: String(row!.id) };
    },
    articleId: article!.id,
    async spareCommandId() {
      const [row] = await db
        .insert(areaCommands)
        .values({ name: `Spare ${randomUUID()}` })
        .returning();
      return row!.id;
    },
    async spareTypeId() {
      const [row] = await db
        .insert(incidentTypes)
        .values({ name: `Spare ${randomUUID()}` })
        .returning();
      return row!.id;
    },
    spareLgaId: (await db.select().from(lgas).where(eq(lgas.name, 'Ewekoro')))[0]!.id,
  };
});
afterAll(() => world.ctx.close());

/** What a refused caller gets: 401 anonymous, 403 a role the operation does not admit, 404 out of reach. */
function refusal(caller: Caller, admitted: readonly string[], outOfReach: 403 | 404 = 404): 401 | 403 | 404 {
  if (caller === 'anonymous') return 401;
  return admitted.includes(roleOf(caller)) ? outOfReach : 403;
}

const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, Role> = {
  citizen: 'citizen',
  'officer-right-station': 'officer',
  'officer-other-station': 'officer',
  'area-commander-right': 'area_commander',
  'area-commander-other': 'area_commander',
  hq: 'hq',
  admin: 'admin',
};
const roleOf = (caller: Caller): Role => ROLE_OF[caller as Exclude<Caller, 'anonymous'>];

describe('authorization matrix of the police and admin API', () => {
  it('has an entry for every police and admin operation of the OpenAPI document, and none for an unknown one', () => {
    const operations = guardedOperations(world.ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> });
    expect(operations.length).toBeGreaterThan(20);
    const missing = operations.filter((op) => !(op in EXPECTATIONS));
    expect(missing, 'operations without an entry in EXPECTATIONS (police-matrix.test.ts)').toEqual([]);
    const stale = Object.keys(EXPECTATIONS).filter((key) => !operations.includes(key));
    expect(stale, 'entries for operations the document does not have').toEqual([]);
  });

  it('lets through or refuses each caller as EXPECTATIONS says, on real records', async () => {
    const document = world.ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const admittedRoles = new Map(
      world.ctx.app.routeAccess.map((r) => [
        `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
        r.access?.kind === 'roles' ? r.access.roles : [],
      ]),
    );
    const failures: string[] = [];
    let calls = 0;
    for (const operation of guardedOperations(document)) {
      const expectation = EXPECTATIONS[operation];
      if (!expectation) continue;
      const [method, template] = operation.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const call = await expectation.request(records, caller);
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const value = call.params?.[name];
          if (value === undefined) throw new Error(`${operation}: no value for {${name}}`);
          return encodeURIComponent(value);
        });
        const response = await world.ctx.app.inject({
          method: method as 'GET',
          url: call.query ? `${path}?${call.query}` : path,
          headers: caller === 'anonymous' ? {} : users[caller].headers,
          ...(call.body === undefined ? {} : { payload: call.body as object }),
          ...(call.multipart
            ? {
                payload: call.multipart.payload,
                headers: { ...(caller === 'anonymous' ? {} : users[caller].headers), ...call.multipart.headers },
              }
            : {}),
          ...(expectation.stream ? { payloadAsStream: true } : {}),
        });
        await expectation.after?.(records);
        if (expectation.stream) response.stream().destroy();
        calls++;
        const got = response.statusCode;
        const allowed = expectation.allow.includes(caller);
        const want = allowed ? '2xx' : refusal(caller, admittedRoles.get(operation) ?? [], expectation.outOfReach);
        const ok = allowed ? got >= 200 && got < 300 : got === want;
        const said = expectation.stream ? '' : response.body.slice(0, 160);
        if (!ok) failures.push(`${operation} as ${caller}: ${got} (expected ${want}) ${said}`);
      }
    }
    console.log(`police matrix: ${calls} calls`);
    expect(failures).toEqual([]);
  }, 180_000);
});
