// Bundles the API into dist/server.js and copies the SQL migrations beside it.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { serverBundleOptions } from './esbuild-options.mjs';

rmSync('dist', { recursive: true, force: true });
await build({
  ...serverBundleOptions,
  entryPoints: [
    'src/server.ts',
    // The embedded database's thread (db/pglite-thread.ts starts it from beside the bundle).
    'src/db/pglite-thread-worker.ts',
    'src/db/migrate-cli.ts',
    'src/admin-create-cli.ts',
    'src/backup-cli.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built: dist/server.js');
