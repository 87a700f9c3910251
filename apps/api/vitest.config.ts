import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server (LISTEN/NOTIFY, concurrent connections): only the PostgreSQL run has them.
    // *.embedded.test.ts are about the embedded default alone (DATA_DIR, no DATABASE_URL): only the PGlite run.
    exclude: process.env.TEST_DB_ENGINE === 'postgres' ? ['**/*.embedded.test.ts'] : ['**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two cores run two files at once at most.
    maxWorkers: 2,
    // Each worker imports the app once, not once per file: importing it took 1.9 s a file (53 of 121 s for 28
    // files). Files share no state but the modules: each builds its own app on its own database, and the caches
    // outside an app are keyed by its database (decision 037).
    isolate: false,
  },
});
