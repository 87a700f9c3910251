/**
 * Test harness: a real app on a real database. PGlite in memory by default; a fresh PostgreSQL database
 * (created on the server of DATABASE_URL, dropped afterwards) when TEST_DB_ENGINE=postgres.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { boundariesPath } from './paths';
import { seedDemoContent } from '../src/db/seed/demo';
import { seedDemoPolice } from '../src/db/seed/demo-police';
import type { FastifyServerOptions, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { buildApp, type App } from '../src/app';
import type { Clock } from '../src/plugins/clock';
import { refreshTokens, users } from '../src/db/schema';

export const engine: 'pglite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LGA_BOUNDARIES: boundariesPath,
    JWT_SECRET: randomUUID() + randomUUID(),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...overrides,
  });
}

/**
 * A fresh database of its own for one test file: the migrated snapshot on PGlite, a copy of the migrated
 * template on PostgreSQL (or, with `empty`, a database no migration has touched). Call drop() after close.
 */
export async function openTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const snapshot = options.empty ? undefined : new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ pgliteDir: null, snapshot });
    return { database, drop: async () => undefined };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const name = `safeogun_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the migrated, seeded template (global-setup.ts), or a database no migration has touched.
  await admin.query(
    options.empty ? `create database ${name}` : `create database ${name} template ${inject('postgresTemplate')}`,
  );
  // A test database need not survive a crash of the server: commits return without waiting for the disk (4.5 ms
  // each here), which changes nothing a client sees.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** A request to the API (`url` below /api/v1) as `user`, or with no session when there is none. */
  api(
    method: HTTPMethods,
    url: string,
    user?: TestUser | null,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A clock a test moves by hand: deadlines pass when the test says so, never by sleeping. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
    set(date) {
      at = date.getTime();
    },
  };
}

/** A migrated, seeded database and an app on it. Call close() in afterAll. */
export async function createTestApp(
  options: {
    demo?: boolean;
    env?: Record<string, string | undefined>;
    clock?: Clock;
    /** The app's logger (none by default), for a test of what is logged. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  // Already migrated and seeded with the reference data (the run's snapshot or template: global-setup.ts).
  const { database, drop } = await openTestDatabase();
  if (options.demo) {
    await seedDemoContent(database.db);
    await seedDemoPolice(database.db);
  }
  const app = await buildApp({
    config,
    database,
    closeDatabase: false,
    logger: options.logger ?? false,
    clock: options.clock,
  });
  await app.ready();
  return testContext(app, database, config, async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
}

/** A person's browser on a phone: what the API counts as a reader (a robot's request counts no article view). */
export const READER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
};

/** A test's handle on a ready app: requests to it as a user, and how to close it (and what it opened). */
export function testContext(
  app: TestContext['app'],
  database: Database,
  config: Config,
  close: () => Promise<void>,
): TestContext {
  return {
    app,
    database,
    config,
    api: (method, url, user, payload) =>
      app.inject({ method, url: `${API_BASE_PATH}${url}`, headers: user?.headers ?? {}, payload }),
    close,
  };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/**
 * Inserts a verified user with a live session and signs an access token for it, without going through
 * sign-up (tests of other features need a user, not the sign-up flow). A police officer given a `stationId` is
 * posted there, as an administrator's posting would (decision 006): the posting, not the profile, is their reach.
 */
export async function createTestUser(
  ctx: TestContext,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = fields.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      fullName: 'Test Citizen',
      userName: email.split('@')[0],
      phoneNumber: `+234${7000000000 + Math.floor(Math.random() * 999999999)}`,
      address: '12 Oke-Ilewo Road, Abeokuta',
      state: 'Ogun',
      gender: 'Female',
      emailVerifiedAt: new Date(),
      ...fields,
      postingStationId: fields.postingStationId ?? (fields.role === 'officer' ? fields.stationId : undefined),
      email,
    })
    .returning();
  const familyId = randomUUID();
  await ctx.database.db.insert(refreshTokens).values({
    userId: user!.id,
    familyId,
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const { token } = await ctx.app.tokens.signAccess({ id: user!.id, role: user!.role, sessionId: familyId });
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
