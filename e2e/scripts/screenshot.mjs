// Takes a screenshot of a page in Debian's Chromium: node e2e/scripts/screenshot.mjs URL OUT.png [WIDTH HEIGHT] [--full]
import { chromium } from '@playwright/test';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const full = process.argv.includes('--full');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full });
await browser.close();
if (errors.length) console.log('page errors:\n' + errors.join('\n'));
console.log(`saved ${out}`);
