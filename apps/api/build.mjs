// Bundles the API into dist/ (the server's loader, its bundle, the database's thread, the commands) and copies the
// SQL migrations beside them.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { serverBundleOptions, serverMainBundleOptions } from './esbuild-options.mjs';

rmSync('dist', { recursive: true, force: true });
await Promise.all([
  build({
    ...serverBundleOptions,
    entryPoints: {
      // dist/server.js runs dist/serve.cjs through V8's code cache.
      server: 'src/built-server.ts',
      // The embedded database's thread (db/pglite-thread.ts starts it from beside the bundle).
      'pglite-thread-worker': 'src/db/pglite-thread-worker.ts',
      'migrate-cli': 'src/db/migrate-cli.ts',
      'admin-create-cli': 'src/admin-create-cli.ts',
      'backup-cli': 'src/backup-cli.ts',
    },
    outdir: 'dist',
  }),
  build({ ...serverMainBundleOptions, entryPoints: ['src/serve.ts'], outfile: 'dist/serve.cjs' }),
]);
// A script run from V8's code cache cannot call import() in Node 20 (src/code-cache.ts): the first start would work
// and every later one fail, so the build refuses such a bundle.
if (readFileSync('dist/serve.cjs', 'utf8').includes('import(')) {
  throw new Error('dist/serve.cjs calls import(): pass an ImportModule (src/import-module.ts) instead');
}
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built: dist/server.js');
