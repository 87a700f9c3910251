/**
 * Google sign-up and sign-in in Chromium. This spec starts its own server with GOOGLE_CLIENT_ID set and Google's
 * key set served from loopback (the API tests' stand-in); the page loads a stand-in for Google's button script
 * (routed in place of https://accounts.google.com/gsi/client) that hands over an ID token signed with that key.
 */
import { expect, test, type Page } from '../fixtures/test';
import { startGoogleJwks } from '../../apps/api/test/google-jwks';
import { uniqueEmail, uniquePhoneDigits } from '../fixtures/citizen';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';

let google: Awaited<ReturnType<typeof startGoogleJwks>>;
let server: OwnServer;

test.beforeAll(async () => {
  google = await startGoogleJwks();
  server = await startOwnServer(38, google.env);
});

test.afterAll(async () => {
  await server?.stop();
  await google?.close();
});

/** Google's button script as the web app uses it: initialize, then renderButton; a click returns `credential`. */
async function googleHandsOver(page: Page, credential: string) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__gsi = options; },
        renderButton(element, options) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
          button.onclick = () => window.__gsi.callback({ credential: ${JSON.stringify(credential)} });
          element.appendChild(button);
        },
      } } };`,
    }),
  );
}

test('sign up with Google (no password, no emailed code), then sign in with Google', async ({ page }) => {
  const email = uniqueEmail('google');
  const token = () => google.sign({ sub: `g-${email}`, email, name: 'Funmi Bello' });

  await googleHandsOver(page, await token());
  await page.goto(`${server.base}/sign-up`);
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Funmi Bello');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Phone number').fill(uniquePhoneDigits());
  await page.getByLabel('State').selectOption('Ogun');
  await page.getByLabel('Address').fill('7 Kuto Road, Abeokuta');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: "Don't Allow" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'While using' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "Don't Allow" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.unroute('https://accounts.google.com/gsi/client');
  await googleHandsOver(page, await token());
  await page.reload();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Logged in with Google!')).toBeVisible();
});

test('a forged Google token is refused with a message, and nobody is signed in', async ({ page }) => {
  const forged = await google.sign(
    { sub: 'g-forged', email: uniqueEmail('forged'), name: 'Forged' },
    { key: await google.otherKey() },
  );
  await googleHandsOver(page, forged);
  await page.goto(`${server.base}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Google sign-in could not be verified. Please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).not.toBe('true');
});
