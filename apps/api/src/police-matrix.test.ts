/**
 * The authorization matrix of issue 11, generated from the published OpenAPI document: every operation under
 * /api/v1/police and /api/v1/admin is called by each kind of caller on real records (a report in Abeokuta South,
 * an SOS alert there, feedback to its station) and must be let through or refused exactly as EXPECTATIONS says.
 * An operation without an entry fails the test, so a new police or admin endpoint cannot ship without deciding who
 * may call it. A refusal is 401 for an anonymous caller, 403 for a role the operation does not admit, and 404 for an
 * admitted police account that does not reach the record (out of reach answers as if it did not exist).
 *
 * To add an endpoint: one line in EXPECTATIONS, `'METHOD /api/v1/path/{param}': { allow: [...], request }`, where
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
  policeInvitations,
  sosAlerts,
  stations,
} from './db/schema';
import { multipart } from './modules/incidents/test-files';
import { webmFixture } from './modules/sos/audio-fixtures.test-helpers';
import { createPoliceWorld, insertReport, type PoliceWorld } from './modules/casework/casework.test-helpers';

const CALLERS = [
  'anonymous',
  'citizen',
  'officer-right-station',
  'officer-other-station',
  'area-commander-right',
  'area-commander-other',
  'hq',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

/** Police who reach the records of Abeokuta South: its station's officer, the Egba area commander, State HQ. */
const REACH_ABEOKUTA: readonly Caller[] = ['officer-right-station', 'area-commander-right', 'hq', 'admin'];
/** Every police account (each answered for its own reach). */
const ANY_POLICE: readonly Caller[] = [
  'officer-right-station',
  'officer-other-station',
  'area-commander-right',
  'area-commander-other',
  'hq',
  'admin',
];
const STATE_HQ: readonly Caller[] = ['hq', 'admin'];
const ADMIN_ONLY: readonly Caller[] = ['admin'];

interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A multipart body (payload and its content-type header) instead of JSON. */
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

interface Records {
  world: PoliceWorld;
  /** A named report in Abeokuta South, left as it is (for reading). */
  report: { id: string };
  /** A fresh named report in Abeokuta South, for a call that changes it. */
  freshReport(fields?: Parameters<typeof insertReport>[2]): Promise<{ id: string; version: number }>;
  /** A resolved report in Abeokuta South with the citizen's review. */
  reviewedReport(): Promise<{ id: string }>;
  /** A fresh SOS alert in Abeokuta South with a voice note. */
  alert(): Promise<{ id: string }>;
  /** A fresh feedback to the Abeokuta South station. */
  feedback(): Promise<{ id: string }>;
  /** Another station in Abeokuta South (a re-route target every allowed caller reaches). */
  secondStationId: number;
  /** A police officer account for posting changes. */
  officerToPost(): Promise<{ id: string }>;
  /** A fresh pending invitation. */
  invitation(): Promise<{ id: string }>;
  articleId: number;
  /** A fresh Area Command, and a fresh unused incident type. */
  spareCommandId(): Promise<number>;
  spareTypeId(): Promise<number>;
  /** Ewekoro: an LGA no other entry relies on, moved between commands. */
  spareLgaId: number;
}

interface Expectation {
  allow: readonly Caller[];
  /** An event stream: its status is read as soon as it answers (the app's closing ends the stream). */
  stream?: boolean;
  request(records: Records, caller: Caller): Call | Promise<Call>;
  /** Puts back what an allowed call changed that later entries rely on. */
  after?(records: Records): Promise<void>;
}

/** A versioned action on a fresh report in Abeokuta South: `body` gives what it sends besides the version. */
const onFreshReport = (body: (records: Records) => object = () => ({})): Expectation => ({
  allow: REACH_ABEOKUTA,
  request: async (r) => {
    const report = await r.freshReport();
    return { params: { id: report.id }, body: { version: report.version, ...body(r) } };
  },
});

/** A call with no body on the id of a fresh record that `record` makes. */
const onFresh = (
  allow: readonly Caller[],
  record: 'reviewedReport' | 'alert' | 'feedback' | 'officerToPost' | 'invitation',
): Expectation => ({ allow, request: async (r) => ({ params: { id: (await r[record]()).id } }) });

