// After `vite build`: prints the gzip size of each route's first-load JavaScript, fails when a public page passes
// its budget (issue 17), and writes .br/.gz copies of every asset and pre-rendered page for the server to send
// pre-compressed.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CONSOLE_SOURCES } from './citizen-chunks.mjs';
import { PAGE_DATA_CHUNK, PRERENDERED_PAGES } from './prerendered-pages.mjs';

/** Every public page's first-load JavaScript, gzip (issue 17). */
const PUBLIC_BUDGET_KB = 120;
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

const pageName = (key) => key.replace(/^src\/(features\/)?/, '').replace(/\.tsx$/, '');
const firstLoadKb = (files) =>
  entryKb + [...files].filter((f) => !entryFiles.has(f)).reduce((s, f) => s + gzipKb(f), 0);

const rows = [];
const consoleRows = [];
const citizenPages = [];
for (const key of manifest[entryKey].dynamicImports ?? []) {
  if (!key.includes('/pages/')) continue;
  const row = { key, page: pageName(key), kb: firstLoadKb(jsOf(closure(key))) };
  // A console page the site's table routes (accepting an invitation, before any account exists).
  if (CONSOLE_SOURCES.test(key)) consoleRows.push(row);
  else {
    rows.push(row);
    citizenPages.push(key);
  }
}
rows.sort((a, b) => a.page.localeCompare(b.page));
console.log(`\nFirst-load JavaScript per route (gzip), entry alone ${entryKb.toFixed(1)} KB:`);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.page}`);

// The police console loads from /console on: its route table and layout, then the page. None of it may be in a
// citizen page's first load (issue 11): no console chunk in their import closure, no console text in their files.
const CONSOLE_MARKER = 'SafeOgun Console';
const consoleRoutesKey = 'src/app/console/console-routes.tsx';
const consoleRoutes = manifest[consoleRoutesKey];
if (consoleRoutes) {
  const shell = new Set(jsOf(closure(consoleRoutesKey)));
  for (const key of consoleRoutes.dynamicImports ?? []) {
    if (!key.endsWith('console-layout.tsx')) continue;
    for (const f of jsOf(closure(key))) shell.add(f);
  }
  for (const key of consoleRoutes.dynamicImports ?? []) {
    if (!key.endsWith('-page.tsx')) continue;
    consoleRows.push({ page: pageName(key), kb: firstLoadKb(new Set([...shell, ...jsOf(closure(key))])) });
  }
}
consoleRows.sort((a, b) => a.page.localeCompare(b.page));
console.log('\nPolice console (first load from /console on: entry, console routes and layout, the page), gzip:');
for (const row of consoleRows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.page}`);

const leaks = [];
for (const key of [entryKey, ...citizenPages]) {
  const keys = key === entryKey ? closure(entryKey) : closure(key);
  for (const k of keys) if (CONSOLE_SOURCES.test(k)) leaks.push(`${key} loads ${k}`);
  for (const f of jsOf(keys)) {
    if (readFileSync(path.join(dist, f), 'utf8').includes(CONSOLE_MARKER))
      leaks.push(`${key} loads ${f}, which has console text`);
  }
}
if (leaks.length) {
  console.error(`\nConsole code in a citizen page's first load:\n  ${[...new Set(leaks)].join('\n  ')}`);
  process.exit(1);
}
console.log("\nNo console code in any citizen page's first load.");

console.log(`\nPublic pages' first-load JavaScript (budget ${PUBLIC_BUDGET_KB} KB gzip):`);
const overBudget = [];
for (const { source, url, withData } of PRERENDERED_PAGES) {
  const found = rows.find((r) => r.key === source);
  if (!found) throw new Error(`${source} (${url}) not found in the manifest`);
  // A page rendered with its data also loads the chunk that takes the data in, before its first render.
  const row = withData
    ? { kb: firstLoadKb(new Set([...jsOf(closure(source)), ...jsOf(closure(PAGE_DATA_CHUNK))])) }
    : found;
  console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${url}`);
  if (row.kb > PUBLIC_BUDGET_KB)
    overBudget.push(
      `${url}: ${row.kb.toFixed(1)} KB, over the ${PUBLIC_BUDGET_KB} KB budget by ${(row.kb - PUBLIC_BUDGET_KB).toFixed(1)}`,
    );
}

for (const dir of [dist, path.join(dist, 'assets'), path.join(dist, 'prerendered')]) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile() || !/\.(js|css|html|svg|json)$/.test(name)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (overBudget.length) {
  console.error(`\nPublic page JavaScript over budget:\n  ${overBudget.join('\n  ')}`);
  process.exit(1);
}
