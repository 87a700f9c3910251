import { expect, test, type Browser, type BrowserContext } from '../fixtures/test';
import { createCitizen, signIn } from '../fixtures/citizen';

const signedInPages = [
  '/dashboard',
  '/reports',
  '/reports/abc',
  '/edit_draft/abc',
  '/survey',
  '/notifications',
  '/feedback',
  '/sos',
  '/call-emergency-contact',
  '/emergency-contact',
  '/profile',
];

for (const path of signedInPages) {
  test(`signed out, ${path} goes to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('signed in, /login and /sign-up go to /dashboard', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** A browser restart: local storage survives, cookies without an expiry do not. */
async function restartBrowser(browser: Browser, context: BrowserContext) {
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ storageState: { ...state, cookies: state.cookies.filter((c) => c.expires > 0) } });
}

for (const remember of [false, true]) {
  test(`'Remember for 30 days' ${remember ? 'checked keeps' : 'unchecked ends'} the session across a browser restart`, async ({
    browser,
    request,
  }) => {
    const citizen = await createCitizen(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(citizen.email);
    await page.getByLabel('Password', { exact: true }).fill(citizen.password);
    if (remember) await page.getByLabel('Remember for 30 days').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const restarted = await restartBrowser(browser, context);
    const again = await restarted.newPage();
    await again.goto('/dashboard');
    await expect(again).toHaveURL(remember ? /\/dashboard$/ : /\/login$/);
    await restarted.close();
  });
}

test('the short legal paths redirect to the canonical ones', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms-of-use$/);
});