const EXPECTATIONS: Record<string, Expectation> = {
  // Police casework (issue 11).
  'GET /api/v1/police/incidents': { allow: ANY_POLICE, request: () => ({ query: 'status=all' }) },
  'GET /api/v1/police/incidents/export': { allow: ANY_POLICE, request: () => ({ query: 'status=new' }) },
  'GET /api/v1/police/incidents/{id}': { allow: REACH_ABEOKUTA, request: (r) => ({ params: { id: r.report.id } }) },
  'POST /api/v1/police/incidents/{id}/reveal-reporter': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { reason: 'Matrix test.' } }),
  },
  'POST /api/v1/police/incidents/{id}/acknowledge': onFreshReport(),
  'PATCH /api/v1/police/incidents/{id}/status': onFreshReport(() => ({ status: 'in-progress', note: 'Matrix.' })),
  'POST /api/v1/police/incidents/{id}/internal-notes': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { note: 'Matrix internal note.' } }),
  },
  'POST /api/v1/police/incidents/{id}/notes': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { note: 'Matrix note.', isPublic: false } }),
  },
  'POST /api/v1/police/incidents/{id}/reroute': onFreshReport((r) => ({
    stationId: r.secondStationId,
    reason: 'Matrix.',
  })),
  'POST /api/v1/police/incidents/{id}/escalate': onFreshReport(() => ({ to: 'hq', reason: 'Matrix.' })),
  'PATCH /api/v1/police/incidents/{id}/map-visibility': onFreshReport(() => ({
    hiddenFromMap: true,
    reason: 'Matrix.',
  })),
  'POST /api/v1/police/incidents/{id}/review/reply': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.reviewedReport()).id }, body: { reply: 'Thank you.' } }),
  },
  // The conversation with the reporter (issue 12).
  'GET /api/v1/police/incidents/{id}/messages': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id } }),
  },
  'POST /api/v1/police/incidents/{id}/messages': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { text: 'Matrix question for the reporter.' } }),
  },

  // SOS (decision 006, issue 11 reach).
  'GET /api/v1/police/sos': { allow: ANY_POLICE, request: () => ({}) },
  'GET /api/v1/police/sos/{id}/audio': onFresh(REACH_ABEOKUTA, 'alert'),
  'PATCH /api/v1/police/sos/{id}/acknowledge': onFresh(REACH_ABEOKUTA, 'alert'),
  'PATCH /api/v1/police/sos/{id}/false-alert': onFresh(REACH_ABEOKUTA, 'alert'),
  'GET /api/v1/police/sos/flagged-accounts': { allow: STATE_HQ, request: () => ({}) },
  // The live SOS board (issue 12). The stream opens for every police account and carries only what each reaches.
  'GET /api/v1/police/sos/stream': { allow: ANY_POLICE, stream: true, request: () => ({}) },
  'GET /api/v1/police/sos/{id}': onFresh(REACH_ABEOKUTA, 'alert'),
  'GET /api/v1/police/sos/{id}/assignees': onFresh(REACH_ABEOKUTA, 'alert'),
  'PATCH /api/v1/police/sos/{id}/assign': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.alert()).id }, body: { stationId: r.secondStationId } }),
  },
  'POST /api/v1/police/sos/{id}/notes': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.alert()).id }, body: { note: 'Matrix note on an alert.' } }),
  },
  'PATCH /api/v1/police/sos/{id}/attended': onFresh(REACH_ABEOKUTA, 'alert'),

  // Feedback to stations.
  'GET /api/v1/police/feedback': { allow: ANY_POLICE, request: () => ({}) },
  // Reviews and feedback in the console (issue 12): every police role, each answered for its own reach.
  'GET /api/v1/police/feedback/entries': { allow: ANY_POLICE, request: () => ({ query: 'kind=all&replied=no' }) },
  'GET /api/v1/police/feedback/summary': { allow: ANY_POLICE, request: () => ({ query: 'from=2026-01-01' }) },
  'POST /api/v1/police/feedback/{id}/reply': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.feedback()).id }, body: { reply: 'Thank you.' } }),
  },

  // Administration.
  'PATCH /api/v1/admin/users/{id}/posting': {
    allow: ADMIN_ONLY,
    request: async (r) => ({
      params: { id: (await r.officerToPost()).id },
      body: { stationId: r.world.abeokutaSouth.stationId },
    }),
  },
  'GET /api/v1/admin/invitations': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/invitations': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { email: `invitee-${randomUUID().slice(0, 8)}@example.com`, role: 'hq' } }),
  },
  'POST /api/v1/admin/invitations/{id}/resend': onFresh(ADMIN_ONLY, 'invitation'),
  'POST /api/v1/admin/invitations/{id}/revoke': onFresh(ADMIN_ONLY, 'invitation'),
  'GET /api/v1/admin/area-commands': { allow: ADMIN_ONLY, request: () => ({}) },
  'GET /api/v1/admin/police-accounts': { allow: ADMIN_ONLY, request: () => ({}) },
  'PATCH /api/v1/admin/police-accounts/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({
      params: { id: (await r.officerToPost()).id },
      body: { role: 'officer', stationId: r.secondStationId },
    }),
  },
  'POST /api/v1/admin/police-accounts/{id}/disable': onFresh(ADMIN_ONLY, 'officerToPost'),
  'POST /api/v1/admin/police-accounts/{id}/enable': onFresh(ADMIN_ONLY, 'officerToPost'),
  'GET /api/v1/admin/audit': { allow: STATE_HQ, request: () => ({}) },
  'GET /api/v1/admin/audit/verify': { allow: STATE_HQ, request: () => ({}) },
  // Response-time targets (issue 12).
  'GET /api/v1/admin/sla-targets': { allow: ADMIN_ONLY, request: () => ({}) },
  'PUT /api/v1/admin/sla-targets/{incidentTypeId}': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      params: { incidentTypeId: String(r.world.typeIds['Public Disturbance']) },
      body: { acknowledgeMinutes: 230, resolveMinutes: 20160 },
    }),
  },
  // Administration of stations, Area Commands, incident types and contact numbers (issue 14).
  'GET /api/v1/admin/stations': { allow: ADMIN_ONLY, request: () => ({ query: 'search=division' }) },
  'POST /api/v1/admin/stations': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      body: {
        formation: `Matrix ${randomUUID().slice(0, 8)} Division`,
        lgaId: r.world.abeokutaSouth.lgaId,
        latitude: r.world.abeokutaSouth.lat,
        longitude: r.world.abeokutaSouth.lng,
      },
    }),
  },
  'PATCH /api/v1/admin/stations/{id}': {
    allow: ADMIN_ONLY,
    request: (r) => ({ params: { id: String(r.secondStationId) }, body: { phone: '0803 000 0000' } }),
  },
  'POST /api/v1/admin/stations/import': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      multipart: multipart([
        { name: 'dryRun', value: 'true' },
        {
          name: 'file',
          filename: 'stations.csv',
          contentType: 'text/csv',
          bytes: Buffer.from(
            `formation,lga,latitude,longitude\nMatrix Import,Abeokuta South,${r.world.abeokutaSouth.lat},${r.world.abeokutaSouth.lng}\n`,
          ),
        },
      ]),
    }),
  },
  'POST /api/v1/admin/stations/remove-demo': {
    allow: ADMIN_ONLY,
    request: () => ({}),
    after: async (r) => {
      await r.world.ctx.database.db.update(stations).set({ isActive: true }).where(eq(stations.isDemo, true));
    },
  },
  'POST /api/v1/admin/area-commands': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)} Command` } }),
  },
  'PATCH /api/v1/admin/area-commands/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({
      params: { id: String(await r.spareCommandId()) },
      body: { name: `Renamed ${randomUUID()}` },
    }),
  },
  'GET /api/v1/admin/lgas/{id}/area-command': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      params: { id: String(r.world.abeokutaSouth.lgaId) },
      query: `areaCommandId=${r.world.ijebuOde.areaCommandId}`,
    }),
  },
  'PUT /api/v1/admin/lgas/{id}/area-command': {
    allow: ADMIN_ONLY,
    // Ewekoro, which no other entry uses, to a command it is not in, confirming the open reports it re-routes.
    request: async (r) => {
      const id = String(r.spareLgaId);
      const areaCommandId = await r.spareCommandId();
      const preview = await r.world.ctx.app.inject({
        url: `/api/v1/admin/lgas/${id}/area-command?areaCommandId=${areaCommandId}`,
        headers: r.world.admin.headers,
      });
      return { params: { id }, body: { areaCommandId, confirmOpenReports: preview.json().data.openReports } };
    },
  },
  'GET /api/v1/admin/incident-types': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/incident-types': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)}` } }),
  },
  'PATCH /api/v1/admin/incident-types/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({ params: { id: String(await r.spareTypeId()) }, body: { isSensitive: true } }),
  },
  'DELETE /api/v1/admin/incident-types/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({ params: { id: String(await r.spareTypeId()) } }),
  },
  'PUT /api/v1/admin/contact-numbers': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { supportPhone: '112', emergencyNumbers: [{ label: 'Emergency', phone: '112' }] } }),
  },
  'GET /api/v1/admin/news': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/news': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { title: `Matrix ${randomUUID()}`, bodyText: 'Text.', publish: false } }),
  },
  'PATCH /api/v1/admin/news/{id}': {
    allow: ADMIN_ONLY,
    request: (r) => ({ params: { id: String(r.articleId) }, body: { subtitle: 'Edited by the matrix test.' } }),
  },
};

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
function refusal(caller: Caller, admitted: readonly string[]): 401 | 403 | 404 {
  if (caller === 'anonymous') return 401;
  return admitted.includes(roleOf(caller)) ? 404 : 403;
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
        const want = allowed ? '2xx' : refusal(caller, admittedRoles.get(operation) ?? []);
        const ok = allowed ? got >= 200 && got < 300 : got === want;
        const said = expectation.stream ? '' : response.body.slice(0, 160);
        if (!ok) failures.push(`${operation} as ${caller}: ${got} (expected ${want}) ${said}`);
      }
    }
    console.log(`police matrix: ${calls} calls`);
    expect(failures).toEqual([]);
  }, 180_000);
});
