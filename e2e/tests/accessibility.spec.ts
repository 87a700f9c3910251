import { expect, test, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';

// News and the crime map have their own checks in news.spec.ts and crime-map.spec.ts.
const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/terms-of-use',
  '/privacy-policy',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/report-incident',
  '/report-anonymously',
  '/nope',
];

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

test('the later steps of sign-up and forgot password have no serious violations', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the anonymous tracking form has no serious violations', async ({ page }) => {
  await page.goto('/report-incident');
  await page.getByRole('tab', { name: 'Track an Anonymous Report' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});
