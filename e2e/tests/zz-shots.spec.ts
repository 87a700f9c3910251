import { test, expect } from '@playwright/test';
for (const [w, h] of [[360, 740], [1280, 800]] as const) {
  test(`shot ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/report-incident');
    const type = page.getByRole('combobox', { name: /Incident Type/ });
    await type.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.screenshot({ path: `/tmp/hwk/report-${w}.png` });
    await page.keyboard.type('t');
    await page.screenshot({ path: `/tmp/hwk/report-${w}-typed.png` });
    await page.keyboard.press('Escape');
    await page.goto('/news');
    await page.screenshot({ path: `/tmp/hwk/news-${w}.png` });
  });
}
