// `npm test`: builds, then runs every suite (contract and web units, API on PGlite, API on PostgreSQL when
// DATABASE_URL is set, browser end-to-end) and closes with a digest of any failure and one line 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** What each failed step printed about its failures, repeated at the end where a CI log's tail shows it. */
const digest = [];

// Terminal colour codes make the digest unreadable in a plain log.
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs a step with its output shown live and kept for the digest. */
function run(name, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        output += chunk;
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (status) => {
      console.log(
        `=== ${name}: ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
      );
      if (status !== 0) failedSteps.push({ name, output: plain(output) });
      resolve(status === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += json.numPassedTests ?? 0;
  totals.failed += json.numFailedTests ?? 0;
  totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/** Vitest prints failed tests and unhandled errors in sections fenced by lines of '⎯'. */
function vitestFailures(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /⎯{3,}.*(Failed Tests|Unhandled|Failed Suites)/.test(line));
  if (start === -1) return lines.slice(-40).join('\n');
  const end = lines.findIndex((line, index) => index > start && /^\s*Test Files\s/.test(line));
  return lines.slice(start, end === -1 ? start + 120 : Math.min(end, start + 120)).join('\n');
}

/** Each unexpected Playwright result: its errors, and the page as the accessibility tree saw it. */
function playwrightFailures(file) {
  if (!existsSync(file)) return '';
  const out = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const result = t.results.at(-1);
        out.push(`--- ${spec.file}:${spec.line} ${spec.title}`);
        for (const error of result?.errors ?? [])
          out.push(
            plain(error.message ?? '')
              .split('\n')
              .slice(0, 25)
              .join('\n'),
          );
        for (const step of result?.steps ?? []) if (step.error) out.push(`step: ${step.title}`);
        const context = result?.attachments?.find((a) => a.name === 'error-context' && a.path);
        if (context && existsSync(context.path))
          out.push(readFileSync(context.path, 'utf8').split('\n').slice(0, 60).join('\n'));
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
  return out.join('\n');
}

const vitest = (name, dir, file, env) =>
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, file)}`,
    ],
    { cwd: path.join(root, dir), env },
  );

if (!(await run('build', 'npm', ['run', 'build']))) {
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

const suites = [
  ['contract unit tests', 'packages/contract', 'contract.json', {}],
  ['web unit tests', 'apps/web', 'web.json', {}],
  ['API tests on PGlite', 'apps/api', 'api-pglite.json', { TEST_DB_ENGINE: 'pglite' }],
];
if (process.env.DATABASE_URL) {
  suites.push(['API tests on PostgreSQL', 'apps/api', 'api-postgres.json', { TEST_DB_ENGINE: 'postgres' }]);
} else {
  console.log('\n(DATABASE_URL is not set: API tests on PostgreSQL not run; .ci/run sets it)');
}
for (const [name, dir, file, env] of suites) {
  if (!(await vitest(name, dir, file, env))) digest.push(`## ${name}\n${vitestFailures(failedSteps.at(-1).output)}`);
  countVitest(path.join(reports, file));
}
const e2eResults = path.join(root, 'e2e/test-results/results.json');
if (!(await run('browser end-to-end', 'npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e') }))) {
  digest.push(`## browser end-to-end\n${playwrightFailures(e2eResults) || failedSteps.at(-1).output.slice(-4000)}`);
}
countPlaywright(e2eResults);

if (digest.length) console.log(`\n=== failure digest ===\n${digest.join('\n\n')}`);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.map((step) => step.name).join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
// A step that failed without a counted failing test (a crash, an unhandled error) still counts as one failure.
const failed = Math.max(totals.failed, failedSteps.length ? 1 : 0);
console.log(`\ntests: ${totals.passed} passed, ${failed} failed${skipped}`);
process.exit(failedSteps.length ? 1 : 0);
