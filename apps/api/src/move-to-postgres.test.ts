/**
 * `npm run db:move-to-postgres`: an embedded install (PGlite in DATA_DIR, demo content, a citizen with a password,
 * a report with a photo, an SOS, police actions in the audit log, a poll vote) is moved into a fresh PostgreSQL
 * database; every table's rows come back as they were, and an app started on PostgreSQL with the same DATA_DIR signs
 * the citizen in, shows their report, the case and its history, verifies the audit chain and takes new reports.
 * Needs a PostgreSQL server (DATABASE_URL): the source is always the embedded database, whatever TEST_DB_ENGINE.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testConfig, testContext, type TestContext, type TestUser } from '../test/helpers';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { incidentFiles, incidentTypes, incidents, lgas, stations } from './db/schema';
import { hashPassword } from './modules/accounts-core/passwords';
import { PNG_1X1, sendMultipart } from './modules/incidents/test-files';
import { sendTo } from './modules/sos/sos.test-helpers';
import { moveToPostgres, type MoveReport } from './move-to-postgres';

const server = process.env.DATABASE_URL;
const PASSWORD = 'Moving#2026';
// Made in beforeAll: a skipped run leaves nothing behind.
let scratch: string;
let dataDir: string;
const databases: string[] = [];
const closing: (() => Promise<unknown>)[] = [];

/** An app as `npm start` builds it on `config`'s database: migrated, reference (and demo) data loaded. */
async function start(config: Config): Promise<TestContext> {
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, closeDatabase: true, logger: false });
  await app.ready();
  return testContext(app, database, config, () => app.close());
}

