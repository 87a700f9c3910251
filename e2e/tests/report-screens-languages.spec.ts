/**
 * The report, SOS, feedback and notifications screens in Yoruba and Pidgin (issue 16): a visitor who chose Yoruba
 * reads the report form and the tracking tab in Yoruba; a citizen whose account is in Yoruba reads the dashboard,
 * the reports list, SOS, feedback and notifications in it; each fits a 360 px phone without sideways scrolling and
 * axe finds nothing serious. One Pidgin screen shows the Pidgin catalogues are served too. Screenshots of each
 * Yoruba screen are attached to the run's report.
 */
import { expect, test, type Page, type TestInfo } from '../fixtures/test';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';
import { seriousViolations } from '../fixtures/axe';

const API = '/api/v1';
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

/** The page fits the phone's width (no sideways scrolling) and axe finds no serious violation; its screenshot is attached. */
async function fitsThePhone(page: Page, testInfo: TestInfo, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await testInfo.attach(`${name} (yo, 360 px)`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

test('a visitor who chose Yoruba reports and tracks in Yoruba', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('safeogun:language', 'yo'));
  await page.goto('/report-incident');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { name: 'Ròyìn ìṣẹ̀lẹ̀ kan', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fi ránṣẹ́' })).toBeVisible();
  await expect(page.getByLabel('Àpèjúwe')).toBeVisible();
  await expect(page.getByText('PNG, JPG, GIF tàbí MP4, ọ̀kọ̀ọ̀kan kéré sí 10MB')).toBeVisible();
  await fitsThePhone(page, testInfo, 'report-incident');

  await page.getByRole('tab', { name: 'Tọpinpin ìròyìn àìlórúkọ' }).click();
  await expect(page.getByLabel('Nọ́mbà ìtọpinpin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wá a' })).toBeDisabled();
});

test('a citizen whose account is in Yoruba reads the report, SOS, feedback and notifications screens in it', async ({
  page,
  request,
}, testInfo) => {
  const citizen = await createCitizen(request, { fullName: 'Adébáyọ̀ Ògúnlẹ́yẹ' });
  const saved = await request.patch(`${API}/user/language`, { headers: bearer(citizen), data: { language: 'yo' } });
  expect(saved.ok()).toBe(true);
  await signIn(page, { ...citizen, user: { ...citizen.user, language: 'yo' } }, '/dashboard');

  await expect(page.getByText('Ẹ kú àbọ̀,')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Àwọn ìròyìn àìpẹ́' })).toBeVisible();
  await fitsThePhone(page, testInfo, 'dashboard');

  await page.goto('/reports');
  await expect(page.getByRole('tab', { name: /Gbogbo ìròyìn/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Àwọn àkọsílẹ̀/ })).toBeVisible();
  await fitsThePhone(page, testInfo, 'reports');

  await page.goto('/sos');
  await expect(page.getByRole('button', { name: 'SOS: fi ìkìlọ̀ pàjáwìrì ránṣẹ́' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Àwọn nọ́mbà pàjáwìrì' })).toBeVisible();
  await fitsThePhone(page, testInfo, 'sos');

  await page.goto('/feedback');
  await expect(page.getByRole('tab', { name: 'Sọ èrò rẹ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fi èrò rẹ ránṣẹ́' })).toBeVisible();
  await fitsThePhone(page, testInfo, 'feedback');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Ìfitónilétí', level: 1 })).toBeVisible();
  await expect(page.getByText('Kò sí ìfitónilétí kankan síbẹ̀')).toBeVisible();
  await fitsThePhone(page, testInfo, 'notifications');
});

test('a citizen whose account is in Pidgin reads the feedback history in Pidgin', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const saved = await request.patch(`${API}/user/language`, { headers: bearer(citizen), data: { language: 'pcm' } });
  expect(saved.ok()).toBe(true);
  await signIn(page, { ...citizen, user: { ...citizen.user, language: 'pcm' } }, '/feedback?tab=history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  await expect(page.getByRole('tab', { name: 'Feedback wey you don give' })).toBeVisible();
  await expect(page.getByText('You never give any feedback.')).toBeVisible();
});
