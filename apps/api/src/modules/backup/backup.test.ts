/**
 * Backups and restores (issue 23, decision 032), on the engine under test: reports with photos, an SOS with a voice
 * note and a feedback are filed; a backup is taken while more reports are being filed; the snapshot is restored
 * into a fresh place (an empty DATA_DIR, and on PostgreSQL an empty database); an app started on it has every
 * record whose filing was acknowledged before the backup began, and every stored file matches the SHA-256 recorded
 * when it was received. Restores refuse a place that is not empty, and a damaged snapshot.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import {
  createTestApp,
  createTestUser,
  engine,
  testConfig,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { feedbacks, incidentFiles, incidentTypes, incidents, sosAlerts } from '../../db/schema';
import { PNG_1X1, sendMultipart } from '../incidents/test-files';
import { sendTo } from '../sos/sos.test-helpers';
import * as clips from '../sos/audio-fixtures.test-helpers';
import { restoreSnapshot, verifySnapshot } from './snapshot';

let ctx: TestContext;
let citizen: TestUser;
let theftId: number;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'safeogun-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
  citizen = await createTestUser(ctx, { fullName: 'Tola Reporter' });
  const types = await ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
}, 240_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
}, 120_000);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A distinct small PNG (its own bytes, so its own hash) for report `n`. */
const photo = (n: number) => Buffer.concat([PNG_1X1, Buffer.from(`padding ${n}`)]);

