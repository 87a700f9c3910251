/* global window, requestAnimationFrame, cancelAnimationFrame -- page.evaluate callbacks run in the browser */
// `node e2e/scripts/bench-map-fps.mjs`: how smooth the crime map's zoom and pan are on a phone-class CPU.
// Starts the built server (`npm run build` first) on a scratch DATA_DIR with the demo data, opens /crime-map in
// Debian's Chromium at 360x740 with the CPU throttled (CDP Emulation.setCPUThrottlingRate, default 4x), then wheels
// in and out and drags the map while counting animation frames. Prints frames per second and frame-time percentiles.
// Options (environment): CPU_THROTTLE (4), PORT (8197), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8197);
const throttle = Number(process.env.CPU_THROTTLE ?? 4);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-fps-'));

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 2 minutes');
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

let browser;
try {
  await ready();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: false });
  await page.goto(`${base}/crime-map`);
  const svg = page.getByTestId('crime-map-svg');
  await svg.locator('path').first().waitFor();
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => {
      window.__frames.push(t);
      window.__raf = requestAnimationFrame(tick);
    };
    window.__raf = requestAnimationFrame(tick);
  });
  const started = Date.now();
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, -100);
    await page.waitForTimeout(50);
  }
  // The interaction must really move the map: the layer's transform after zooming in and after the drag.
  const layer = page.getByTestId('crime-map-layer');
  const zoomedIn = await layer.getAttribute('transform');
  await page.mouse.down();
  for (let i = 0; i < 40; i++) await page.mouse.move(cx - i * 3, cy - i * 2);
  for (let i = 0; i < 40; i++) await page.mouse.move(cx - 120 + i * 3, cy - 80 + i * 2);
  await page.mouse.up();
  const dragged = await layer.getAttribute('transform');
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(50);
  }
  const frames = await page.evaluate(() => {
    cancelAnimationFrame(window.__raf);
    return window.__frames;
  });
  if (!zoomedIn || zoomedIn === dragged) throw new Error(`the map did not zoom and pan (${zoomedIn}, ${dragged})`);
  const seconds = (frames.at(-1) - frames[0]) / 1000;
  const gaps = frames
    .slice(1)
    .map((t, i) => t - frames[i])
    .sort((a, b) => a - b);
  const long = gaps.filter((g) => g > 1000 / 50).length;
  console.log(
    `crime map zoom and pan at 360x740, CPU throttled ${throttle}x (${((Date.now() - started) / 1000).toFixed(1)} s of interaction)`,
  );
  console.log(`  map transform after zooming in: ${zoomedIn}; after the drag: ${dragged}`);
  console.log(`  ${frames.length} frames in ${seconds.toFixed(2)} s: ${(frames.length / seconds).toFixed(1)} fps`);
  console.log(
    `  frame time p50 ${pct(gaps, 0.5).toFixed(1)} ms, p95 ${pct(gaps, 0.95).toFixed(1)} ms, max ${gaps.at(-1).toFixed(1)} ms; ${long} of ${gaps.length} frames over 20 ms`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
