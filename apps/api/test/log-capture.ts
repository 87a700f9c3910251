import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

/**
 * A test app that logs at `info`, as in production, into `lines` (one JSON line each): for the tests that prove what
 * the request log never holds.
 */
export function useAppLoggingAtInfo() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logged = { ctx: undefined as unknown as TestContext, lines };
  beforeAll(async () => {
    logged.ctx = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => logged.ctx.close());
  return logged;
}
