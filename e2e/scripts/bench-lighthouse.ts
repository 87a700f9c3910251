// `npm run bench:lighthouse` (issue 17): Lighthouse's mobile performance audit of the public pages on the built
// server (`npm run build` first), LIGHTHOUSE_RUNS runs each (3), on Debian's Chromium (LIGHTHOUSE_PAGES: some of the
// paths, comma separated; LIGHTHOUSE_LANG: the browser's languages, `yo` for a phone set to Yoruba;
// LIGHTHOUSE_THROTTLING=devtools: the page loaded under real CPU and network throttling instead of Lighthouse's
// simulation from an unthrottled load); prints a Markdown table and writes it to e2e/test-results/lighthouse.md. The
// server runs on the embedded database with the demo data in a fresh folder, on BENCH_PORT (8390). Targets: score >=
// 98 in the median run, LCP <= 1.8 s, TBT <= 150 ms, CLS <= 0.02 in every run. Each page is measured a second time
// with its scripts blocked, in the same runs: the same HTML and stylesheet with no app, what this machine allows any
// page of ours (LIGHTHOUSE_BASELINE=0 leaves it out). Run with tsx (`npm run bench:lighthouse`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startOwnServer } from '../fixtures/own-server';
import { publicPages } from '../fixtures/public-pages';

const root = path.resolve(import.meta.dirname, '../..');
process.env.E2E_PORT = process.env.BENCH_PORT ?? '8390';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const withBaseline = process.env.LIGHTHOUSE_BASELINE !== '0';
const server = await startOwnServer(0, { SEED_DEMO: '1' });
const base = server.base;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const finite = (values: number[]) => values.filter((v) => Number.isFinite(v));
const median = (values: number[]) => finite(values).sort((a, b) => a - b)[Math.floor(finite(values).length / 2)] ?? NaN;
const max = (values: number[]) => (finite(values).length ? Math.max(...finite(values)) : NaN);
const shown = (score: number) => (Number.isFinite(score) ? String(score) : '-');

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const news = await fetch(`${base}/api/v1/userTools/news/all`).then((res) => res.json());
  const articleId = news.data?.news?.data?.[0]?.id;
  if (!articleId) throw new Error('no demo news article to open');
  const allPages = publicPages(articleId);
  const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : allPages;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // A phone set to Yoruba or Pidgin: its languages in navigator.languages and Accept-Language.
      ...(process.env.LIGHTHOUSE_LANG ? [`--accept-lang=${process.env.LIGHTHOUSE_LANG}`] : []),
    ],
  });
  type Run = { score: number; lcp: number; cls: number; tbt: number };
  const audit = async (page: string, run: number, scriptsBlocked: boolean): Promise<Run> => {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome!.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
      ...(scriptsBlocked ? { blockedUrlPatterns: ['*/assets/*.js'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { lhr } = result;
    // A run Lighthouse could not finish (a protocol timeout on a loaded machine) has no score: shown as '-' and
    // left out of the medians, its error printed, rather than counted as a score of 0.
    if (lhr.runtimeError)
      console.error(`${page} run ${run + 1}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      score: lhr.runtimeError ? NaN : Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: metric(lhr, 'largest-contentful-paint') / 1000,
      cls: metric(lhr, 'cumulative-layout-shift'),
      tbt: metric(lhr, 'total-blocking-time'),
    };
  };
  const rows = [];
  for (const page of pages) {
    const results: Run[] = [];
    const baseline: Run[] = [];
    // The page and its script-less twin in turn, so a machine that slows down mid-run slows both alike.
    for (let run = 0; run < runs; run++) {
      results.push(await audit(page, run, false));
      if (withBaseline) baseline.push(await audit(page, run, true));
    }
    const summary = {
      page: page.startsWith('/news/') ? '/news/{id}' : page,
      scores: results.map((r) => r.score),
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      lcpMax: max(results.map((r) => r.lcp)),
      clsMax: max(results.map((r) => r.cls)),
      tbt: median(results.map((r) => r.tbt)),
      tbtMax: max(results.map((r) => r.tbt)),
      baselineScore: median(baseline.map((r) => r.score)),
      baselineLcp: median(baseline.map((r) => r.lcp)),
      baselineTbt: median(baseline.map((r) => r.tbt)),
    };
    const row = {
      ...summary,
      pass: summary.score >= 98 && summary.lcp <= 1.8 && summary.clsMax <= 0.02 && summary.tbt <= 150,
    };
    rows.push(row);
    console.error(`${row.page}: ${row.scores.map(shown).join(', ')}`);
  }
  const lines = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ` +
      `${throttlingMethod === 'devtools' ? 'real (DevTools) throttling' : 'simulated throttling'}, ` +
      `${runs} runs a page, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    '',
    '| page | score (runs) | median score | LCP median (worst) | CLS worst | TBT median (worst) | target met | ' +
      'no script: score, LCP, TBT (medians) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.scores.map(shown).join(', ')} | ${r.score} | ${r.lcp.toFixed(2)} s (${r.lcpMax.toFixed(2)}) | ` +
        `${r.clsMax.toFixed(3)} | ${Math.round(r.tbt)} ms (${Math.round(r.tbtMax)}) | ${r.pass ? 'yes' : 'no'} | ` +
        (withBaseline
          ? `${shown(r.baselineScore)}, ${r.baselineLcp.toFixed(2)} s, ${Math.round(r.baselineTbt)} ms |`
          : '- |'),
    ),
  ];
  const table = lines.join('\n');
  console.log(table);
  const out = path.join(root, 'e2e/test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'lighthouse.md'), `${table}\n`);
} finally {
  await chrome?.kill();
  await server.stop();
}
