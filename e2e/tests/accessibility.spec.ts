import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PUBLIC_PAGES = ['/', '/about-us', '/terms-of-use', '/privacy-policy', '/nope'];

/** Serious and critical axe-core violations (WCAG 2.1 A and AA rules plus best practices) on the page as it is. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Scrolls to the bottom and back so parts loaded on approach are on the page too. */
async function revealLazyParts(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

for (const width of [1280, 360]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') {
          await expect(page.getByTestId('faq-row')).toHaveCount(11);
          await revealLazyParts(page);
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the landing page with an FAQ row open and another How it Works tab has no serious violations', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'What happens after I submit a report?' }).click();
  await page.locator('[role="tab"]#ivr').click();
  await expect(page.getByTestId('how-panel')).toContainText('Coming soon');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open mobile drawer has no serious violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