/** A new, empty database on the server of DATABASE_URL, dropped after the file. */
async function freshDatabase(): Promise<string> {
  const name = `safeogun_test_move_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Every row of every table, as text in a fixed order, hashed per table: the same in both databases when the copy is
 * exact. Timestamps are printed in UTC and floats at full precision on both sides.
 */
async function tableDigests(
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
  tables: string[],
): Promise<Record<string, string>> {
  await query("set TimeZone = 'UTC'");
  await query('set extra_float_digits = 3');
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await query(`select t::text as row from "${table}" t order by 1`);
    digests[table] = createHash('sha256')
      .update(rows.map((r) => r.row as string).join('\n'))
      .digest('hex');
  }
  return digests;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A yes/no poll open for a day, asked by `admin` on `app`. */
const askPoll = (app: TestContext, admin: TestUser, question: string) =>
  app.api('POST', '/admin/polls', admin, {
    question,
    options: ['Yes', 'No'],
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
  });

describe.skipIf(!server)('npm run db:move-to-postgres', () => {
  let embedded: TestContext;
  let citizen: TestUser;
  let officer: TestUser;
  let admin: TestUser;
  let theftId: number;
  let stationId: number;
  let ticketId: string;
  let incidentId: string;
  let photoSha: string;
  let pollId: number;
  let auditEntries: number;
  let embeddedDigests: Record<string, string>;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'safeogun-move-test-'));
    dataDir = path.join(scratch, 'data');
    // No JWT_SECRET: the install generated its keys into DATA_DIR/secrets, as an embedded one does by default.
    embedded = await start(testConfig({ DATA_DIR: dataDir, JWT_SECRET: undefined, SEED_DEMO: '1' }));
    const db = embedded.database.db;
    theftId = (await db.select().from(incidentTypes).where(eq(incidentTypes.name, 'Theft')))[0]!.id;
    const [abeokutaSouth] = await db.select().from(lgas).where(eq(lgas.name, 'Abeokuta South'));
    stationId = (
      await db
        .select()
        .from(stations)
        .where(and(eq(stations.lgaId, abeokutaSouth!.id), eq(stations.isDemo, true)))
    )[0]!.id;
    citizen = await createTestUser(embedded, { fullName: 'Bisi Mover', passwordHash: await hashPassword(PASSWORD) });
    officer = await createTestUser(embedded, { fullName: 'Officer Ade', role: 'officer', stationId });
    admin = await createTestUser(embedded, { fullName: 'Admin Ola', role: 'admin' });

    const photo = Buffer.concat([PNG_1X1, Buffer.from('moved photo')]);
    const filed = await sendMultipart(
      embedded.app,
      'POST',
      '/incident/new',
      {
        incidentTypeId: theftId,
        description: 'My generator was stolen from the shop at night.',
        address: '4 Kuto Road, Abeokuta',
        stationId,
        latitude: abeokutaSouth!.labelLat,
        longitude: abeokutaSouth!.labelLng,
      },
      { files: [photo], contentType: 'image/png', headers: citizen.headers },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    ticketId = filed.json().data.ticketId;
    const [row] = await db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    incidentId = row!.id;
    photoSha = (await db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, incidentId)))[0]!.sha256;

    const sos = await sendTo(embedded, citizen, {
      comment: 'Armed men at the gate',
      coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 10 },
    });
    expect(sos.statusCode, sos.body).toBe(201);

    // Police actions: each in the case history, the reveal and the poll also in the audit log.
    const ack = await embedded.api('POST', `/police/incidents/${incidentId}/acknowledge`, officer, {
      version: row!.version,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    const status = await embedded.api('PATCH', `/police/incidents/${incidentId}/status`, officer, {
      version: ack.json().data.incident.version,
      status: 'in-progress',
      note: 'Officers are on their way to the shop.',
    });
    expect(status.statusCode, status.body).toBe(200);
    const reveal = await embedded.api('POST', `/police/incidents/${incidentId}/reveal-reporter`, officer, {
      reason: 'Need to call the reporter about the generator.',
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    const poll = await askPoll(embedded, admin, 'Should patrols start earlier?');
    expect(poll.statusCode, poll.body).toBe(201);
    pollId = poll.json().data.poll.id;
    const vote = await embedded.api('POST', `/community/polls/${pollId}/vote`, citizen, {
      optionId: poll.json().data.poll.options[0].id,
    });
    expect(vote.statusCode, vote.body).toBe(200);

    const verified = await embedded.api('GET', '/admin/audit/verify', admin);
    expect(verified.json().data.valid).toBe(true);
    auditEntries = verified.json().data.checked;
    expect(auditEntries).toBeGreaterThanOrEqual(2);
    // The server is stopped before the move.
    await embedded.close();
  }, 300_000);

  afterAll(async () => {
    for (const close of closing.reverse()) await close();
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(scratch, { recursive: true, force: true });
  }, 120_000);

  let databaseUrl: string;
  let report: MoveReport;

  it('rolls a failed copy back whole, and the next run copies every table exactly', { timeout: 300_000 }, async () => {
    databaseUrl = await freshDatabase();
    // A secret that cannot be read fails the move after every table is copied: all of it is undone.
    const keyFile = path.join(dataDir, 'secrets', 'evidence-key');
    renameSync(keyFile, `${keyFile}.kept`);
    mkdirSync(keyFile);
    await expect(moveToPostgres({ dataDir, databaseUrl })).rejects.toThrow('EISDIR');
    rmdirSync(keyFile);
    renameSync(`${keyFile}.kept`, keyFile);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows: left } = await check.query<{ tables: number; rows: number }>(
      `select count(*)::int as tables, coalesce(sum((xpath('/row/n/text()',
         query_to_xml(format('select count(*) as n from public.%I', relname), false, true, '')))[1]::text::int), 0)::int as rows
       from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    await check.end();
    expect(left[0]!.rows).toBe(0);

    const progress: string[] = [];
    report = await moveToPostgres({ dataDir, databaseUrl, onTable: (table) => progress.push(table) });
    const tables = report.tables.map((t) => t.table);
    expect(left[0]!.tables).toBe(tables.length);
    expect(progress).toEqual(tables);
    // Parents before children.
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('incidents'));
    expect(tables.indexOf('incidents')).toBeLessThan(tables.indexOf('incident_files'));
    expect(report.tables.find((t) => t.table === 'incidents')!.rows).toBeGreaterThan(500);
    expect(report.auditEntries).toBe(auditEntries);
    expect(report.secrets).toEqual(['jwt-secret', 'file-url-secret', 'channels-secret', 'evidence-key']);

    // Row for row, value for value, in both databases.
    const source = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
    embeddedDigests = await tableDigests((sql) => source.pglite!.query(sql), tables);
    await source.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const movedDigests = await tableDigests((sql) => client.query(sql), tables);
    const { rows: secrets } = await client.query<{ name: string; value: string }>('select * from server_secrets');
    await client.end();
    // server_secrets is the one table the move adds to: the embedded install kept its secrets in DATA_DIR.
    expect({ ...movedDigests, server_secrets: null }).toEqual({ ...embeddedDigests, server_secrets: null });
    expect(secrets.map((s) => s.name).sort()).toEqual([...report.secrets].sort());
    for (const { name, value } of secrets) {
      expect(value).toBe(readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim());
    }
  });

  it(
    'an app on PostgreSQL with the same DATA_DIR carries on where the embedded one stopped',
    { timeout: 300_000 },
    async () => {
      const moved = await start(
        testConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: undefined, SEED_DEMO: '1' }),
      );
      closing.push(() => moved.close());

      // Starting loaded no reference or demo data again: every table the copy filled holds what it held.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const reference = ['incident_types', 'feedback_types', 'relationships', 'community_tips', 'lgas', 'stations'];
      for (const table of [...reference, 'incidents', 'news_articles', 'audit_log']) {
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
        expect(rows[0]!.n, table).toBe(report.tables.find((t) => t.table === table)!.rows);
      }
      await client.end();

      // The citizen's session from before the move still works (the signing key came along), and so does a new
      // sign-in with the password.
      expect((await moved.api('GET', '/user/me', citizen)).statusCode).toBe(200);
      const login = await moved.api('POST', '/auth/login/email', null, { email: citizen.email, password: PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      const signedIn = { headers: { authorization: `Bearer ${login.json().data.tokens.access.token}` } } as TestUser;
      const mine = await moved.api('GET', '/incident/all', signedIn);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(JSON.stringify(mine.json().data)).toContain(ticketId);

      // The case and its history, and the photo still readable with the evidence key of DATA_DIR.
      const theCase = await moved.api('GET', `/police/incidents/${incidentId}`, officer);
      expect(theCase.statusCode, theCase.body).toBe(200);
      const incident = theCase.json().data.incident;
      expect(incident.status).toBe('in-progress');
      expect(JSON.stringify(incident.history)).toContain('Officers are on their way to the shop.');
      const [file] = await moved.database.db
        .select()
        .from(incidentFiles)
        .where(eq(incidentFiles.incidentId, incidentId));
      const opened = await moved.app.storage.open(file!.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(photoSha);

      // The poll remembers the vote.
      const poll = await moved.api('GET', `/community/polls/${pollId}`, citizen);
      expect(poll.json().data.poll).toMatchObject({ voted: true, results: { total: 1 } });

      // The audit chain verifies, and goes on: a new audited action joins it.
      const reveal = await moved.api('POST', `/police/incidents/${incidentId}/reveal-reporter`, officer, {
        reason: 'Calling the reporter again after the move.',
      });
      expect(reveal.statusCode, reveal.body).toBe(200);
      const verified = await moved.api('GET', '/admin/audit/verify', admin);
      expect(verified.json().data).toEqual({ valid: true, checked: auditEntries + 1, firstBrokenId: null });

      // Sequences went on from the copied rows: new rows take new ids.
      const filed = await sendMultipart(
        moved.app,
        'POST',
        '/incident/new',
        { incidentTypeId: theftId, description: 'A second theft, after the move.', address: '4 Kuto Road, Abeokuta' },
        { files: [PNG_1X1], contentType: 'image/png', headers: signedIn.headers },
      );
      expect(filed.statusCode, filed.body).toBe(201);
      const sos = await sendTo(moved, citizen, {
        comment: 'Help again',
        coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 10 },
      });
      expect(sos.statusCode, sos.body).toBe(201);
      const poll2 = await askPoll(moved, admin, 'Another question after the move?');
      expect(poll2.statusCode, poll2.body).toBe(201);
      expect(poll2.json().data.poll.id).toBeGreaterThan(pollId);
    },
  );

  it('refuses a database that holds rows, with a sentence', async () => {
    await expect(moveToPostgres({ dataDir, databaseUrl })).rejects.toThrow(
      /^The database named by DATABASE_URL is not empty \(public\.\w+ holds rows\): the move never writes over an install\. Create a new, empty database and point DATABASE_URL at it\.$/,
    );
  });
});
