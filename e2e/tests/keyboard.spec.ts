/**
 * The report form, its pickers and the page tabs work from the keyboard alone (issue 10): a whole report filed
 * with Tab, arrows, Enter, Space and typing only (no clicks); the combobox opens with ArrowDown, filters as one
 * types, picks with Enter and closes with Escape; tabs move with the arrow keys. axe finds no serious violation
 * around a used picker or on the reports tabs.
 */
import { expect, test, type Locator, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { abeokutaSouth } from '../fixtures/places';
import { createCitizen, signIn } from '../fixtures/citizen';

/** A picker whose options are still loading has nothing to open: wait for its list, as a person waits for the page. */
async function whenLoaded(combobox: Locator) {
  await expect(combobox).not.toHaveAttribute('placeholder', /^(Loading|Searching)/);
  return combobox;
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

test('an anonymous report filed with the keyboard alone ends on the tracking ID', async ({ page }) => {
  await page.goto('/report-incident');
  const type = await whenLoaded(page.getByRole('combobox', { name: /Incident Type/ }));
  await tabTo(page, type);
  await page.keyboard.type('disturb');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Public Disturbance' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(type).toHaveValue('Public Disturbance');

  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Description/)).toBeFocused();
  await page.keyboard.type('Youths burning tyres on the road near the market.');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Incident Reported' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('tracking-id')).toHaveText(/^OGP-[0-9A-Z]{10}$/);
});

test.describe('signed in', () => {
  test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

  test('a whole report filed with the keyboard alone ends on the success dialog with its ticket ID', async ({
    page,
    request,
  }) => {
    const citizen = await createCitizen(request);
    await signIn(page, citizen, '/report-incident');
    await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);

    const type = await whenLoaded(page.getByRole('combobox', { name: /Incident Type/ }));
    await tabTo(page, type);
    await page.keyboard.type('the');
    await expect(page.getByRole('option', { name: 'Theft' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(type).toHaveValue('Theft');

    const station = await whenLoaded(page.getByRole('combobox', { name: 'Nearest Police Station' }));
    await tabTo(page, station);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /Abeokuta South Division \(demo\)/ })).toBeVisible();
    await page.keyboard.type('Abeokuta South');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(station).toHaveValue('Abeokuta South Division (demo)');

    await tabTo(page, page.getByLabel(/Description/));
    await page.keyboard.type('My phone was snatched at the bus stop by two men.');
    const hide = page.getByRole('checkbox', { name: 'Hide my identity from police officers' });
    await tabTo(page, hide);
    await page.keyboard.press('Space');
    await expect(hide).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Report submitted successfully' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('ticket-id')).toHaveText(/^OGP-/);
  });

  test('the reports tabs move with the arrow keys', async ({ page, request }) => {
    const citizen = await createCitizen(request);
    await signIn(page, citizen, '/reports');
    const all = page.getByRole('tab', { name: /All Reports/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, all);
    await page.keyboard.press('ArrowRight');
    const drafts = page.getByRole('tab', { name: /Drafts/ });
    await expect(drafts).toBeFocused();
    await expect(drafts).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Report Incident' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: /Incident Type/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the combobox opens with ArrowDown, filters as one types, picks with Enter and closes with Escape', async ({
  page,
}) => {
  await page.goto('/report-incident');
  const type = await whenLoaded(page.getByRole('combobox', { name: /Incident Type/ }));
  await tabTo(page, type);
  await expect(type).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const everything = await listbox.getByRole('option').count();
  expect(everything).toBeGreaterThan(3);
  // The input keeps the focus and points at the highlighted option.
  expect(await isFocused(type)).toBe(true);
  const active = await type.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('role', 'option');
  // Open, the picker and the page have no serious violation either.
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.type('kid');
  await expect(listbox.getByRole('option')).toHaveText(['Kidnapping']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(type).toHaveValue('Kidnapping');
  await expect(listbox).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(type).toHaveAttribute('aria-expanded', 'false');
  await expect(type).toHaveValue('Kidnapping');
  expect(await isFocused(type)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the report/track and news category tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/report-incident');
  const report = page.getByRole('tab', { name: 'Report An Incident' });
  await tabTo(page, report);
  await page.keyboard.press('ArrowRight');
  const track = page.getByRole('tab', { name: 'Track an Anonymous Report' });
  await expect(track).toBeFocused();
  await expect(track).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Tracking ID')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(report).toHaveAttribute('aria-selected', 'true');

  await page.goto('/news');
  const all = page.getByRole('tab', { name: 'View all' });
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, all);
  await page.keyboard.press('ArrowRight');
  const next = page.getByRole('tab').nth(1);
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/category=/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('what Tab focuses is never scrolled under the sticky header', async ({ page }) => {
    await page.goto('/news');
    const banner = page.getByRole('banner');
    const header = (await banner.boundingBox())!;
    // Through the header, the category tabs and the articles: the browser brought the first article in with its top
    // at the very top of the screen, under the header.
    for (let press = 0; press < 16; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement!;
        return {
          inPage: element.closest('main') !== null,
          top: element.getBoundingClientRect().top,
          text: element.textContent?.slice(0, 40),
        };
      });
      if (!focused.inPage) continue; // the skip link and the header's own links
      expect(focused.top, `"${focused.text}" after ${press + 1} Tab`).toBeGreaterThanOrEqual(header.y + header.height);
    }
  });
});
