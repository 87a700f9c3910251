// How the API is bundled: the server itself (one CommonJS file, run through V8's code cache), and the ES module
// builds of the commands, the database's thread, the server's entry and the benchmarks' servers (scripts/bench-kit.ts).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * Pure JavaScript spread over hundreds of small ES modules, each of which Node resolves, reads and links one by one
 * at every start: inlined, a start opens 495 module files instead of 743 (docs/decisions/028-submission-round-trips.md).
 */
const BUNDLED = new Set(['drizzle-orm', 'zod', 'fastify-type-provider-zod', 'jose']);

/**
 * The ES module builds: the commands, the embedded database's thread, the built server's loader and the benchmarks'
 * servers. npm dependencies stay in node_modules except those every start loads anyway.
 * @type {import('esbuild').BuildOptions}
 */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // What is loaded only for PostgreSQL (drizzle's node-postgres driver; `pg` itself stays in node_modules), or only
  // by one command, sits in chunks of its own that a start on the embedded database never reads. The chunks stay
  // beside the entry points (esbuild's default): modules find the migrations and the web build by import.meta.url.
  splitting: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@safeogun/') && !BUNDLED.has(name)),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

/**
 * The server itself (`serve.ts` and all it loads) as one CommonJS file, which the loader compiles through V8's code
 * cache (src/code-cache.ts; Node 20 caches no ES module). Everything is inlined but what must stay a file of its own
 * in node_modules: native addons (argon2, sharp), packages that find their own files beside them (PGlite's
 * WebAssembly, swagger-ui's pages, pino's transport thread), and `pg`, loaded only for PostgreSQL.
 * @type {import('esbuild').BuildOptions}
 */
export const serverMainBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  // Without comments (some not ASCII) and blank space the file is ASCII and a third smaller: read, hashed and
  // decoded at every start. Names are kept, so stack traces still say which function. The licences' comments go to
  // a file beside it.
  minifyWhitespace: true,
  legalComments: 'linked',
  external: ['@electric-sql/pglite', 'argon2', 'sharp', '@fastify/swagger-ui', 'pino', 'pg', 'pg-copy-streams'],
  // `import()` of what stays in node_modules becomes `require` (each has a CommonJS entry): a script compiled from a
  // code cache cannot import in Node 20 (src/code-cache.ts).
  supported: { 'dynamic-import': false },
  // Modules find the migrations, the web build and the database's thread beside the bundle, by their own URL.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
};
