import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';

// The committed OpenAPI document is the API's published contract: a route change must update it on purpose
// (`npm run openapi -w @safeogun/api`), never drift silently.
const documentPath = new URL('../openapi.json', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('OpenAPI document', () => {
  it('matches the routes', () => {
    const generated = `${JSON.stringify(ctx.app.swagger(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(documentPath, generated);
    expect(existsSync(documentPath), 'apps/api/openapi.json is missing: run npm run openapi -w @safeogun/api').toBe(
      true,
    );
    expect(
      JSON.parse(generated),
      'the routes changed: run npm run openapi -w @safeogun/api and commit openapi.json',
    ).toEqual(JSON.parse(readFileSync(documentPath, 'utf8')));
  });
});
