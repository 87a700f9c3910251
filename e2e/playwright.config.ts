/**
 * End-to-end journeys against the real built app served by the real server (`npm run build` first).
 * The server runs on the embedded database in a DATA_DIR that is wiped at every run; tests find it (for the
 * mail and SMS outboxes) in E2E_DATA_DIR.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_DATA_DIR ??= path.resolve(import.meta.dirname, '.data');
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
export const E2E_ADMIN_EMAIL = 'admin@e2e.safeogun.test';

export default defineConfig({
  testDir: './tests',
  // Journeys that need a PostgreSQL server run only when DATABASE_URL names one (as in CI).
  testIgnore: process.env.DATABASE_URL ? [] : ['**/*.pg.spec.ts'],
  // A backstop only: a stuck step fails on its own first (actionTimeout, expect's timeout). CI's 2 cores also run
  // the server, two browsers and their tests, and a shared machine has been three times slower than an idle one:
  // a 20 s journey there has run out of 60 s without anything being wrong.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    // A stuck step fails on its own, naming what it waited for, well before the test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Every new context would otherwise install the service worker and fill its precache (the whole app, about 240
    // files): a third of the journeys' CPU. The journeys about it (installable, community-offline) allow it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node e2e/scripts/start-server.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/v1/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      NODE_ENV: 'production',
    },
  },
});
