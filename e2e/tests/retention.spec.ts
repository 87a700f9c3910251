/**
 * The retention schedule (issue 22, decision 029) as people meet it on a phone: the privacy policy states each
 * period the server enforces, read from the contract's schedule, and an administrator previews the next sweep and
 * runs it from the console.
 */
import { expect, test } from '../fixtures/test';
import { RETENTION_SCHEDULE, formatRetentionDays } from '@safeogun/contract/retention-schedule';
import { seriousViolations } from '../fixtures/axe';
import { DEMO_POLICE, DEMO_POLICE_PASSWORD } from '../fixtures/police';

test.use({ viewport: { width: 360, height: 740 } });

const fitsTheScreen = () => document.documentElement.scrollWidth <= window.innerWidth;

test('the privacy policy states every period of the retention schedule', async ({ page }) => {
  await page.goto('/privacy-policy');
  for (const rule of RETENTION_SCHEDULE) {
    const row = page.getByRole('row').filter({ hasText: rule.what });
    await expect(row, rule.kind).toContainText(formatRetentionDays(rule.days));
    await expect(row, rule.kind).toContainText(rule.then);
  }
  expect(await page.evaluate(fitsTheScreen)).toBe(true);
});

test('an administrator previews the next retention sweep and runs it now; the run is listed with its counts', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_POLICE.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_POLICE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/console$/);

  await page.goto('/console/admin/retention');
  await expect(page.getByRole('heading', { name: 'Data retention', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Preview the next run' }).click();
  const preview = page.getByRole('region', { name: 'Due now (nothing changed yet)' });
  await expect(preview).toBeVisible();
  for (const rule of RETENTION_SCHEDULE) {
    await expect(
      preview.getByRole('rowheader').filter({ hasText: `${formatRetentionDays(rule.days)}, ` }),
    ).not.toHaveCount(0);
  }
  expect(await page.evaluate(fitsTheScreen)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('The retention sweep ran.')).toBeVisible();
  await expect(preview).toBeHidden();
  const runs = page.getByRole('region', { name: 'Last runs' });
  await expect(runs.getByText(/run by an administrator, \d+ records, \d+\.\d s/).first()).toBeVisible();
});
