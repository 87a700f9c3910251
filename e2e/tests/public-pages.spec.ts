import { expect, test, type Page } from '../fixtures/test';

const howTab = (page: Page, id: string) => page.locator(`[role="tab"]#${id}`);

/**
 * Stops the page clock (it has to run while the page loads: React reveals lazy content on a timer), then restarts
 * the rotation timer from that instant by selecting the first tab (focus and pointer pause it) and leaving again.
 */
async function stopClockAndRestartRotation(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await howTab(page, 'web').click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
}

test.describe('landing page', () => {
  test('shows every section of the specification', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Report Incidents. Save Lives. Stay Informed' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report Now' })).toHaveAttribute('href', '/report-incident');

    // The figures are the live database's (decision 014): the specification's "2,000+" only from 2,000 up.
    const live = (await (await page.request.get('/api/v1/stats/public')).json()).data;
    const figure = (n: number, floor: number) =>
      n >= floor ? `${floor.toLocaleString('en-US')}+` : n.toLocaleString('en-US');
    const stats = page.getByRole('region', { name: 'SafeOgun in numbers' });
    for (const [value, label] of [
      [figure(live.reports, 2000), 'reports submitted'],
      [String(live.areas), 'local government areas covered'],
      [figure(live.users, 4000), 'registered users'],
    ]) {
      await expect(stats.getByText(label!, { exact: true })).toBeVisible();
      await expect(stats.getByText(label!, { exact: true }).locator('..')).toContainText(value!);
    }
    await expect(stats.getByText('2,000+', { exact: true })).toHaveCount(live.reports >= 2000 ? 1 : 0);

    await expect(page.locator('#about').getByRole('heading', { name: 'Our Story' })).toBeVisible();

    const how = page.locator('#how-it-works');
    await expect(how.getByRole('heading', { name: 'How it Works' })).toBeAttached();
    await expect(how.getByRole('tab')).toHaveCount(4);
    for (const id of ['web', 'mobile', 'ivr', 'anonymous']) await expect(howTab(page, id)).toBeAttached();
    await expect(howTab(page, 'ivr')).toContainText('Coming soon');

    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 2, name: 'Features' })).toBeAttached();
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(7);

    await expect(page.getByTestId('testimonial')).toHaveCount(9);
    for (const card of await page.getByTestId('testimonial').all()) {
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('figcaption')).not.toBeEmpty();
    }

    const faq = page.locator('#faq');
    await expect(faq.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeAttached();
    await expect(faq.getByTestId('faq-row')).toHaveCount(11);
    for (const question of [
      'Do I need an account',
      'What types of incidents',
      'Can I report anonymously',
      'What is the SOS feature',
      'How will I receive updates',
      'What happens after I submit',
      'Can I rate the police',
      'Which devices',
      'free to use',
      'on behalf of someone else',
      'Which languages',
    ]) {
      await expect(faq.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
    }

    const cta = page.getByRole('region', { name: 'Help keep your community safe' });
    await expect(cta.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await expect(cta.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  test('a signed-in visitor is offered the dashboard instead of Sign Up and Log In', async ({ page }) => {
    await page.route('**/api/v1/**', (route) =>
      route.fulfill({ status: 200, json: { success: true, message: 'ok', data: {} } }),
    );
    await page.goto('/about-us');
    await page.evaluate(() => {
      localStorage.setItem(
        'safeogun:session',
        JSON.stringify({
          version: 1,
          user: { id: 'x', fullName: 'Ada Okonkwo', email: 'ada@example.com' },
          tokens: { access: { token: 't' } },
        }),
      );
      localStorage.setItem('isAuthenticated', 'true');
    });
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Help keep your community safe' });
    await expect(cta.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(cta.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  test('the How It Works button scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await expect(howTab(page, 'web')).toBeAttached();
    await page.getByRole('button', { name: 'How It Works' }).click();
    await expect(page.getByRole('heading', { name: 'How it Works' })).toBeInViewport();
  });

  test('How it Works rotates every 5 seconds and can be selected by click and keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');
    await stopClockAndRestartRotation(page);
    await page.clock.runFor(4900);
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(200);
    await expect(howTab(page, 'mobile')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('how-panel')).toContainText('Carry SafeOgun in your pocket');
    await page.clock.runFor(5000);
    await expect(howTab(page, 'ivr')).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(5000);
    await expect(howTab(page, 'anonymous')).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(5000);
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');

    await howTab(page, 'anonymous').click();
    await expect(howTab(page, 'anonymous')).toHaveAttribute('aria-selected', 'true');
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByTestId('how-panel')).toContainText('Report without telling us who you are');
    await expect(page.getByTestId('how-panel').getByRole('link', { name: 'Report anonymously' })).toHaveAttribute(
      'href',
      '/report-anonymously',
    );

    // While the pointer or focus is inside, it does not move on.
    await page.clock.runFor(15000);
    await expect(howTab(page, 'anonymous')).toHaveAttribute('aria-selected', 'true');

    // Arrow keys move between tabs.
    await page.keyboard.press('ArrowRight');
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');
    await expect(howTab(page, 'web')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(howTab(page, 'anonymous')).toHaveAttribute('aria-selected', 'true');
  });

  test('How it Works does not rotate when reduced motion is asked for, or once paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');
    await stopClockAndRestartRotation(page);
    await page.clock.runFor(15000);
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15000);
    await expect(howTab(page, 'web')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(howTab(page, 'mobile')).toHaveAttribute('aria-selected', 'true');
  });

  test('FAQ rows open and close with Enter and Space', async ({ page }) => {
    await page.goto('/');
    const question = page.getByRole('button', { name: 'Do I need an account to report an incident?' });
    const answer = page.locator('#faq-a-0');
    await question.focus();
    await expect(answer).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('You can report anonymously without an account');

    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await page.keyboard.press(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');

    // The answer about what happens after submitting names the routing and the response-time targets.
    const afterSubmit = page.getByRole('button', { name: 'What happens after I submit a report?' });
    await afterSubmit.click();
    const routed = page.locator(`#${await afterSubmit.getAttribute('aria-controls')}`);
    await expect(routed).toContainText('State Police Headquarters');
    await expect(routed).toContainText('Area Command');
    await expect(routed).toContainText('nearest Local Police Station');
    await expect(routed).toContainText('response-time targets');
    await expect(page.getByRole('button', { name: 'Which languages are supported?' })).toHaveAttribute(
      'aria-controls',
      'faq-a-10',
    );
  });

  for (const width of [1280, 800]) {
    test(`About and FAQs in the navigation scroll to their sections at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/terms-of-use');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'FAQs', exact: true }).click();
      await expect(page).toHaveURL(/\/#faq$/);
      // Lands on the section (below the sticky bar), even though parts above it load on the way.
      const faqTop = () =>
        page
          .getByRole('heading', { name: 'Frequently Asked Questions' })
          .evaluate((e) => e.getBoundingClientRect().top);
      await expect.poll(faqTop).toBeGreaterThan(60);
      await expect.poll(faqTop).toBeLessThan(220);

      await nav.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/#about$/);
      const storyTop = () =>
        page.getByRole('heading', { name: 'Our Story' }).evaluate((e) => e.getBoundingClientRect().top);
      await expect.poll(storyTop).toBeGreaterThan(60);
      await expect.poll(storyTop).toBeLessThan(220);
    });
  }
});

test.describe('mobile drawer at 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('closes on a link click and on a backdrop click', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const items = ['Home', 'About', 'FAQs', 'News', 'Crime Map', 'Privacy', 'Terms of Use', 'Sign Up', 'Log In'];
    for (const label of [...items, 'Report Anonymously']) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Terms of Use', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/terms-of-use$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 20, y: 400 } });
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/terms-of-use$/);
  });

  test('the landing page fits the phone width', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('faq-row')).toHaveCount(11);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('in Yoruba and Pidgin at 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  const chosen = (page: Page, language: string) =>
    page.addInitScript((value) => localStorage.setItem('safeogun:language', value), language);

  for (const [language, title, question] of [
    ['yo', 'Jábọ̀ Ìṣẹ̀lẹ̀. Gba Ẹ̀mí Là. Mọ Ohun Tó Ń Ṣẹlẹ̀', 'Ṣé mo nílò àkáǹtì kí n tó lè jábọ̀ ìṣẹ̀lẹ̀?'],
    ['pcm', 'Report Wetin Happen. Save Life. Know Wetin Dey Happen', 'I need account before I fit report something?'],
  ] as const) {
    test(`the landing page in ${language}: every section in the language, within the phone width`, async ({ page }) => {
      await chosen(page, language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('faq-row')).toHaveCount(11);
      await expect(page.getByTestId('faq-row').first().getByRole('button')).toHaveText(question);
      // The part below the first screen (its own chunk and catalogue) came in the same language too.
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the legal pages and the news in Yoruba: headings, the emergency link and dates follow the language', async ({
    page,
  }) => {
    await chosen(page, 'yo');
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Òfin Ìlò' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Kò rọ́pò àwọn iṣẹ́ pàjáwìrì' })).toBeVisible();
    await expect(main.getByRole('link', { name: '112' }).first()).toHaveAttribute('href', 'tel:112');
    await expect(main.getByRole('link', { name: 'info@safeogun.ng' }).first()).toHaveAttribute(
      'href',
      'mailto:info@safeogun.ng',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto('/news');
    await expect(page.getByRole('tab', { name: 'Ìkìlọ̀ Ààbò' })).toBeVisible();
    const dates = page.getByRole('list', { name: 'Àwọn àpilẹ̀kọ' }).locator('time');
    await expect(dates.first()).not.toHaveText('');
    // Not the English 'Jan 5, 2024': Yoruba where the browser has its dates, else the Nigerian English '5 Jan 2024'.
    await expect(dates.first()).not.toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});

test.describe('static pages', () => {
  test('/privacy and /terms redirect to the canonical paths', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });

  test('Terms of Use state the age rule, parental consent and the emergency number', async ({ page }) => {
    await page.goto('/terms-of-use');
    const main = page.getByRole('main');
    await expect(main).toContainText('You must be at least 13 years old');
    await expect(main).toContainText('between 13 and 18 years old');
    await expect(main).toContainText('consent of a parent or legal guardian');
    await expect(main.getByRole('heading', { name: 'Not a substitute for emergency services' })).toBeVisible();
    await expect(main).toContainText('call 112');
    await expect(main.getByRole('link', { name: 'info@safeogun.ng' }).first()).toHaveAttribute(
      'href',
      'mailto:info@safeogun.ng',
    );
  });

  test('Privacy Policy covers anonymous reports, deletion and contact', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /Anonymous reports/ })).toBeVisible();
    await expect(main).toContainText('we erase your personal data');
    await expect(main).toContainText('download all your data');
    await expect(main).toContainText('aged 13 and over');
    await expect(main.getByRole('link', { name: 'info@safeogun.ng' }).first()).toBeVisible();
    await main.getByRole('link', { name: /Children/ }).click();
    await expect(page.getByRole('heading', { name: /Children/ })).toBeInViewport();
  });

  test('About explains how reports flow', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About SafeOgun' })).toBeVisible();
    const flow = page.getByRole('region', { name: 'How a report travels' });
    await expect(flow.getByRole('listitem')).toHaveCount(4);
    await expect(flow).toContainText('State Police Headquarters');
    await expect(flow).toContainText('Area Command');
    await expect(flow).toContainText('Local Police Station');
  });

  test('unknown paths show the not-found page with Go back and Take me home', async ({ page }) => {
    await page.goto('/about-us');
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.goto('/nope/deeper');
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Report Incidents. Save Lives. Stay Informed' }),
    ).toBeVisible();
  });

  test('the footer shows the current year, the legal links and the contact details', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    await expect(footer.getByText('Home', { exact: true })).toBeVisible();
    await expect(footer.getByText('About', { exact: true })).toBeVisible();
    // No store links (there is no store listing): the footer installs the web app, or says how to.
    await expect(footer.getByRole('link', { name: /Google Play|App Store/ })).toHaveCount(0);
    await footer.getByRole('button', { name: 'Install the app' }).click();
    const help = page.getByRole('dialog', { name: 'Install SafeOgun' });
    await expect(help).toContainText('Add to Home Screen');
    await expect(help).toContainText('not in the Google Play Store or the Apple App Store yet');
    await help.getByRole('button', { name: 'OK' }).click();
    await expect(help).toBeHidden();
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'SafeOgun', start_url: '/dashboard', display: 'standalone' });
    await expect(footer).toContainText('Eleweran, Abeokuta');
    await expect(footer.getByRole('link', { name: 'info@safeogun.ng' })).toHaveAttribute(
      'href',
      'mailto:info@safeogun.ng',
    );
  });
});
