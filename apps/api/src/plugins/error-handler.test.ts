import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import { notFound } from '../lib/errors';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
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
  app.get('/missing', async () => {
    throw notFound('Report Not Found');
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  await app.ready();
});
afterAll(() => app.close());

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
});
