/**
 * An administrator writes an article with a cover image, previews it, schedules it, and at the time it appears in
 * /news. The server runs on its own with TEST_CLOCK_FILE: the journey moves its clock past the scheduled time
 * instead of waiting, and the job queue publishes the article.
 */
import sharp from 'sharp';
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';
import { testClock, type TestClock } from '../fixtures/test-clock';
import { DEMO_POLICE, DEMO_POLICE_PASSWORD } from '../fixtures/police';

let server: OwnServer;
let clock: TestClock;

test.beforeAll(async () => {
  clock = testClock();
  server = await startOwnServer(2, { SEED_DEMO: '1', ...clock.env });
});
test.afterAll(async () => {
  await server?.stop();
  clock?.remove();
});

test('an administrator writes an article with a cover, previews it, schedules it, and it is published on time', async ({
  page,
}) => {
  const base = server.base;
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(DEMO_POLICE.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_POLICE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/console$/);

  await page.getByRole('link', { name: 'Administration' }).first().click();
  await page.getByRole('link', { name: /^News/ }).click();
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(page.getByTestId('data-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Write an article' }).click();

  const title = `Community policing forum in Sagamu ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Subtitle').fill('Meet the officers of your division');
  await page.getByLabel('Category').selectOption('Platform Updates');
  await page.getByLabel('Article (Markdown)').fill('## Where and when\n\nAt the **town hall**, Saturday at 10 am.');
  const cover = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1b5e20' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Cover image', { exact: true })
    .setInputFiles({ name: 'forum.png', mimeType: 'image/png', buffer: cover });
  await page.getByLabel('Cover caption').fill('The Sagamu town hall');

  // The live preview shows the article as the news page will.
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: 'Where and when', level: 2 })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('town hall');
  const previewCover = preview.getByRole('img', { name: 'The Sagamu town hall' });
  await expect(previewCover).toBeVisible();
  expect(await previewCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await seriousViolations(page)).toEqual([]);

  // Scheduled ten minutes ahead (in the browser's local time, as the field takes it).
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 10 * 60_000);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await page.getByLabel('Publish at').fill(at);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/console\/admin\/news\/\d+$/);
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  const news = await page.context().newPage();
  await news.goto(`${base}/news`);
  await expect(news.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(news.getByText(title)).toHaveCount(0);

  // Eleven minutes later on the server's clock, the job queue publishes it.
  clock.moveTo(11 * 60_000);
  await expect
    .poll(
      async () => {
        await news.reload();
        await expect(news.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
        return news.getByText(title).count();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  await news.getByText(title).first().click();
  await expect(news.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(news.getByRole('heading', { name: 'Where and when' })).toBeVisible();

  // The console lists it as published, with its view.
  await page.getByRole('link', { name: 'All articles' }).click();
  await page.getByRole('tab', { name: 'Published' }).click();
  const table = page.getByTestId('data-table');
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  // The Views cell itself: the one reader who opened it above.
  const viewsColumn = (await table.getByRole('columnheader').allTextContents()).indexOf('Views');
  expect(viewsColumn).toBeGreaterThan(0);
  await expect(row.getByRole('cell').nth(viewsColumn)).toHaveText('1');

  // On a phone the list is cards and the editor one column; nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('data-cards')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('data-cards').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Edit article', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});
