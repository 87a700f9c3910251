/**
 * The public transparency page: reached from the landing page and the footer, chosen by period and area with the
 * keyboard, downloadable as CSV, whole at 360 px and without serious axe violations.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';

test.describe('transparency', () => {
  test('from the landing page: figures for a period and an area, the CSV, keyboard and axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'See how the police respond' }).click();
    await expect(page).toHaveURL(/\/transparency$/);
    await expect(page.getByRole('heading', { name: 'How the police respond', level: 1 })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Reports received' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The period and area are chosen with the keyboard and kept in the address.
    const period = page.getByLabel('Period');
    await period.focus();
    await period.selectOption('90d');
    await expect(page).toHaveURL(/period=90d/);
    await page.getByLabel('Area').selectOption({ label: 'Abeokuta South' });
    await expect(page).toHaveURL(/area=lga-\d+/);
    await expect(page.locator('strong').filter({ hasText: 'Abeokuta South' })).toBeVisible();

    const csv = page.getByRole('link', { name: 'Download CSV' });
    const href = await csv.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/public\/transparency\/csv\?period=90d&lgaId=\d+$/);
    const download = await page.request.get(href!);
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await download.text()).split('\n')[0]).toContain('level,id,name,received');

    // Sorting the stations is a select and a button.
    await page.getByLabel('Sort by').selectOption('formation');
    await page.getByRole('button', { name: /Highest first/ }).click();
    await expect(page.getByRole('button', { name: /Lowest first/ })).toBeVisible();
  });

  test('at 360 px nothing is wider than the screen; the footer links to it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/news');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
    await expect(page.getByRole('heading', { name: 'How the police respond', level: 1 })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Reports received' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
