/**
 * PostgreSQL only. nginx running docs/deploy/nginx.conf in front of a process that is stopping and of a real API
 * process: a POST the stopping process drops unanswered is sent once more, to the real one, only when it carries an
 * Idempotency-Key (decision 034, the rolling restart).
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exited, useServerProcesses } from './server-processes';
import { remoteClient } from './remote-client';
import { nginxBinary, startNginx } from './nginx';

const PORT = 8374;
const NGINX_PORT = 8371;
const servers = useServerProcesses('resend', [PORT]);
/** Citizens are signed in at the process itself: a sign-in carries no key, so the stopping process would drop it. */
const direct = remoteClient(servers.api(0), () => db);
const viaNginx = remoteClient(`http://127.0.0.1:${NGINX_PORT}/api/v1`, () => db);
const prefix = mkdtempSync(path.join(os.tmpdir(), 'safeogun-resend-nginx-'));
const nginxLog: string[] = [];
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: servers.dbUrl.toString() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  rmSync(prefix, { recursive: true, force: true });
});

/**
 * A process in the instant it stops listening while nginx still sends to it: a connection nginx opened is reset
 * once its request has arrived. GETs (nginx's start-up check) are answered, so only the POSTs meet the reset.
 */
async function stoppingProcess() {
  const state = { port: 0, resets: 0 };
  const server = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      if (chunk.toString('latin1').startsWith('POST ')) {
        state.resets++;
        socket.resetAndDestroy();
      } else socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  return { state, close: () => new Promise((resolve) => server.close(resolve)) };
}

it('a report a stopping process drops unanswered is sent once more, to the other process, when it has an Idempotency-Key, and only then', async () => {
  const stopping = await stoppingProcess();
  const reportsOf = async (userId: string) => {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from incidents where user_id = $1`, [
      userId,
    ]);
    return rows[0]!.n;
  };
  // A fresh nginx for each case: nginx skips the stopping process for fail_timeout after its reset.
  const through = async (name: string, key: () => string | null) => {
    const nginxFront = await startNginx(
      nginxBinary(),
      path.join(prefix, name),
      { upstreams: [stopping.state.port, PORT], port: NGINX_PORT },
      nginxLog,
    );
    try {
      const me = await direct.citizen();
      const resetsBefore = stopping.state.resets;
      const answers: number[] = [];
      // nginx takes its processes in turn: within two reports one goes to the stopping process.
      for (let n = 0; stopping.state.resets === resetsBefore && n < 4; n++) {
        const res = await viaNginx.fileReport(me.headers, n, key());
        answers.push(res.status);
        await res.arrayBuffer();
      }
      expect(stopping.state.resets - resetsBefore).toBe(1);
      return { answers, filed: await reportsOf(me.id) };
    } finally {
      nginxFront.kill('SIGTERM');
      await exited(nginxFront);
    }
  };
  try {
    const keyed = await through('keyed', () => randomUUID());
    expect(keyed.answers.filter((status) => status !== 201)).toEqual([]);
    expect(keyed.filed).toBe(keyed.answers.length);
    // Without a key nginx cannot know a second delivery is safe: the citizen gets the 502 and sends it again.
    const unkeyed = await through('unkeyed', () => null);
    expect(unkeyed.answers.at(-1)).toBe(502);
    expect(unkeyed.filed).toBe(unkeyed.answers.length - 1);
  } finally {
    await stopping.close();
  }
});
