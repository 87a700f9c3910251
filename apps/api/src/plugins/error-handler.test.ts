import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import { notFound } from '../lib/errors';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
const pglite = new PGlite();
const db = drizzle(pglite);

beforeAll(async () => {
  await pglite.waitReady;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  app.post(
    '/things',
    {
      schema: {
        body: z.object({
          name: z.string().min(2, 'Name must be at least 2 characters'),
          count: z.number().int('Count must be a whole number'),
        }),
      },
    },
    async (request) => ({ ok: request.body.name }),
  );
  // Schemas that state no messages: zod's defaults must still reach the client as sentences.
  app.post(
    '/session',
    {
      schema: {
        body: z.object({
          refreshToken: z.string().min(10),
          remember: z.boolean().optional(),
          radius: z.number().int().min(1).optional(),
          sort: z.enum(['recent', 'oldest']).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  // A value no schema stopped, refused by the database itself.
  app.post('/cast', { schema: { body: z.object({ value: z.unknown() }) } }, async (request) => {
    await db.execute(sql`select ${request.body.value}::int4 as n`);
    return { ok: true };
  });
  app.get('/missing', async () => {
    throw notFound('Report Not Found');
  });
  // What node-postgres and Drizzle throw when the database goes away mid-request.
  app.get('/database-gone/:kind', async (request) => {
    const kind = (request.params as { kind: string }).kind;
    const driverError = {
      'admin-shutdown': Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      'connection-failure': Object.assign(new Error('connection failure'), { code: '08006' }),
      'starting-up': Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      terminated: new Error('Connection terminated unexpectedly'),
      'connect-timeout': new Error('timeout exceeded when trying to connect'),
    }[kind];
    // Drizzle wraps the driver's error as the cause of its own.
    throw new Error('Failed query: insert into "incidents" ...', { cause: driverError });
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pglite.close();
});

describe('error envelope', () => {
  it('answers bad fields with 400, the field and a human message', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x', count: 1.5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Name must be at least 2 characters',
      errors: [
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'count', message: 'Count must be a whole number' },
      ],
    });
  });

  it("words zod's default messages as sentences naming the field", async () => {
    const missing = await app.inject({ method: 'POST', url: '/session', payload: { remember: 'yes' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'refreshToken is required.',
      errors: [
        { field: 'refreshToken', message: 'refreshToken is required.' },
        { field: 'remember', message: 'remember must be true or false.' },
      ],
    });
    const bounds = await app.inject({
      method: 'POST',
      url: '/session',
      payload: { refreshToken: 'short', radius: 0, sort: 'new' },
    });
    expect(bounds.json().errors).toEqual([
      { field: 'refreshToken', message: 'refreshToken must be at least 10 characters.' },
      { field: 'radius', message: 'radius must be at least 1.' },
      { field: 'sort', message: 'sort must be one of: recent, oldest.' },
    ]);
    const notObject = await app.inject({
      method: 'POST',
      url: '/session',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(notObject.json().message).toBe('The input must be a JSON object.');
  });

  it.each([
    [3_000_000_000, 'A number in the request is out of range.'],
    ['twelve', 'A value in the request is not in the expected format.'],
  ])('answers a value the database refuses (%j) with 400, not 500', async (value, message) => {
    const res = await app.inject({ method: 'POST', url: '/cast', payload: { value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('passes an application error through with its status and sentence', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Report Not Found' });
  });

  it('answers an unexpected failure with 500 and a generic sentence, never the detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });

  it.each(['admin-shutdown', 'connection-failure', 'starting-up', 'refused', 'terminated', 'connect-timeout'])(
    'answers a lost database connection (%s) with 503, a sentence and Retry-After',
    async (kind) => {
      const res = await app.inject({ method: 'GET', url: `/database-gone/${kind}` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    },
  );
});
