/**
 * The public transparency page: reached from the landing page and the footer, chosen by period and area with the
 * keyboard, downloadable as CSV, whole at 360 px and without serious axe violations; a station with fewer than 5
 * reports has its figures withheld ("fewer than 5").
 */
import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { DEMO_POLICE, policeBearer, policeSession } from '../fixtures/police';
import { labelPoint } from '../fixtures/places';

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

  test('a station with fewer than 5 reports reads "fewer than 5", never its count', async ({ page, request }) => {
    // A new station in Ewekoro, with two reports routed to it: a cell too small to show.
    const admin = await policeSession(request, DEMO_POLICE.admin);
    const lgas = (await (await request.get('/api/v1/options/lgas/all')).json()).data.lgas as {
      id: number;
      name: string;
    }[];
    const ewekoro = lgas.find((l) => l.name === 'Ewekoro')!;
    const point = labelPoint('Ewekoro');
    const formation = `Ewekoro Small Post ${Date.now().toString(36)}`;
    const created = await request.post('/api/v1/admin/stations', {
      headers: policeBearer(admin),
      data: { formation, lgaId: ewekoro.id, ...point },
    });
    expect(created.status(), await created.text()).toBe(201);
    const stationId = (await created.json()).data.station.id as number;
    const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
    for (const n of [1, 2]) {
      const filed = await request.post('/api/v1/incident/new', {
        data: {
          data: {
            incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
            isDraft: false,
            address: 'Itori junction, Ewekoro',
            description: `Transparency journey, report ${n}: a phone was stolen at the junction.`,
            isIdentityHidden: false,
            isLocationHidden: false,
            isAnonymous: true,
            channel: 'web',
            stationId,
            ...point,
          },
        },
      });
      expect(filed.status(), await filed.text()).toBe(201);
    }

    await page.goto(`/transparency?period=12m&area=lga-${ewekoro.id}`);
    await expect(page.getByRole('heading', { name: 'How the police respond', level: 1 })).toBeVisible();
    const table = page.getByTestId('data-table').filter({ hasText: formation });
    const row = table.getByRole('row').filter({ hasText: formation });
    await expect(row).toBeVisible();
    const headers = await table.getByRole('columnheader').allTextContents();
    const reports = row.getByRole('cell').nth(headers.indexOf('Reports'));
    await expect(reports).toHaveText('fewer than 5');
    await expect(row.getByRole('cell').nth(headers.indexOf('On time'))).toHaveText('fewer than 5');
  });
});
