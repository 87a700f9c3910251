// How the API is bundled for production (build.mjs) and for the benchmarks' servers (scripts/bench-kit.ts), so the
// benchmarks measure the code the way it ships: workspace packages inlined, npm dependencies left to node_modules
// except those every start loads anyway.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * Pure JavaScript spread over hundreds of small ES modules, each of which Node resolves, reads and links one by one
 * at every start: inlined, a start opens 495 module files instead of 743 (docs/decisions/028-submission-round-trips.md).
 */
const BUNDLED = new Set(['drizzle-orm', 'zod', 'fastify-type-provider-zod', 'jose']);

/** @type {import('esbuild').BuildOptions} */
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
