import { chromium } from '@playwright/test';
const [email, ...paths] = process.argv.slice(2);
const base = 'http://127.0.0.1:8300';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const [name, viewport] of [
  ['desk', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
]) {
  const page = await browser.newPage({ viewport });
  if (email !== '-') {
    await page.goto(base + '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('SafeOgun-Demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/console|dashboard/);
  }
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const file = `/tmp/pw/${name}${p.replace(/[/?=&]/g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
