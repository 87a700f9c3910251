/**
 * PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres). Two real server processes
 * on one fresh database answer the callbacks of one USSD session in turn, as a gateway behind a load balancer would
 * send them; the final confirm reaches both at once (a retry racing the first try). One report is filed, and both
 * answers carry its tracking ID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { boundariesPath } from '../../../test/paths';

const apiRoot = path.resolve(import.meta.dirname, '../../..');
const PORTS = [8123, 8124];
const SECRET = 'two-processes-ussd-secret-0123456789';

const serverUrl = new URL(process.env.DATABASE_URL!);
// Named after the database of DATABASE_URL, so a run keeps to its own names.
const dbName = `${serverUrl.pathname.slice(1) || 'safeogun'}_ussd_mp_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-ussd-mp-'));
const children: ChildProcess[] = [];
const logs: string[][] = [[], []];

async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function start(index: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORTS[index]),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      PUBLIC_URL: `http://127.0.0.1:${PORTS[index]}`,
      JWT_SECRET: 'ussd-two-processes-'.padEnd(48, 'x'),
      CHANNELS_SECRET: SECRET,
      LGA_BOUNDARIES: boundariesPath,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: '1',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => logs[index]!.push(String(chunk)));
  children.push(child);
  return child;
}

async function ready(index: number, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${index} exited: ${logs[index]!.join('').slice(-2000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORTS[index]}/api/v1/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server ${index} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  await onServer(`create database ${dbName}`);
  // One after the other, so the migrations run once.
  await ready(0, start(0));
  await ready(1, start(1));
}, 240_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await onServer(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function ussd(index: number, text: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORTS[index]}/api/v1/channels/ussd?secret=${SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId: 'ATUid_two_processes',
      serviceCode: '*384*1234#',
      phoneNumber: '+2348097777777',
      networkCode: '62120',
      text,
    }).toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}

it('one USSD session answered by two processes in turn files one report', async () => {
  const answers = ['', '1', '3', 'sag', 'A man was beaten at the car park', '2'];
  let text = '';
  for (const [i, next] of answers.entries()) {
    if (i > 0) text = text === '' ? next : `${text}*${next}`;
    expect(await ussd(i % 2, text)).toMatch(/^CON /);
  }
  text = `${text}*1`;
  const [first, second] = await Promise.all([ussd(0, text), ussd(1, text)]);
  expect(first).toMatch(/^END Report sent\. Tracking ID: OGP-[0-9A-Z]{10}/);
  expect(second).toBe(first);

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    const { rows } = await db.query<{ ticket_id: string; lga: string; description: string }>(
      `select i.ticket_id, l.name as lga, i.description from incidents i join lgas l on l.id = i.lga_id
       where i.channel = 'ussd'`,
    );
    expect(rows).toEqual([
      { ticket_id: /OGP-[0-9A-Z]{10}/.exec(first)![0], lga: 'Sagamu', description: 'A man was beaten at the car park' },
    ]);
  } finally {
    await db.end();
  }
}, 60_000);
