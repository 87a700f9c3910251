/**
 * `npm run bench:ussd`: USSD callback latency against a running server (decision 017). Africa's Talking waits at
 * most 15 s for an answer; this measures how far inside that the answers are.
 *
 * Drives BENCH_SESSIONS whole report sessions (dial, report, type, LGA by letters, description, hide, confirm: seven
 * callbacks each), BENCH_CONCURRENCY at a time, as the gateway would, and prints p50/p95/p99/max per callback and
 * the whole run's rate. Each session uses its own number (the per-number limit is not what is measured).
 *
 * Environment: BENCH_URL (http://127.0.0.1:8080), BENCH_SECRET (the channels secret: DATA_DIR/secrets/channels-secret
 * or CHANNELS_SECRET), BENCH_SESSIONS (200), BENCH_CONCURRENCY (20).
 */
// A module, for the top-level awaits below.
export {};

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const secret = process.env.BENCH_SECRET ?? '';
const sessions = Number(process.env.BENCH_SESSIONS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ANSWERS = ['', '1', '1', 'ifo', 'Bench: a phone was stolen at the market', '2', '1'];

const timings: number[] = [];

async function session(n: number) {
  let text = '';
  for (const [i, answer] of ANSWERS.entries()) {
    if (i > 0) text = text === '' ? answer : `${text}*${answer}`;
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/channels/ussd?secret=${encodeURIComponent(secret)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId: `bench-${process.pid}-${n}`,
        phoneNumber: `+23480${String(10_000_000 + n).padStart(8, '0')}`,
        text,
      }).toString(),
    });
    const body = await res.text();
    timings.push(performance.now() - started);
    if (res.status !== 200 || !/^(CON|END) /.test(body)) throw new Error(`session ${n}: ${res.status} ${body}`);
  }
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < sessions) await session(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;
timings.sort((a, b) => a - b);
const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]!.toFixed(1);
console.log(
  `${sessions} sessions, ${timings.length} callbacks, ${concurrency} at a time, ${seconds.toFixed(1)} s ` +
    `(${(timings.length / seconds).toFixed(0)} callbacks/s): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
    `p99 ${at(0.99)} ms, max ${timings.at(-1)!.toFixed(1)} ms`,
);
