/**
 * Issue 16's done-when for languages, as a visitor does it: the switcher in the navigation turns the landing page,
 * the report form and the form's validation messages (the contract's, shown by the form and answered by the server
 * alike) into Yoruba, and a reload keeps the choice; then the phone's drawer switcher does the same in Pidgin.
 */
import { expect, test, type Page } from '../fixtures/test';

const HEADLINE = {
  en: 'Report Incidents. Save Lives. Stay Informed',
  yo: 'Jábọ̀ Ìṣẹ̀lẹ̀. Gba Ẹ̀mí Là. Mọ Ohun Tó Ń Ṣẹlẹ̀',
  pcm: 'Report Wetin Happen. Save Life. Know Wetin Dey Happen',
};
const SUBMIT = { yo: 'Fi ránṣẹ́', pcm: 'Send' };
const REQUIRED = {
  yo: 'Jọ̀wọ́ kún gbogbo àwọn àyè tó pọn dandan (Irú Ìṣẹ̀lẹ̀ àti Àpèjúwe)',
  pcm: 'Abeg fill all di fields wey you must fill (Incident Type and Description)',
};

async function reportFormSpeaks(page: Page, language: 'yo' | 'pcm') {
  await page.goto('/report-incident');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByRole('button', { name: SUBMIT[language], exact: true }).click();
  await expect(page.getByText(REQUIRED[language])).toBeVisible();
  await expect(page.getByText('Please fill in all required fields (Incident Type and Description)')).toHaveCount(0);
}

test('the switcher turns the landing page and the report form into Yoruba, and a reload keeps it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.en })).toBeVisible();

  await page.getByRole('banner').getByLabel('Language').selectOption({ label: 'Yorùbá' });
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.yo })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.yo })).toBeVisible();

  await reportFormSpeaks(page, 'yo');
  // The server answers in the same language (the web client names it in Accept-Language).
  const refused = await request.post('/api/v1/incident/new', {
    headers: { 'Accept-Language': 'yo' },
    multipart: { data: JSON.stringify({ isDraft: false, isAnonymous: true, channel: 'web' }) },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain(REQUIRED.yo);
});

test('on a phone, the drawer switcher turns them into Pidgin, and a reload keeps it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('dialog').getByLabel('Language').selectOption({ label: 'Naijá (Pidgin)' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.pcm })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.pcm })).toBeVisible();
  await reportFormSpeaks(page, 'pcm');
});