/** Files a report with two photos as the citizen; answers its ticket id once the server acknowledged it. */
async function fileReport(n: number): Promise<string> {
  const data = {
    incidentTypeId: theftId,
    description: `Shop ${n} broken into at night.`,
    address: '4 Kuto Road, Abeokuta',
  };
  const res = await sendMultipart(ctx.app, 'POST', '/incident/new', data, {
    files: [photo(n), photo(n + 1000)],
    contentType: 'image/png',
    headers: citizen.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.ticketId as string;
}

/** A fresh empty place to restore into: a DATA_DIR, and on PostgreSQL a new database. */
async function freshPlace(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = path.join(scratch, `restored-${randomUUID().slice(0, 8)}`);
  if (engine === 'pglite') return { dataDir, databaseUrl: undefined };
  const server = new URL(process.env.DATABASE_URL!);
  const name = `${server.pathname.slice(1)}_restore_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: server.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** An app on a restored place, as a server started with DATA_DIR (and DATABASE_URL) pointing at it. */
async function appOn(place: { dataDir: string; databaseUrl: string | undefined }): Promise<{ app: App; db: Database }> {
  // The same signing key as the app that issued the citizen's token (tests set JWT_SECRET; an install without it
  // reads DATA_DIR/secrets, which the snapshot carries).
  const config = testConfig({
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl,
    JWT_SECRET: ctx.config.jwtSecret,
  });
  const db = await openDatabase(config.database);
  await db.migrate();
  const app = await buildApp({ config, database: db, closeDatabase: true, logger: false });
  await app.ready();
  cleanups.push(() => app.close());
  return { app, db };
}

async function readStored(app: App, key: string): Promise<Buffer> {
  const opened = await app.storage.open(key);
  expect(opened, key).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('npm run backup and npm run restore', () => {
  it(
    'restore, into a fresh place, every record acknowledged before a backup taken while filing goes on',
    { timeout: 300_000 },
    async () => {
      const acknowledged = [await fileReport(1), await fileReport(2), await fileReport(3)];
      const sos = await sendTo(
        ctx,
        citizen,
        { comment: 'Armed robbers at the gate', coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 10 } },
        { bytes: clips.oggOpusFixture(5), filename: 'emergency-audio.ogg' },
      );
      expect(sos.statusCode, sos.body).toBe(201);
      const sosId = sos.json().data.alertId as string;
      const stations = (await ctx.api('GET', '/feedback/stations')).json().data as { id: number }[];
      const types = (await ctx.api('GET', '/feedback/types')).json().data as { id: number; name: string }[];
      const fb = await ctx.api('POST', '/feedback/create', citizen, {
        feedbackRecipient: 'Station',
        stationId: stations[0]!.id,
        feedbackTypeId: types.find((t) => t.name === 'Compliment')!.id,
        comment: 'The officers came quickly.',
        rating: 5,
      });
      expect(fb.statusCode, fb.body).toBe(201);

      // The backup starts while five more reports are being filed.
      const target = path.join(scratch, 'snapshot');
      const during = Array.from({ length: 5 }, (_, i) => fileReport(10 + i));
      const manifest = await ctx.app.backups.take(target);
      const filedDuring = await Promise.all(during);
      expect(manifest.engine).toBe(engine);
      expect(manifest.files.map((f) => f.path)).toContain(engine === 'pglite' ? 'database.tar.gz' : 'database.dump');
      await verifySnapshot(target);

      const place = await freshPlace();
      await restoreSnapshot({ source: target, ...place });
      const restored = await appOn(place);
      expect((await restored.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
      const db = restored.db.db;

      const rows = await db
        .select()
        .from(incidents)
        .where(inArray(incidents.ticketId, [...acknowledged, ...filedDuring]));
      const found = new Set(rows.map((r) => r.ticketId));
      for (const ticket of acknowledged) expect(found, ticket).toContain(ticket);
      // Every report in the snapshot, including any filed during it, has every photo, byte for byte.
      const files = await db
        .select()
        .from(incidentFiles)
        .where(
          inArray(
            incidentFiles.incidentId,
            rows.map((r) => r.id),
          ),
        );
      expect(files.length).toBe(rows.length * 2);
      for (const file of files) expect(sha256(await readStored(restored.app, file.storageKey))).toBe(file.sha256);

      const [alert] = await db.select().from(sosAlerts).where(eq(sosAlerts.id, sosId));
      expect(alert?.audioKey).toBeTruthy();
      expect(sha256(await readStored(restored.app, alert!.audioKey!))).toBe(alert!.audioSha256);
      const given = await db.select().from(feedbacks).where(eq(feedbacks.comment, 'The officers came quickly.'));
      expect(given).toHaveLength(1);

      // The citizen's sign-in session came back with the database.
      const mine = await restored.app.inject({ method: 'GET', url: '/api/v1/incident/all', headers: citizen.headers });
      expect(mine.statusCode, mine.body).toBe(200);
    },
  );

  it(
    'refuse a DATA_DIR or a database that is not empty, and a damaged snapshot, with a sentence',
    { timeout: 120_000 },
    async () => {
      const target = path.join(scratch, 'snapshot-2');
      await ctx.app.backups.take(target);

      const used = await freshPlace();
      mkdirSync(used.dataDir, { recursive: true });
      writeFileSync(path.join(used.dataDir, 'something'), 'x');
      await expect(restoreSnapshot({ source: target, ...used })).rejects.toThrow(
        `DATA_DIR (${used.dataDir}) is not empty: a restore never writes over an install. Point DATA_DIR at a new, empty folder.`,
      );
      if (engine === 'postgres') {
        // A database that already holds an install (here: one restored a moment ago) is refused.
        const restored = await freshPlace();
        await restoreSnapshot({ source: target, ...restored });
        await expect(
          restoreSnapshot({ source: target, dataDir: path.join(scratch, 'x'), databaseUrl: restored.databaseUrl }),
        ).rejects.toThrow('The database named by DATABASE_URL is not empty');
      }

      const manifest = JSON.parse(readFileSync(path.join(target, 'manifest.json'), 'utf8'));
      const evidence = manifest.files.find((f: { path: string }) => f.path.startsWith('database.'));
      writeFileSync(path.join(target, evidence.path), 'tampered');
      await expect(restoreSnapshot({ source: target, ...(await freshPlace()) })).rejects.toThrow(
        `The backup is damaged: ${evidence.path} is missing or does not match its SHA-256 sum.`,
      );
      await expect(ctx.app.backups.take(target)).rejects.toThrow('is not empty: choose a new folder for the backup.');
    },
  );
});
