/**
 * Light on data (issue 16): a phone photo is resized in the browser before it goes up, with its EXIF orientation
 * applied, and each file of a report shows its upload progress.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../fixtures/test';
import { bearer, createCitizen, signIn, type Citizen } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { seriousViolations } from '../fixtures/axe';
import { pickWithKeyboard } from '../fixtures/forms';

const API = '/api/v1';

/** A noisy JPEG (noise compresses as badly as a real photo does), optionally with an EXIF orientation. */
async function noisyJpeg(width: number, height: number, quality: number, orientation?: number): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  }).jpeg({ quality });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/**
 * A file of the device, as its file picker gives it. Megabytes handed to Playwright as a buffer cross the DevTools
 * protocol as base64 inside one message the page's main thread parses; on a loaded CI machine that alone took longer
 * than an action's 15 s (CI, once). The browser reads a file from disk itself.
 */
async function onDisk(testInfo: TestInfo, name: string, content: Buffer): Promise<string> {
  const file = testInfo.outputPath(name);
  await writeFile(file, content);
  return file;
}

/** The signed-in report form with its address from the device, a station, a type and a description. */
async function fillReport(page: Page, citizen: Citizen) {
  await signIn(page, citizen, '/report-incident');
  await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await pickWithKeyboard(page, 'Nearest Police Station', 'Abeokuta South Division (demo)');
  await pickWithKeyboard(page, /Incident Type/, 'Theft');
  await page.getByLabel(/Description/).fill('My phone was snatched at the bus stop by two men.');
}

/** The stored files of the citizen's one report, as its owner reads them. */
async function storedFiles(request: APIRequestContext, citizen: Citizen) {
  const list = await request.get(`${API}/incident/all`, { headers: bearer(citizen) });
  const id = ((await list.json()).data.incidents.data as { id: string }[])[0]!.id;
  const incident = await request.get(`${API}/incident/${id}`, { headers: bearer(citizen) });
  return ((await incident.json()).data.incident as { files: { url: string }[] }).files;
}

test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

test('a 4000x3000 phone photo goes up at most 1600 px on its longest side, upright and far lighter', async ({
  page,
  request,
}, testInfo) => {
  // Orientation 6: the camera was held upright, so the photo shows 3000 wide and 4000 tall.
  const original = await noisyJpeg(4000, 3000, 90, 6);
  const citizen = await createCitizen(request);
  await fillReport(page, citizen);

  await page.getByLabel('Upload Media').setInputFiles(await onDisk(testInfo, 'IMG_2041.jpg', original));
  const picked = page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
  await expect(picked).toHaveCount(1);
  await expect(picked).toContainText('IMG_2041.jpg');
  // The list shows the size that will be sent, not the original's 7 MB and more.
  await expect(picked).toContainText(/\d+ KB|[0-2]\.\d MB/);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Report submitted successfully' })).toBeVisible({ timeout: 30_000 });
  const files = await storedFiles(request, citizen);
  expect(files).toHaveLength(1);
  const stored = await request.get(files[0]!.url, { headers: bearer(citizen) });
  expect(stored.ok()).toBeTruthy();
  const body = await stored.body();
  const metadata = await sharp(body).metadata();
  expect(metadata.format).toBe('jpeg');
  expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1200, height: 1600 });
  expect(metadata.orientation ?? 1).toBe(1);
  expect(body.length).toBeLessThan(original.length / 4);
});

test('each file shows its upload progress while a report goes up on a slow line, and the report is filed', async ({
  page,
  request,
}) => {
  // Photos already small go as they are: 1200 x 900 and under 500 KB.
  const photos = await Promise.all(
    ['first.jpg', 'second.jpg'].map(async (name) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: await noisyJpeg(1200, 900, 40),
    })),
  );
  for (const photo of photos) expect(photo.buffer.length).toBeLessThan(500 * 1024);
  const citizen = await createCitizen(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await fillReport(page, citizen);
  await page.getByLabel('Upload Media').setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(2);

  // A slow upload: about 50 KB a second.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 500 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const progress = page.getByRole('list', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  for (const { name } of photos) await expect(progress.getByRole('progressbar', { name })).toBeVisible();
  // The first photo is on its way (or sent) before the second has finished.
  await expect
    .poll(async () => Number(await progress.getByRole('progressbar', { name: 'first.jpg' }).getAttribute('value')))
    .toBeGreaterThan(0);
  expect(Number(await progress.getByRole('progressbar', { name: 'second.jpg' }).getAttribute('value'))).toBeLessThan(
    100,
  );

  // On a phone's width, nothing wider than the screen and no serious axe violation while the bars show.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await expect(page.getByRole('dialog', { name: 'Report submitted successfully' })).toBeVisible({ timeout: 45_000 });
  await expect(progress).toHaveCount(0);
  expect(await storedFiles(request, citizen)).toHaveLength(2);
});

test('a video shows its size, and a warning above 5 MB on mobile data only', async ({ page, request }, testInfo) => {
  const citizen = await createCitizen(request);
  // The Network Information API as Chrome on Android gives it: on mobile data first, then on Wi-Fi.
  await page.addInitScript(() => {
    const type = sessionStorage.getItem('e2e:connection') ?? 'cellular';
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { type, effectiveType: '4g' } });
  });
  await signIn(page, citizen, '/report-incident');
  const video = await onDisk(testInfo, 'market.mp4', Buffer.alloc(6 * 1024 * 1024, 1));
  const warning = 'This video is 6.0 MB; on mobile data it may be slow and costly to send.';

  await page.getByLabel('Upload Media').setInputFiles(video);
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('market.mp4');
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('6.0 MB');
  await expect(page.getByText(warning)).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('e2e:connection', 'wifi'));
  await page.reload();
  await page.getByLabel('Upload Media').setInputFiles(video);
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('6.0 MB');
  await expect(page.getByText(warning)).toHaveCount(0);
});
