/**
 * Installable and offline-first (issue 16, docs/decisions/024-installable-offline-app.md): the manifest Chrome asks
 * for, the service worker controlling the page, the start URL and the public pages opening with the network off,
 * the news, the person's reports and the crime map readable offline and marked "Saved ... ago" (and gone from the
 * device at sign-out), the update prompt, and the SOS page's no-connection notice with its sms: link.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';
import { seriousViolations } from '../fixtures/axe';
import { startOwnServer } from '../fixtures/own-server';

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const POSITION = { latitude: 7.1475, longitude: 3.3619, accuracy: 15 };
// This journey is about the service worker: the default blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
}

/** A PNG's width and height from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function expectIcon(request: APIRequestContext, icon: ManifestIcon) {
  const res = await request.get(icon.src);
  expect(res.status(), icon.src).toBe(200);
  expect(res.headers()['content-type']).toContain('image/png');
  expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
}

/** Waits until the service worker is active and its precache is filled, then reloads so it controls the page. */
async function installWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest is what Chrome asks for: name, 192 and 512 px icons, start URL, standalone, shortcuts', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Manifest;

  expect(manifest.name).toBe('SafeOgun');
  expect(manifest.short_name).toBe('SafeOgun');
  expect(manifest.id).toBe('/');
  expect(manifest.start_url).toBe('/dashboard');
  expect(manifest.scope).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#0b3d2e');

  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(png.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  for (const icon of png) await expectIcon(request, icon);

  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Report an Incident', '/report-incident'],
    ['SOS', '/sos'],
  ]);
  for (const shortcut of manifest.shortcuts) {
    expect(shortcut.icons.map((icon) => icon.sizes)).toContain('96x96');
    for (const icon of shortcut.icons) await expectIcon(request, icon);
  }
});

test('the service worker controls the page after a reload, and the start URL and public pages open offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await installWorker(page);

  await context.setOffline(true);
  // The start URL: a signed-out visitor is sent to the login, from the app shell the worker keeps.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Report Incidents. Save Lives. Stay Informed' }),
  ).toBeVisible();
  const pages: [string, string][] = [
    ['/about-us', 'About SafeOgun'],
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/news', 'News'],
    ['/crime-map', 'Crime Map'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  for (const path of ['/report-incident', '/report-anonymously']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Submit/ }).first()).toBeVisible();
  }
  await context.setOffline(false);
});

async function fileReport(request: APIRequestContext, citizen: Awaited<ReturnType<typeof createCitizen>>) {
  const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
  const filed = await request.post('/api/v1/incident/new', {
    headers: bearer(citizen),
    multipart: {
      data: JSON.stringify({
        incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
        address: '12 Oke-Ilewo Road, Abeokuta, Ogun',
        description: 'My bicycle was taken from outside the shop.',
        latitude: 7.1475,
        longitude: 3.3619,
      }),
    },
  });
  expect(filed.ok(), await filed.text()).toBeTruthy();
  return (await filed.json()).data as { id: string; ticketId: string };
}

/** What the app keeps on the device for offline reading (IndexedDB), or null. */
const savedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('safeogun-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').get('saved-queries');
          read.onsuccess = () => resolve(read.result ? JSON.stringify(read.result) : null);
          read.onerror = () => reject(read.error);
        };
      }),
  );

