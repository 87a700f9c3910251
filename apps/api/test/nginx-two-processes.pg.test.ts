/**
 * PostgreSQL only. Two real API processes on one fresh PostgreSQL database and one S3 server (evidence), each with
 * its own DATA_DIR, behind Debian's nginx running the configuration shipped in docs/deploy/nginx.conf (its ports and
 * processes substituted), issue 20. Every request goes through nginx. The processes start at the same moment with no JWT_SECRET (the advisory
 * lock lets one prepare the database; the signing key is the one kept in the database) and TRUST_PROXY=1.
 *
 * Which process answered is read from an `X-Upstream` header the test's copy of the configuration adds, so each
 * check can insist on the other process.
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POLICE_PASSWORD } from '../src/db/seed/demo-police';
import { PNG_1X1 } from '../src/modules/incidents/test-files';
import { openSse, type SseReader } from './sse';
import { exited, onServer, serverEnv, spawnServer, until, untilReady } from './server-processes';
import { remoteClient } from './remote-client';
import { nginxBinary, startNginx } from './nginx';
import { startTestS3Server, type TestS3Server } from './s3-server';

const PORTS = [8365, 8366] as const;
const NGINX_PORT = 8370;
const base = `http://127.0.0.1:${NGINX_PORT}/api/v1`;
const upstreamOf = (res: Response) => res.headers.get('x-upstream') ?? '';

const serverUrl = new URL(process.env.DATABASE_URL!);
const dbName = `${serverUrl.pathname.slice(1) || 'safeogun'}_nginx_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-nginx-'));
const nginxPrefix = path.join(dataDir, 'nginx');
const processes: (ChildProcess | null)[] = [null, null];
const logs: string[][] = [[], []];
let nginx: ChildProcess | null = null;
let db: pg.Client;
let s3: TestS3Server;
/** Each process's own DATA_DIR (its SMS outbox): nothing on disk is shared, evidence goes to S3. */
const dataDirOf = (index: number) => path.join(dataDir, `process-${index}`);

function startProcess(index: number) {
  const child = spawnServer(
    {
      ...serverEnv({
        port: PORTS[index]!,
        dataDir: dataDirOf(index),
        dbUrl,
        publicUrl: `http://127.0.0.1:${NGINX_PORT}`,
      }),
      ...s3.env,
      JWT_SECRET: '',
      TRUST_PROXY: '1',
      SMS_PROVIDER: 'outbox',
      SHUTDOWN_DRAIN_SECONDS: '2',
    },
    logs[index]!,
  );
  processes[index] = child;
  return child;
}

const ready = (index: number) =>
  untilReady(`process ${index}`, processes[index]!, PORTS[index]!, logs[index]!, 180_000);

/** Until nginx sends requests to process `index` again (it skips one for `fail_timeout` after a refusal). */
async function backInRotation(index: number) {
  await until(`nginx to send to process ${index} again`, async () => {
    const res = await fetch(`${base}/health/ready`);
    await res.arrayBuffer();
    return upstreamOf(res).endsWith(`:${PORTS[index]}`);
  });
}

beforeAll(async () => {
  const binary = nginxBinary();
  s3 = await startTestS3Server();
  await onServer(serverUrl, `create database ${dbName}`);
  // Both at the same moment on the fresh database.
  startProcess(0);
  startProcess(1);
  await Promise.all([ready(0), ready(1)]);
  nginx = await startNginx(binary, nginxPrefix, { upstreams: PORTS, port: NGINX_PORT }, logs[0]!);
  db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
}, 300_000);

