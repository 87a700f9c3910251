/**
 * Nothing typed is lost (issue 16): the report form keeps a local draft of its fields for the person signed in,
 * restores it after a reload with a Discard action, forgets it once the report is filed, and never shows it to the
 * next person on a shared phone.
 */
import { expect, test, type Page } from '../fixtures/test';
import { createCitizen, signIn, signInThroughUi } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { seriousViolations } from '../fixtures/axe';

const RESTORED = 'Your unsent report was restored';

async function pickOption(page: Page, inputLabel: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: inputLabel }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

test('typed fields come back after a reload, Discard and a filed report empty the form', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/report-incident');
  const description = page.getByLabel(/Description/);
  const type = page.getByRole('combobox', { name: /Incident Type/ });

  await pickOption(page, /Incident Type/, 'Theft');
  await description.fill('My phone was snatched at the bus stop');
  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(description).toHaveValue('My phone was snatched at the bus stop');
  await expect(type).toHaveValue('Theft');

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(description).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await expect(description).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);

  await pickOption(page, /Incident Type/, 'Theft');
  await description.fill('Two men took my phone at the bus stop near the market.');
  await page.reload();
  await expect(description).toHaveValue('Two men took my phone at the bus stop near the market.');
  await expect(page.getByText(RESTORED)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await pickOption(page, 'Nearest Police Station', 'Abeokuta South Division (demo)');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Report submitted successfully' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await expect(description).toHaveValue('');
  await expect(type).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test("after signing out, the next person on the phone does not see the first one's draft", async ({
  page,
  request,
}) => {
  const [first, second] = await Promise.all([createCitizen(request), createCitizen(request)]);
  await signIn(page, first, '/report-incident');
  await page.getByLabel(/Description/).fill('The first person wrote this about a robbery');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('safeogun:report-draft'))))
    .toHaveLength(1);

  await page.getByRole('link', { name: 'Profile and settings' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The leaving person's draft is gone from the phone, not only hidden.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('safeogun:report-draft'))),
  ).toEqual([]);

  await signInThroughUi(page, second);
  await page.goto('/report-incident');
  await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await expect(page.getByLabel(/Description/)).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect(page.getByText('The first person wrote this about a robbery')).toHaveCount(0);
});
