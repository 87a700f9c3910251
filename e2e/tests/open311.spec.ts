/**
 * Open311 (issue 15), end to end in Chromium: an administrator issues a key on a 360 px phone with the keyboard
 * alone (the key is shown once), another app files a service request with it, the station's officer finds it in
 * the queue under the Open311 channel, and the administrator revokes the key, after which it is refused in the
 * specification's error format. The field lists and privacy rules are proved in apps/api (open311.test.ts).
 */
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { abeokutaSouth } from '../fixtures/places';
import { PHONE, checkPhonePage } from '../fixtures/phone';
import { DEMO_POLICE, openAsPolice, policeSession } from '../fixtures/police';

async function theftCode(request: APIRequestContext): Promise<string> {
  const services = (await (await request.get('/open311/v2/services.json')).json()) as Array<{
    service_code: string;
    service_name: string;
  }>;
  return services.find((s) => s.service_name === 'Theft')!.service_code;
}

test('an administrator issues a key by keyboard; a request filed with it reaches the queue; a revoked key is refused', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const appName = `Ogun Civic ${Date.now()}`;
  await page.setViewportSize(PHONE);
  await openAsPolice(page, admin, '/console/admin/open311-keys');
  await expect(page.getByRole('heading', { name: 'Open311 keys', level: 1 })).toBeVisible();
  const issueButton = page.getByRole('button', { name: 'Issue a key' });
  await checkPhonePage(page, 'open311 keys', [issueButton]);

  // Keyboard only: open the dialog, send it empty (refused under its box), type the name, send.
  await issueButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Issue an Open311 API key' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel('App or organisation');
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Name the app or organisation the key is for')).toBeVisible();
  await page.keyboard.type(appName);
  await page.keyboard.press('Enter');
  const issued = page.getByRole('dialog', { name: 'Key issued' });
  await expect(issued).toBeVisible();
  const apiKey = (await issued.getByTestId('open311-issued-key').textContent())!.trim();
  expect(apiKey).toMatch(/^so311_/);
  await checkPhonePage(page, 'open311 key issued', [issued.getByRole('button', { name: 'Done' })]);
  await page.screenshot({ path: testInfo.outputPath('open311-key-issued-360.png') });
  await issued.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(issued).toBeHidden();
  await expect(page.getByTestId('data-cards')).toContainText(appName);
  await expect(page.getByText(apiKey)).toHaveCount(0);

  // Another app files a request with the key.
  const { latitude, longitude } = abeokutaSouth();
  const filed = await request.post('/open311/v2/requests.json', {
    form: {
      api_key: apiKey,
      service_code: await theftCode(request),
      lat: String(latitude),
      long: String(longitude),
      description: 'Solar lamp stolen from the market square overnight (Open311 journey).',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const [created] = (await filed.json()) as Array<{ service_request_id: string; service_notice: string }>;
  const ticketId = /OGP-[0-9A-Z]{10}/.exec(created!.service_notice)![0];

  // The station's officer finds it in the queue, filtered to the Open311 channel.
  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  const officerPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openAsPolice(officerPage, officer, '/console?channel=open311');
  await expect(officerPage.getByText(ticketId).first()).toBeVisible({ timeout: 20_000 });
  await officerPage.close();

  // Back on the phone: the key's row counts the report; revoke it by keyboard.
  await page.reload();
  const card = page.getByTestId('data-cards').locator('li').filter({ hasText: appName });
  await expect(card).toContainText('Reports filed');
  await expect(card).toContainText('Live');
  await page.screenshot({ path: testInfo.outputPath('open311-keys-360.png'), fullPage: true });
  await card.getByRole('button', { name: `Revoke the key of ${appName}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Revoke the key of ${appName}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke key' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Revoked');

  const refused = await request.post('/open311/v2/requests.json', {
    form: { api_key: apiKey, service_code: '1', lat: String(latitude), long: String(longitude), description: 'x' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual([{ code: 403, description: expect.stringContaining('api_key') }]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).first().getByRole('link', { name: 'Administration' }),
  ).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('data-table')).toContainText(appName);
  // The administrator's links scroll within the header; the page itself is never wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('open311-keys-1280.png'), fullPage: true });
});
