/**
 * Phone first (issue 13), signed out: every public route of the specification at 360 x 740, each step of sign-up
 * and password reset, and the anonymous confirmation. No page is wider than the screen, each page's main actions are
 * whole on screen and uncovered, and axe finds no serious or critical violation. Signed in: phone-signed-in.spec.ts.
 */
import { expect, test, type Page } from '../fixtures/test';
import { completeSignUpProfile, createCitizen, readOtpFromOutbox, uniqueEmail } from '../fixtures/citizen';
import { checkPhonePage, PHONE } from '../fixtures/phone';
import { button, link, open, PNG } from '../fixtures/phone-journeys';

test.use({ viewport: PHONE });

const API = '/api/v1';
// Every journey makes its own people: spread over the workers, the sweep does not set the run's length alone.
test.describe.configure({ mode: 'parallel' });

test('signed out: home, about and news fit the phone', async ({ page, request }) => {
  const news = (await (await request.get(`${API}/userTools/news/all`)).json()).data.news.data as { id: number }[];
  const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await open(page, '/', heading);
  await checkPhonePage(page, 'home', [link(page, 'Report Now'), button(page, 'How It Works')]);
  await open(page, '/about-us', heading);
  await checkPhonePage(page, 'about', [page.getByRole('heading', { level: 1 })]);
  await open(page, '/news', () => expect(page.getByRole('list', { name: 'Articles' })).toBeVisible());
  const categories = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
  await checkPhonePage(page, 'news', [page.getByRole('searchbox'), ...(await categories.all())]);
  await open(page, `/news/${news[0]!.id}`, heading);
  await checkPhonePage(page, 'article', [button(page, 'Copy link')]);
});

test('signed out: login, reporting, tracking and the menu fit the phone', async ({ page }) => {
  const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await open(page, '/login', heading);
  await checkPhonePage(page, 'login', [button(page, 'Sign in'), link(page, 'Forgot password')]);

  await open(page, '/report-anonymously', heading);
  await checkPhonePage(page, 'report anonymously', [button(page, 'Submit')]);
  await open(page, '/report-incident', heading);
  await checkPhonePage(page, 'report (signed out)', [button(page, 'Submit')]);
  await page.getByRole('tab', { name: 'Track an Anonymous Report' }).click();
  await checkPhonePage(page, 'track', [page.getByLabel('Tracking ID'), button(page, 'Submit')]);

  // The signed-out menu offers every item of the desktop bar.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const items = ['Home', 'About', 'FAQs', 'News', 'Crime Map', 'Privacy', 'Terms of Use', 'Sign Up', 'Log In'];
  for (const label of [...items, 'Report Anonymously'])
    await expect.soft(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
  await checkPhonePage(page, 'menu', [drawer.getByRole('link', { name: 'Report Anonymously' })]);
});

test('signed out: /privacy and /terms lead to the policy pages; they and the not-found page fit the phone', async ({
  page,
}) => {
  for (const [short, full] of [
    ['/privacy', '/privacy-policy'],
    ['/terms', '/terms-of-use'],
  ] as const) {
    await page.goto(short);
    await expect(page).toHaveURL(new RegExp(`${full}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkPhonePage(page, full, [page.getByRole('heading', { level: 1 })]);
  }
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPhonePage(page, 'not found', [link(page, 'Take me home')]);
});

test('signed out: the anonymous confirmation checks the status at once', async ({ page }) => {
  await open(page, '/report-incident', () => expect(button(page, 'Submit')).toBeVisible());
  await page.getByRole('combobox', { name: /Incident Type/ }).click();
  await page.getByRole('option', { name: 'Public Disturbance' }).click();
  await page.getByLabel(/Description/).fill('Youths burning tyres on the road near the market.');
  await page.getByLabel('Upload Media').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PNG });
  await button(page, 'Submit').click();
  const dialog = page.getByRole('dialog', { name: 'Incident Reported' });
  await expect(dialog).toBeVisible();
  const trackingId = (await dialog.getByTestId('tracking-id').textContent())!.trim();
  await checkPhonePage(page, 'anonymous confirmation', [
    dialog.getByRole('button', { name: 'Check status' }),
    dialog.getByRole('button', { name: 'Confirm' }),
  ]);
  await dialog.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByRole('heading', { name: `Report ${trackingId}` })).toBeVisible();
  await checkPhonePage(page, 'tracked report', [button(page, 'Search Another ID')]);
});

const digits = (page: Page) => [1, 2, 3, 4, 5, 6].map((i) => page.getByLabel(`Digit ${i}`));

test('signed out: each step of sign-up, then the permission prompts', async ({ page }) => {
  const email = uniqueEmail('phone');
  const since = Date.now() - 1000;
  await open(page, '/sign-up', () => expect(button(page, 'Continue')).toBeVisible());
  await checkPhonePage(page, 'sign-up step 1', [button(page, 'Continue')]);
  await page.getByLabel('Email').fill(email);
  await button(page, 'Continue').click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await checkPhonePage(page, 'sign-up step 2', [page.getByLabel('Phone number'), button(page, 'Continue')]);
  await completeSignUpProfile(page);
  await checkPhonePage(page, 'sign-up step 3 (code)', [...digits(page), button(page, 'Verify email')]);

  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(await readOtpFromOutbox(email, since));
  await button(page, 'Verify email').click();
  // The three prompts, one dialog at a time; each answer leads to the next, the last to the login.
  const prompts: [string, string[], string][] = [
    ['Allow SafeOgun to send you notifications?', ['Allow', "Don't Allow"], "Don't Allow"],
    ['Allow SafeOgun to use your location in the background?', ['Always', 'While using'], 'While using'],
    [
      "Allow SafeOgun to access this device's location?",
      ['Allow While Using', 'Allow Once', "Don't Allow"],
      "Don't Allow",
    ],
  ];
  for (const [title, answers, answer] of prompts) {
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const choices = answers.map((name) => dialog.getByRole('button', { name, exact: true }));
    await checkPhonePage(page, `permission prompt: ${title}`, choices);
    await dialog.getByRole('button', { name: answer, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page).toHaveURL(/\/login$/);
});

test('signed out: each step of password reset', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await open(page, '/forgot-password', () => expect(button(page, 'Reset password')).toBeVisible());
  await checkPhonePage(page, 'reset step 1', [button(page, 'Reset password')]);
  await page.getByLabel('Email').fill(citizen.email);
  const since = Date.now() - 1000;
  await button(page, 'Reset password').click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await checkPhonePage(page, 'reset step 2 (code)', [...digits(page), button(page, 'Verify email')]);
  const code = await readOtpFromOutbox(citizen.email, since, 'password reset');
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
  await button(page, 'Verify email').click();
  await expect(page.getByRole('heading', { name: 'Set new password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Renewed#2025');
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed#2025');
  await checkPhonePage(page, 'reset step 3', [button(page, 'Reset password')]);
  await button(page, 'Reset password').click();
  await expect(page.getByText('Your password has been successfully reset.')).toBeVisible();
  await checkPhonePage(page, 'reset step 4', [button(page, 'Continue')]);
});