afterAll(async () => {
  await db?.end();
  if (nginx && nginx.exitCode === null) {
    // SIGTERM: a fast stop (SIGQUIT would wait for the open live streams).
    nginx.kill('SIGTERM');
    await exited(nginx);
  }
  await Promise.all(
    processes.map(async (child) => {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    }),
  );
  await s3?.close();
  await onServer(serverUrl, `drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const { json, citizen, signIn, fileReport } = remoteClient(base, () => db);

describe('two API processes behind nginx', () => {
  it('both came up together on the fresh database, and a token issued by one is accepted by the other', async () => {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from server_secrets');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    const me = await citizen();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/user/me`, { headers: me.headers });
      expect(res.status).toBe(200);
      seen.add(upstreamOf(res));
    }
    expect(seen.size).toBe(2);
  });

  it('a report with a photo filed through one process is served to its owner by the other', async () => {
    const me = await citizen();
    const filed = await fileReport(me.headers, 1, randomUUID(), PNG_1X1);
    expect(filed.status, await filed.clone().text()).toBe(201);
    const filer = upstreamOf(filed);
    const { id } = ((await filed.json()) as { data: { id: string } }).data;
    let served: Response | undefined;
    for (let i = 0; i < 6 && !served; i++) {
      const res = await fetch(`${base}/incident/${id}`, { headers: me.headers });
      expect(res.status).toBe(200);
      if (upstreamOf(res) === filer) continue;
      const file = ((await res.json()) as { data: { incident: { files: { url: string }[] } } }).data.incident.files[0]!;
      for (let j = 0; j < 6 && !served; j++) {
        const bytes = await fetch(`http://127.0.0.1:${NGINX_PORT}${file.url}`, { headers: me.headers });
        if (upstreamOf(bytes) !== filer) served = bytes;
        else await bytes.arrayBuffer();
      }
    }
    expect(served, 'the other process served the photo').toBeDefined();
    expect(served!.status).toBe(200);
    expect(served!.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await served!.arrayBuffer());
    // The bytes came from the bucket, the one place both processes read: neither DATA_DIR holds them.
    expect([...s3.objects.values()].some((object) => object.bytes.equals(bytes))).toBe(true);
  });

  /** A citizen's report, their notification stream open on each process (nginx takes turns), and an officer. */
  async function reportWatchedOnBoth() {
    const me = await citizen();
    const filed = await fileReport(me.headers, 2, randomUUID());
    expect(filed.status, await filed.clone().text()).toBe(201);
    const { id, ticketId } = ((await filed.json()) as { data: { id: string; ticketId: string } }).data;
    const streams = new Map<string, SseReader>();
    for (let i = 0; i < 8 && streams.size < 2; i++) {
      const reader = await openSse(`${base}/notifications/stream`, me.token);
      const where = reader.headers.get('x-upstream') ?? '';
      if (streams.has(where)) reader.close();
      else streams.set(where, reader);
    }
    expect(streams.size).toBe(2);
    const officer = await signIn('officer.abeokuta-south@demo.safeogun.ng', DEMO_POLICE_PASSWORD);
    const police = { authorization: `Bearer ${officer}`, 'content-type': 'application/json' };
    /** Milliseconds until the stream on the process that did not answer `done` hears of the report. */
    const heardElsewhere = async (done: Response) => {
      const other = [...streams.entries()].find(([where]) => where !== upstreamOf(done));
      expect(other, `a stream on the process that did not act (${[...streams.keys()]})`).toBeDefined();
      const started = Date.now();
      await other![1].next((e) => JSON.stringify(e.data).includes(ticketId), 2000);
      for (const reader of streams.values()) reader.close();
      return Date.now() - started;
    };
    return { id, police, heardElsewhere };
  }

  it("a status change made on one process reaches the citizen's notification stream on the other within 2 s", async () => {
    const { id, police, heardElsewhere } = await reportWatchedOnBoth();
    const opened = await fetch(`${base}/police/incidents/${id}`, { headers: police });
    expect(opened.status, await opened.clone().text()).toBe(200);
    const { version } = ((await opened.json()) as { data: { incident: { version: number } } }).data.incident;
    const changed = await fetch(`${base}/police/incidents/${id}/status`, {
      method: 'PATCH',
      headers: police,
      body: JSON.stringify({ version, status: 'in-progress', note: 'An officer is on the way.' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await heardElsewhere(changed)).toBeLessThan(2000);
  });

  it("an officer's message on the case, written on one process, reaches the citizen's stream on the other within 2 s", async () => {
    const { id, police, heardElsewhere } = await reportWatchedOnBoth();
    const sent = await fetch(`${base}/police/incidents/${id}/messages`, {
      method: 'POST',
      headers: police,
      body: JSON.stringify({ text: 'Please bring the receipt of the stolen phone to the station.' }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(await heardElsewhere(sent)).toBeLessThan(2000);
  });

  it('an SOS with one emergency contact sends exactly one SMS', async () => {
    const me = await citizen();
    const digits = `80${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const contact = await fetch(
      `${base}/user/emergencyContact/`,
      json(me.headers, { fullName: 'Sister Two', phoneNumber: digits, relationship: 'Sister' }),
    );
    expect(contact.status, await contact.clone().text()).toBe(201);
    const sos = await fetch(
      `${base}/sos/new`,
      json(
        { ...me.headers, 'idempotency-key': randomUUID() },
        { comment: 'Help at the junction', coordinates: { latitude: 7.1475, longitude: 3.3619 } },
      ),
    );
    expect(sos.status, await sos.clone().text()).toBe(201);
    const toContact = () =>
      PORTS.map((_, index) => path.join(dataDirOf(index), 'sms-outbox'))
        .filter((outbox) => existsSync(outbox))
        .flatMap((outbox) => readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')))
        .filter((sms) => sms.includes(digits)).length;
    await until('the SMS to the emergency contact', async () => toContact() > 0, 30_000);
    // Both processes work the job queue: give a second sending the time to happen, had it been possible.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(toContact()).toBe(1);
  });

  it('killing one process with SIGKILL during 200 submissions, clients retrying with their Idempotency-Key: none lost, none duplicated', async () => {
    // Ten citizens (the per-account limit is 60 reports an hour), twenty reports each, eight at a time.
    const people = await Promise.all(Array.from({ length: 10 }, () => citizen()));
    const jobs = Array.from({ length: 200 }, (_, n) => ({ n, who: people[n % people.length]!, key: randomUUID() }));
    const tickets = new Map<string, string>();
    let retries = 0;
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        for (let attempt = 0; ; attempt++) {
          const res = await fileReport(job.who.headers, job.n, job.key).catch(() => null);
          if (res?.status === 201) {
            tickets.set(job.key, ((await res.json()) as { data: { ticketId: string } }).data.ticketId);
            break;
          }
          await res?.arrayBuffer();
          expect(attempt, `report ${job.n}: ${res?.status}`).toBeLessThan(20);
          retries++;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    };
    const running = Promise.all(Array.from({ length: 8 }, worker));
    await until('a quarter of the reports', async () => tickets.size >= 50);
    processes[0]!.kill('SIGKILL');
    await running;
    expect(tickets.size).toBe(200);
    expect(new Set(tickets.values()).size).toBe(200);
    const { rows } = await db.query<{ n: number; tickets: number }>(
      `select count(*)::int as n, count(distinct ticket_id)::int as tickets from incidents
       where user_id = any($1::uuid[]) and not is_draft`,
      [people.map((p) => p.id)],
    );
    expect(rows[0]).toEqual({ n: 200, tickets: 200 });
    console.log(`SIGKILL during 200 submissions: ${retries} retries`);
    // Bring it back for what follows.
    startProcess(0);
    await ready(0);
    await backInRotation(0);
  }, 300_000);

  it('the login limit from one source holds across both processes, whatever X-Forwarded-For the client writes', async () => {
    // 60 a minute per address; a malformed attempt counts (the limit is checked before the body). The sign-ins of
    // the tests above started a window that may end during this one: start a fresh one. Each attempt claims another
    // address of its own: the API must count the one nginx saw, or a client could pick a new address per attempt.
    await db.query(`delete from rate_limit_hits where key like '%/auth/login/email%'`);
    const answers: { status: number; upstream: string }[] = [];
    for (let i = 0; i < 130; i++) {
      const claimed = { 'x-forwarded-for': `203.0.113.${i % 250}` };
      const res = await fetch(`${base}/auth/login/email`, json(claimed, { email: 'not-an-email', password: 'x' }));
      answers.push({ status: res.status, upstream: upstreamOf(res) });
      await res.arrayBuffer();
    }
    const allowed = answers.filter((a) => a.status !== 429);
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    expect(allowed.length).toBe(60);
    expect(answers.slice(60).every((a) => a.status === 429)).toBe(true);
  });

  it('a rolling restart of both processes under load loses no request: every submission and read answered once, without a retry', async () => {
    // Thirty citizens (60 reports an hour each), four clients filing one report after another with a short pause,
    // and one reading, while process 0 and then process 1 are stopped with SIGTERM and started again.
    // The sign-ins of the tests above filled this address's login window: start a fresh one.
    await db.query(`delete from rate_limit_hits where key like '%/auth/login/email%'`);
    const people = await Promise.all(Array.from({ length: 30 }, () => citizen()));
    const failures: string[] = [];
    const tickets = new Set<string>();
    let reads = 0;
    let n = 0;
    let restarting = true;
    const filer = async () => {
      while (restarting) {
        const mine = n++;
        const res = await fileReport(people[mine % people.length]!.headers, mine, randomUUID()).catch(
          (error: Error) => error,
        );
        if (res instanceof Error) failures.push(`report ${mine}: ${res.message}`);
        else if (res.status === 201) tickets.add(((await res.json()) as { data: { ticketId: string } }).data.ticketId);
        else failures.push(`report ${mine}: ${res.status} ${await res.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };
    const reader = async () => {
      while (restarting) {
        const res = await fetch(`${base}/incident/types`).catch(() => null);
        if (res?.status === 200) reads++;
        else failures.push(`read: ${res?.status ?? 'no answer'}`);
        await res?.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const load = Promise.all([filer(), filer(), filer(), filer(), reader()]);
    for (const index of [0, 1]) {
      await until(`load before restarting process ${index}`, async () => tickets.size >= 20 * (index + 1));
      const child = processes[index]!;
      child.kill('SIGTERM');
      await exited(child);
      expect(child.exitCode, `process ${index}: ${logs[index]!.join('').slice(-2000)}`).toBe(0);
      startProcess(index);
      await ready(index);
      // As docs/deploy.md says: the next one is stopped once the load balancer sends to this one again.
      await backInRotation(index);
    }
    const filed = tickets.size;
    await until('load after the restarts', async () => tickets.size >= filed + 20);
    restarting = false;
    await load;
    // nginx's error log names why a request failed (upstream closed the connection, refused, no live upstreams).
    const nginxErrors = readFileSync(path.join(nginxPrefix, 'error.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('[error]'))
      .slice(-5)
      .join('\n');
    expect(failures.slice(0, 5), `${failures.length} failed; nginx's errors:\n${nginxErrors}`).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from incidents where user_id = any($1::uuid[]) and not is_draft`,
      [people.map((p) => p.id)],
    );
    expect(rows[0]!.n).toBe(tickets.size);
    console.log(`rolling restart: ${tickets.size} reports and ${reads} reads, none lost`);
  }, 300_000);

  it('on SIGTERM a process answers 503 on /health/ready, finishes, and exits while nginx keeps answering', async () => {
    await ready(0);
    const child = processes[1]!;
    // A citizen's live stream on that process, read whole until the process ends it.
    const me = await citizen();
    const stream = await fetch(`http://127.0.0.1:${PORTS[1]}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(stream.status).toBe(200);
    const streamed = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of stream.body!) text += decoder.decode(chunk as Uint8Array, { stream: true });
      return text;
    })();
    child.kill('SIGTERM');
    await until('process 1 to report it is shutting down', async () => {
      const res = await fetch(`http://127.0.0.1:${PORTS[1]}/api/v1/health/ready`).catch(() => null);
      return res?.status === 503;
    });
    const answers: string[] = [];
    const ask = async () => {
      const res = await fetch(`${base}/incident/types`);
      answers.push(`${res.status} ${upstreamOf(res)}`);
      await res.arrayBuffer();
    };
    while (child.exitCode === null && child.signalCode === null) await ask();
    for (let i = 0; i < 20; i++) await ask();
    expect(child.exitCode).toBe(0);
    expect(answers.filter((a) => !a.startsWith('200 '))).toEqual([]);
    // The stream ended with a hint to reconnect within about a second (through nginx, to the other process).
    const retries = [...(await streamed).matchAll(/^retry: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries.at(-1)).toBeGreaterThanOrEqual(500);
    expect(retries.at(-1)).toBeLessThan(1500);
  });
});