test("the news, the citizen's reports and the crime map read offline as saved copies, gone after sign-out", async ({
  page,
  context,
  request,
}) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen);
  await signIn(page, citizen, '/news');
  await installWorker(page);

  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
  await expect(articles.first()).toBeVisible();
  const firstTitle = (await articles.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  await expect.poll(async () => (await savedOnDevice(page)) ?? '').toContain(firstTitle);
  await page.goto('/reports');
  await expect(page.getByRole('link', { name: new RegExp(report.ticketId) })).toBeVisible();
  await expect.poll(async () => (await savedOnDevice(page)) ?? '').toContain(report.ticketId);
  await page.goto('/crime-map');
  const areas = page.getByTestId('crime-map-layer').locator('path[data-lga]');
  await expect(areas).toHaveCount(20);
  // Fresh from the network: no "Saved" mark.
  await expect(page.getByTestId('saved-notice')).toHaveCount(0);
  await expect.poll(async () => (await savedOnDevice(page)) ?? '').toContain('"crime-map",');

  await context.setOffline(true);
  await page.goto('/news');
  await expect(page.getByTestId('saved-notice')).toContainText(/Saved (just now|\d+ minutes? ago)/);
  await expect(page.getByTestId('saved-notice')).toContainText('No connection');
  await expect(page.getByText(firstTitle).first()).toBeVisible();

  await page.goto('/reports');
  await expect(page.getByRole('link', { name: new RegExp(report.ticketId) })).toBeVisible();
  await expect(page.getByTestId('saved-notice').first()).toContainText(/Saved/);

  await page.goto('/crime-map');
  await expect(areas).toHaveCount(20);
  await expect(page.getByTestId('saved-notice')).toContainText(/Saved/);
  await expect(page.getByRole('alert').filter({ hasText: 'Try Again' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Signing out (a shared phone) deletes the copy from the device.
  await context.setOffline(false);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => savedOnDevice(page)).toBeNull();
});

test('a new version waits with "New version available" and reloads only when asked, in every open tab', async ({
  browser,
}) => {
  // Starting a second server (its database and migrations) takes a while on a busy machine.
  test.setTimeout(180_000);
  // A server of its own on a copy of the built app, so the test can deploy a "next version" of the worker.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'safeogun-e2e-dist-'));
  cpSync(WEB_DIST, dist, { recursive: true });
  const server = await startOwnServer(57, { WEB_DIST_DIR: dist });
  const context = await browser.newContext({ baseURL: server.base });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await installWorker(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // A second tab of the app, open on the old version too.
    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await expect.poll(() => otherTab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await otherTab.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // The next deployment: the same worker with a byte more, and its pre-compressed copies the server sends.
    const worker = path.join(dist, 'sw.js');
    const next = Buffer.from(`${readFileSync(worker, 'utf8')}\n// next version\n`);
    writeFileSync(worker, next);
    writeFileSync(`${worker}.br`, brotliCompressSync(next));
    writeFileSync(`${worker}.gz`, gzipSync(next));
    expect(await (await context.request.get('/sw.js')).text()).toContain('// next version');
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return { waiting: Boolean(registration!.waiting), installing: registration!.installing?.state ?? null };
    });
    expect(state.waiting || state.installing !== null).toBe(true);

    const prompt = page.locator('[data-sonner-toast]').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible();
    // It waits for the person: a moment later the page has still not reloaded.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // The new worker activates, takes over and the tab reloads from its cache: a navigation, given a navigation's
    // time (on a machine running every suite at once, longer than one action's 15 s).
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    // The new version runs: nothing waits any more (a reload under the old one would leave it waiting).
    const stillWaiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    await expect.poll(stillWaiting).toBe(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Report Incidents. Save Lives. Stay Informed' }),
    ).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'New version available' })).toHaveCount(0);

    // The other tab still offers it, though the new version runs already: its Reload reloads it at once.
    const otherPrompt = otherTab.locator('[data-sonner-toast]').filter({ hasText: 'New version available' });
    await expect(otherPrompt).toBeVisible();
    const otherReloaded = otherTab.waitForEvent('load', { timeout: 30_000 });
    await otherPrompt.getByRole('button', { name: 'Reload' }).click();
    await otherReloaded;
    expect(await otherTab.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    await expect(otherPrompt).toHaveCount(0);
  } finally {
    await context.close().catch(() => undefined);
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});

test.describe('SOS without a connection', () => {
  test.use({ permissions: ['geolocation'], geolocation: POSITION, viewport: { width: 360, height: 740 } });

  test('says at once that there is no connection and offers a call and the alert as an SMS', async ({
    page,
    context,
    request,
  }) => {
    const citizen = await createCitizen(request, { fullName: 'Kemi Offline-Caller' });
    await signIn(page, citizen, '/sos');
    await expect(page.getByText('Choose Emergency Action')).toBeVisible();
    await expect(page.getByTestId('offline-sos-notice')).toHaveCount(0);

    await context.setOffline(true);
    const notice = page.getByTestId('offline-sos-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');

    await page.getByRole('button', { name: 'Send Emergency Alert' }).click();
    await page.getByRole('textbox', { name: 'Tell us about what happened' }).fill('Armed men at the gate');
    const sms = notice.getByRole('link', { name: 'Send the alert by SMS to 112' });
    await expect(sms).toHaveAttribute('href', /^sms:112\?body=/);
    await expect
      .poll(async () => decodeURIComponent((await sms.getAttribute('href'))!.replace(/^sms:112\?body=/, '')))
      .toBe(
        'SOS from SafeOgun (Kemi Offline-Caller): Armed men at the gate Location: 7.14750, 3.36190 (within 15 m) ' +
          'https://www.openstreetmap.org/?mlat=7.14750&mlon=3.36190',
      );
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
});
