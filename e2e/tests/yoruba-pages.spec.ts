/**
 * Issue 16, part D: the crime map, the transparency page and the emergency contacts in Yoruba at 360 px (no text
 * wider than the screen, no serious axe violation), and the server's answers in the language the app is shown in.
 * Screenshots of each page go to test-results/ for a reader to check the tone marks.
 */
import { expect, test, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';

async function inYoruba(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => window.localStorage.setItem('safeogun:language', 'yo'));
}

async function fitsAndPasses(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-yo-360.png`), fullPage: true });
}

test('the transparency page in Yoruba', async ({ page }) => {
  await inYoruba(page);
  await page.goto('/transparency');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { name: 'Bí àwọn ọlọ́pàá ṣe ń dáhùn', level: 1 })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Ìròyìn tí a gbà' })).toBeVisible();
  await expect(page.getByLabel('Àkókò')).toHaveValue('30d');
  await fitsAndPasses(page, 'transparency');
});

test('a news article in Yoruba keeps the date the server wrote once hydrated', async ({ page, request, baseURL }) => {
  const news = (await (await request.get('/api/v1/userTools/news/all')).json()).data.news.data as { id: number }[];
  const path = `/news/${news[0]!.id}`;
  // The server renders the article in the language its cookie names; a browser without Yoruba dates (Debian's
  // Chromium has none in its ICU data) had put "Nov" in place of "Oṣù Bélú" as the page hydrated.
  const html = await (await request.get(path, { headers: { cookie: 'safeogun_language=yo' } })).text();
  const written = /<time[^>]*>([^<]+)<\/time>/.exec(html)?.[1];
  expect(written).toMatch(/^\d{1,2} Oṣù \S+ \d{4}$/);
  await page.context().addCookies([{ name: 'safeogun_language', value: 'yo', url: baseURL! }]);
  await inYoruba(page);
  await page.goto(path);
  await expect(page.locator('main time').first()).toHaveText(written!);
});

test('the crime map in Yoruba, with the contract message of its banner', async ({ page }) => {
  await inYoruba(page);
  await page.goto('/crime-map');
  await expect(page.getByRole('heading', { name: 'Máàpù Ìwà Ọ̀daràn', level: 1 })).toBeVisible();
  await expect(page.getByTestId('map-banner')).toHaveText(
    'Ìwò gbogbo ènìyàn - Àlàyé díẹ̀ ló wà. Wọlé fún àlàyé lẹ́kùn-únrẹ́rẹ́.',
  );
  await expect(page.getByRole('heading', { name: 'Àlàyé Àwọ̀ Ìpele Ìwà Ọ̀daràn' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ìròyìn ní agbègbè kọ̀ọ̀kan' })).toBeVisible();
  await fitsAndPasses(page, 'crime-map');
});

test("emergency contacts of a Yoruba account: the page and the server's answer in Yoruba", async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  const chosen = await request.patch('/api/v1/user/language', {
    headers: bearer(citizen),
    data: { language: 'yo' },
  });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  const { data } = (await chosen.json()) as { data: { user: object } };
  await inYoruba(page);
  await signIn(page, { ...citizen, user: data.user }, '/emergency-contact');
  await expect(page.getByRole('heading', { name: 'Àwọn Olùbásọ̀rọ̀ Pàjáwìrì', level: 1 })).toBeVisible();

  const row = page.getByTestId('contact-row').first();
  await row.getByLabel('Orúkọ kíkún').fill('Fúnmi Adébáyọ̀');
  await row.getByLabel('Nọ́ńbà fóònù').fill('8031112222');
  await row.getByLabel('Ìbátan').selectOption('Mother');
  await expect(row.getByLabel('Ìbátan').locator('option:checked')).toHaveText('Ìyá');
  await page.getByRole('button', { name: 'Fi àwọn àyípadà pamọ́' }).click();
  // The API answered in Yoruba: the client sent Accept-Language: yo.
  await expect(page.getByText('A ti fi olùbásọ̀rọ̀ pàjáwìrì náà kún un!')).toBeVisible();
  await fitsAndPasses(page, 'emergency-contacts');
});
