import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('api shell', () => {
  it('answers health and readiness', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.json()).toMatchObject({ success: true, data: { status: 'ready', database: ctx.database.engine } });
  });

  it('answers unknown API paths with 404 JSON in the error envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/v1/does-not-exist' });
  });

  it('gives every response a request id, echoing a sane one sent by the client', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc12345-test' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-test');
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers on answers, errors and unknown paths alike', async () => {
    for (const url of ['/api/v1/health', '/api/v1/does-not-exist', '/api/v1/crimeMap/all?dateRange=nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // Plain HTTP: a Strict-Transport-Security header means nothing here (RFC 6797 8.1), so none is sent.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends Strict-Transport-Security only over HTTPS, as a trusted proxy reports it', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed: the request came over plain HTTP.
    const direct = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: forwarded });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      for (const url of ['/api/v1/health', '/api/v1/does-not-exist']) {
        const https = await proxied.app.inject({ method: 'GET', url, headers: forwarded });
        expect(https.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
        const http = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await proxied.close();
    }
  });

  it('serves an OpenAPI 3.1 document generated from the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/options/lgas/all',
        '/api/v1/incident/types',
        '/api/v1/feedback/stations',
      ]),
    );
  });
});
