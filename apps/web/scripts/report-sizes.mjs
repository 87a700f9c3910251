// After `vite build`: prints the gzip size of each route's first-load JavaScript, fails when the landing page
// passes its budget, and writes .br/.gz copies of every asset for the server to send pre-compressed.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const LANDING_BUDGET_KB = 120;
const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The chunk and every chunk it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = new Set(jsOf(closure(entryKey)));
const entryKb = [...entryFiles].reduce((sum, f) => sum + gzipKb(f), 0);

const rows = [];
for (const key of manifest[entryKey].dynamicImports ?? []) {
  if (!key.includes('/pages/')) continue;
  const own = jsOf(closure(key)).filter((f) => !entryFiles.has(f));
  const kb = entryKb + own.reduce((sum, f) => sum + gzipKb(f), 0);
  rows.push({ page: key.replace(/^src\/(features\/)?/, '').replace(/\.tsx$/, ''), kb });
}
rows.sort((a, b) => a.page.localeCompare(b.page));
console.log(`\nFirst-load JavaScript per route (gzip), entry alone ${entryKb.toFixed(1)} KB:`);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.page}`);

const landing = rows.find((r) => r.page.endsWith('landing-page'));
if (!landing) throw new Error('landing page chunk not found in the manifest');
console.log(`\nLanding page first-load JS: ${landing.kb.toFixed(1)} KB gzip (budget ${LANDING_BUDGET_KB} KB)`);

for (const dir of [dist, path.join(dist, 'assets')]) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile() || !/\.(js|css|html|svg|json)$/.test(name)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (landing.kb > LANDING_BUDGET_KB) {
  console.error(`Landing page JavaScript is over budget by ${(landing.kb - LANDING_BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
