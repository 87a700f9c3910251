import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestContext } from '../test/helpers';
import { ROLES } from '@safeogun/contract/roles';
import type { Access, Role } from './plugins/route-access';

// Every route of the built app, walked from what it declares (config.access) and what it does (its hooks) against
// the published document: a route added later is covered without touching this file.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

type Operation = { security?: unknown[]; description?: string };
const operationOf = (method: string, url: string): Operation | undefined => {
  const paths = ctx.app.swagger().paths as Record<string, Record<string, Operation>>;
  return paths[toOpenApiPath(url)]?.[method.toLowerCase()];
};

describe('route access declarations', () => {
  it('every API route declares its access', () => {
    expect(ctx.app.routeAccess.length).toBeGreaterThan(40);
    for (const route of ctx.app.routeAccess) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('an operation checks the caller exactly when the document names a security requirement', () => {
    for (const route of ctx.app.routeAccess) {
      const operation = operationOf(route.method, route.url);
      expect(operation, `${route.method} ${route.url} is missing from the OpenAPI document`).toBeDefined();
      const documented = (operation!.security?.length ?? 0) > 0;
      expect(documented, `${route.method} ${route.url}: check ${route.checked}, security ${documented}`).toBe(
        route.checked,
      );
      expect(route.checked, `${route.method} ${route.url}`).toBe(route.access!.kind !== 'public');
      expect(operation!.description ?? '', `${route.method} ${route.url}`).toMatch(/^Access: /);
    }
  });

  it('walks the Open311 interface too, its filing documented under its API key', () => {
    const open311 = ctx.app.routeAccess.filter((r) => r.url.startsWith('/open311/v2/'));
    expect(open311.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /open311/v2/requests.json',
      'GET /open311/v2/requests/:service_request_id.json',
      'GET /open311/v2/services.json',
      'POST /open311/v2/requests.json',
    ]);
    expect(operationOf('POST', '/open311/v2/requests.json')?.security).toEqual([{ open311ApiKey: [] }]);
  });

  it('documents the multipart bodies and the review body', () => {
    const paths = ctx.app.swagger().paths as Record<string, Record<string, { requestBody?: { content: object } }>>;
    for (const [path, method] of [
      ['/api/v1/incident/new', 'post'],
      ['/api/v1/incident/{id}', 'patch'],
      ['/api/v1/sos/new', 'post'],
    ] as const)
      expect(Object.keys(paths[path]![method]!.requestBody?.content ?? {}), path).toContain('multipart/form-data');
    expect(Object.keys(paths['/api/v1/incident/{id}/review']!.post!.requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
  });
});

const CALLERS = ['anonymous', ...ROLES] as const;
type Caller = (typeof CALLERS)[number];

/** What a caller may get from an operation with this access: refused (401, 403) or let through (anything else). */
function expected(key: string, access: Access, caller: Caller): 401 | 403 | 'through' {
  if (GATEWAY_ONLY.has(key)) return 403;
  if (caller !== 'anonymous' && caller !== 'citizen' && REFUSES_POLICE.has(key)) return 403;
  if (caller === 'area_commander' && WHOLE_STATE_REFUSED.has(key)) return 403;
  if (access.kind === 'public' || access.kind === 'optional-sign-in') return 'through';
  // Open311 filing: an api_key, whoever the caller is (none is sent here).
  if (access.kind === 'api-key') return 403;
  if (caller === 'anonymous') return 401;
  if (access.kind === 'signed-in') return 'through';
  return access.roles.includes(caller as Role) ? 'through' : 403;
}

/**
 * Open to anyone, but a named report is a citizen's (issue 11): the service refuses a police account's, which may
 * still file an anonymous one, so the declaration cannot say it.
 */
const REFUSES_POLICE = new Set(['POST /api/v1/incident/new']);

/**
 * An area commander publishes only within the command's LGAs (issue 21): a preview naming no LGA is for the whole
 * state, which the reach check refuses with 403 and a sentence (this caller's account has no command).
 */
const WHOLE_STATE_REFUSED = new Set(['POST /api/v1/admin/alerts/preview']);

/**
 * Africa's Talking's callbacks (issue 15): public as to accounts, but only with the URL's secret (and from the
 * allowed addresses), so every caller here, without it, is refused.
 */
const GATEWAY_ONLY = new Set([
  'POST /api/v1/channels/ussd',
  'POST /api/v1/channels/sms/inbound',
  'POST /api/v1/channels/sms/delivery',
]);

/** An event stream answers once it ends; for a caller let through it is enough that the stream opened. */
const LONG_LIVED = new Set(['GET /api/v1/notifications/stream', 'GET /api/v1/police/sos/stream']);

describe('authorization matrix', () => {
  it('anonymous callers and every role are refused or let through as each operation declares', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeAccess) {
      for (const caller of CALLERS) {
        const key = `${route.method} ${route.url}`;
        const want = expected(key, route.access!, caller);
        if (LONG_LIVED.has(key) && want === 'through') continue;
        // A fresh account per call: some operations end the session or delete the account.
        const headers = caller === 'anonymous' ? {} : (await createTestUser(ctx, { role: caller })).headers;
        const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, 'x-forwarded-for': `10.9.${CALLERS.indexOf(caller)}.1` },
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        const got = response.statusCode;
        const ok = want === 'through' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) failures.push(`${key} as ${caller}: ${got}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
