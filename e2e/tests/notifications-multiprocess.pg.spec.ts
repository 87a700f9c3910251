/**
 * Two API processes on one PostgreSQL database: a browser listening on process B hears, without reload, a
 * notification created by a status change made on process A (fan-out through LISTEN/NOTIFY).
 * Included only when DATABASE_URL names a PostgreSQL server (playwright.config.ts; CI sets it); a fresh database is
 * created and dropped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';
import { adminToken } from '../fixtures/admin';

const pgUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../..');

test.describe.configure({ timeout: 180_000 });

async function adminQuery(sql: string) {
  const url = new URL(pgUrl!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server at ${base} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server at ${base} did not become ready`);
}

test('a notification created on one API process reaches a browser listening on the other', async ({ page }) => {
  const dbName = `safeogun_e2e_mp_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-mp-'));
  const databaseUrl = new URL(pgUrl!);
  databaseUrl.pathname = `/${dbName}`;
  const basePort = 8600 + Math.floor(Math.random() * 300);
  const ports = [basePort, basePort + 1];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const children: ChildProcess[] = [];
  const previousDataDir = process.env.E2E_DATA_DIR;
  await adminQuery(`create database ${dbName}`);
  try {
    const start = (port: number) => {
      const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          JWT_SECRET: 'e2e-two-processes-'.padEnd(48, 'x'),
          SMTP_URL: '',
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          BOOTSTRAP_ADMIN_EMAIL: 'admin@e2e.safeogun.test',
        },
      });
      children.push(child);
      return child;
    };
    // One after the other, so migrations run once.
    await waitReady(bases[0]!, start(ports[0]!));
    await waitReady(bases[1]!, start(ports[1]!));

    // Mail of both processes lands in the shared DATA_DIR/outbox, where the citizen fixture reads codes.
    process.env.E2E_DATA_DIR = dataDir;
    const onA = await playwrightRequest.newContext({ baseURL: bases[0] });
    const citizen = await createCitizen(onA);
    const types = (await (await onA.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
    const filed = await onA.post('/api/v1/incident/new', {
      headers: bearer(citizen),
      multipart: {
        data: JSON.stringify({
          incidentTypeId: types[0]!.id,
          isDraft: false,
          address: '12 Oke-Ilewo Road, Abeokuta, Ogun',
          description: 'Two processes: my phone was snatched at the bus stop.',
          isIdentityHidden: false,
          isLocationHidden: false,
          isAnonymous: false,
          channel: 'web',
          stationId: null,
          latitude: 7.1475,
          longitude: 3.3619,
        }),
      },
    });
    expect(filed.ok(), await filed.text()).toBeTruthy();
    const report = (await filed.json()).data as { id: string; ticketId: string };

    // The browser talks only to process B.
    await signIn(page, citizen);
    await page.goto(`${bases[1]}/dashboard`);
    await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // The police change the status on process A.
    const changed = await onA.patch(`/api/v1/police/incidents/${report.id}/status`, {
      headers: { Authorization: `Bearer ${await adminToken(onA)}` },
      data: { version: 0, status: 'in-progress', note: 'Assigned to an officer (from process A).' },
    });
    expect(changed.ok(), await changed.text()).toBeTruthy();

    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('region', { name: 'New' })).toContainText('Assigned to an officer (from process A).');
    await onA.dispose();
  } finally {
    process.env.E2E_DATA_DIR = previousDataDir;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
