/**
 * Fuzz every operation of the published API document, as an anonymous visitor, a citizen, a police officer and an
 * administrator, with hostile path ids, query values, JSON bodies, broken JSON, wrong content types and garbage
 * multipart parts. Whatever the input, the answer is a 2xx, 3xx or 4xx with the error envelope (Open311's error
 * array under /open311): never a 5xx.
 * The generator is seeded, so a failure names an input that reproduces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestContext } from './helpers';
import { stations } from '../src/db/schema';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: string[];
  bodyFields: string[];
  multipart: boolean;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const hostileStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  'Ọ̀yọ́ ẹ̀gbẹ́ 🚨',
  'a'.repeat(5_000),
  '2026-02-30T25:61:00Z',
  '-91.5',
  '{"$gt":""}',
];
const hostileValues: unknown[] = [
  ...hostileStrings,
  0,
  -1,
  1,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  -0.5,
  1e308,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { nested: { deeper: ['x'] } },
];
/** Encodes a value for a URL; a lone surrogate cannot be, so it is sent as the raw bytes a client might send. */
function encode(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
const hostileIds = ['0', '-1', '1', '2', '2147483647', '2147483648', 'abc', '1.5', '%20', '1%00', 'x'.repeat(300)];

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // The event streams never end on their own; they are tested in notifications and sos/board-stream.
      if (path.endsWith('/notifications/stream') || path.endsWith('/police/sos/stream')) continue;
      const content = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
        ?.content;
      const media = content ? Object.keys(content)[0] : undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(content?.[media ?? '']?.schema?.properties ?? {}),
        multipart: media === 'multipart/form-data' || /\/(incident\/new|incident\/\{id\}|sos\/new)$/.test(path),
      });
    }
  }
  return operations;
}

function multipartBody(random: ReturnType<typeof seeded>, fields: string[]) {
  const boundary = `----fuzz${Math.floor(random.next() * 1e9)}`;
  const names = [...fields, 'files', 'audio', 'payload', 'description', 'incidentTypeId', 'latitude'];
  const parts: Buffer[] = [];
  for (let i = 0; i < 1 + Math.floor(random.next() * 6); i++) {
    const name = random.pick(names);
    if (random.next() < 0.3) {
      const bytes = Buffer.alloc(Math.floor(random.next() * 2048), Math.floor(random.next() * 256));
      const type = random.pick(['image/png', 'image/jpeg', 'video/mp4', 'audio/webm', 'text/html', '']);
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${random.pick(hostileStrings).slice(0, 80)}.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    } else {
      const value = random.pick(hostileValues);
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
        ),
      );
    }
  }
  // Sometimes the closing boundary is missing: a cut-off upload.
  if (random.next() < 0.8) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function requestFor(random: ReturnType<typeof seeded>, operation: Operation) {
  const url =
    operation.path.replace(/\{[^}]+\}/g, () => encode(random.pick(hostileIds))) +
    (operation.query.length
      ? `?${operation.query
          .filter(() => random.next() < 0.7)
          .map((name) => `${name}=${encode(random.pick(hostileStrings).slice(0, 300))}`)
          .join('&')}`
      : '');
  if (operation.method === 'GET' || operation.method === 'DELETE') return { url, headers: {}, payload: undefined };
  const shape = random.next();
  if (operation.multipart && shape < 0.6) {
    const { payload, contentType } = multipartBody(random, operation.bodyFields);
    return { url, headers: { 'content-type': contentType }, payload };
  }
  if (shape < 0.1) return { url, headers: { 'content-type': 'application/json' }, payload: '{"broken": ' };
  if (shape < 0.15) return { url, headers: { 'content-type': 'text/plain' }, payload: 'plain text' };
  if (shape < 0.2)
    return { url, headers: { 'content-type': 'application/json' }, payload: random.pick(hostileStrings) };
  const body: Record<string, unknown> = {};
  for (const field of [...operation.bodyFields, 'unexpected']) {
    if (random.next() < 0.75) body[field] = random.pick(hostileValues);
  }
  return { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
});
afterAll(() => ctx.close());

describe('fuzzing every operation', () => {
  it('answers no 5xx to hostile input from any role', async () => {
    const [station] = await ctx.database.db.select({ id: stations.id }).from(stations).limit(1);
    const operations = operationsOf(ctx.app.swagger() as Parameters<typeof operationsOf>[0]);
    expect(operations.length).toBeGreaterThan(50);
    const random = seeded(20261123);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      // Fresh accounts per operation: logout, deletion and password change end the previous ones.
      const roles = {
        anonymous: {},
        citizen: (await createTestUser(ctx)).headers,
        police: (await createTestUser(ctx, { role: 'officer', stationId: station!.id })).headers,
        admin: (await createTestUser(ctx, { role: 'admin' })).headers,
      };
      for (const [role, auth] of Object.entries(roles)) {
        for (let i = 0; i < 48; i++) {
          const request = requestFor(random, operation);
          const response = await ctx.app.inject({
            method: operation.method,
            url: request.url,
            headers: { ...request.headers, ...auth },
            payload: request.payload,
          });
          sent++;
          if (response.statusCode >= 500) {
            failures.push(
              `${role} ${operation.method} ${request.url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          } else if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
            // Open311 answers its specification's error array; the API its envelope.
            const body: unknown = response.json();
            const error = { code: response.statusCode, description: expect.any(String) };
            const expected = operation.path.startsWith('/open311/')
              ? Array.isArray(body) && body.length > 0
                ? body.map(() => error)
                : [error]
              : { success: false };
            expect(body, `${operation.method} ${request.url}`).toMatchObject(expected);
          }
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${operations.length} operations, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 600_000);
});
