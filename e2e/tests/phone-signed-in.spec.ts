/**
 * Phone first (issue 13), signed in: the dashboard, reports and a report with evidence, the reporting and safety
 * pages, the guided report and the draft editor, each settings section, and the crime map with an area selected, at
 * 360 x 740, held to the same rules as phone.spec.ts.
 */
import { expect, test, type Locator, type Page } from '../fixtures/test';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';
import { checkPhonePage, PHONE, textsUnder, unreadableTexts } from '../fixtures/phone';
import { abeokutaSouth } from '../fixtures/places';
import { button, fileIkenneReport, link, main, open } from '../fixtures/phone-journeys';

test.use({ viewport: PHONE });

const API = '/api/v1';
// Every journey makes its own people: spread over the workers, the sweep does not set the run's length alone.
test.describe.configure({ mode: 'parallel' });

test('signed in: dashboard, reports and a report with evidence, rows whole and tappable', async ({ page, request }) => {
  const citizen = await createCitizen(request, { fullName: 'Adaeze Okonkwo-Balogun' });
  const reportId = await fileIkenneReport(request, citizen.token);
  await fileIkenneReport(request, citizen.token, true);
  await signIn(page, citizen);
  const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await open(page, '/dashboard', () => expect(page.getByRole('heading', { name: 'Recent Reports' })).toBeVisible());
  const row = main(page).getByRole('link', { name: /View Details/ });
  await expect(row).toHaveCount(1);
  await checkPhonePage(page, 'dashboard', [link(page, /Report an Incident/), row, link(page, 'SOS')]);
  expect.soft(await unreadableTexts(page.getByRole('region', { name: 'Recent Reports' }))).toEqual([]);
  expect.soft(await textsUnder(page, link(page, 'SOS'), page.locator('footer')), 'text under SOS').toEqual([]);

  await open(page, '/reports', heading);
  await expect(row).toHaveCount(1);
  await checkPhonePage(page, 'reports', [page.getByRole('tab', { name: /Drafts/ }), row]);
  expect.soft(await unreadableTexts(page.getByRole('tabpanel'))).toEqual([]);
  await page.getByRole('tab', { name: /Drafts/ }).click();
  await checkPhonePage(page, 'drafts', [link(page, 'Edit draft Theft'), button(page, 'Delete draft Theft')]);
  await page.getByRole('tab', { name: 'Report Incident' }).click();
  await checkPhonePage(page, 'reports: report tab', [button(page, 'Submit'), button(page, 'Save as draft')]);

  await open(page, `/reports/${reportId}`, heading);
  await expect(page.getByRole('img', { name: 'Evidence' })).toBeVisible();
  await checkPhonePage(page, 'report with evidence', [page.getByRole('img', { name: 'Evidence' })]);
});

/** Each page: its path, a name, and its main actions; the page is ready when its heading shows. */
type PhonePage = [path: string, name: string, actions: () => Locator[]];

async function checkPages(page: Page, pages: PhonePage[]) {
  for (const [path, name, actions] of pages) {
    await open(page, path, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    await checkPhonePage(page, name, actions());
    if (path === '/feedback') {
      await page.getByRole('tab', { name: 'Feedback History' }).click();
      await checkPhonePage(page, 'feedback history', [page.getByRole('tab', { name: 'Give Feedback' })]);
    }
  }
}

test('signed in: the reporting and safety pages fit the phone', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const draftId = await fileIkenneReport(request, citizen.token, true);
  await signIn(page, citizen);
  await checkPages(page, [
    [`/edit_draft/${draftId}`, 'edit draft', () => [button(page, 'Submit Report'), button(page, 'Cancel')]],
    ['/report-incident', 'report (signed in)', () => [button(page, 'Submit'), link(page, 'Guided report')]],
    ['/notifications', 'notifications', () => [page.getByRole('heading', { level: 1 })]],
    ['/feedback', 'feedback', () => [button(page, 'Submit Feedback')]],
    ['/sos', 'sos', () => [button(page, 'Send Emergency Alert'), link(page, 'Call Emergency Contact')]],
    [
      '/emergency-contact',
      'emergency contacts',
      () => [button(page, 'Save changes'), button(page, 'Add more contacts')],
    ],
    ['/call-emergency-contact', 'call emergency contact', () => [link(page, 'Add emergency contacts')]],
  ]);
});

test('signed in: the public pages fit the phone too', async ({ page, request }) => {
  const news = (await (await request.get(`${API}/userTools/news/all`)).json()).data.news.data as { id: number }[];
  const citizen = await createCitizen(request);
  await signIn(page, citizen);
  const h1 = () => [page.getByRole('heading', { level: 1 })];
  await checkPages(page, [
    ['/', 'home (signed in)', () => [link(page, 'Report Now')]],
    ['/about-us', 'about (signed in)', h1],
    ['/news', 'news (signed in)', () => [page.getByRole('searchbox')]],
    [`/news/${news[0]!.id}`, 'article (signed in)', () => [button(page, 'Copy link')]],
    ['/terms-of-use', 'terms (signed in)', h1],
    ['/privacy-policy', 'privacy (signed in)', h1],
    ['/nope', 'not found (signed in)', () => [link(page, 'Take me home')]],
  ]);
});

test.describe('with the phone at Abeokuta South', () => {
  test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

  test('"Guided report" opens the survey; each of its four steps fits the phone', async ({ page, request }) => {
    const citizen = await createCitizen(request);
    await signIn(page, citizen, '/report-incident');
    await link(page, 'Guided report').click();
    await expect(page).toHaveURL(/\/survey$/);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await checkPhonePage(page, 'survey step 1', [
      page.getByRole('combobox', { name: /Incident Type/ }),
      button(page, 'Next'),
    ]);
    await page.getByRole('combobox', { name: /Incident Type/ }).click();
    await page.getByRole('option', { name: 'Theft' }).first().click();
    await button(page, 'Next').click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
    await checkPhonePage(page, 'survey step 2', [
      page.getByLabel('Use my current location'),
      button(page, 'Back'),
      button(page, 'Next'),
    ]);
    await button(page, 'Next').click();

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByLabel('Description').fill('A laptop was taken from a parked car near the stadium.');
    await checkPhonePage(page, 'survey step 3', [page.getByLabel('Description'), button(page, 'Next')]);
    await button(page, 'Next').click();

    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await checkPhonePage(page, 'survey step 4', [
      page.getByLabel('Hide my identity from police officers'),
      button(page, 'Submit'),
    ]);
    await button(page, 'Submit').click();
    const dialog = page.getByRole('dialog', { name: 'Report submitted successfully' });
    await expect(dialog).toBeVisible();
    await checkPhonePage(page, 'survey submitted', [dialog.getByRole('button', { name: 'View Report' })]);
  });

  test('the draft editor\'s "Use my Location" writes the place, keeps the coordinates, lets the old station go', async ({
    page,
    request,
  }) => {
    const citizen = await createCitizen(request);
    const draftId = await fileIkenneReport(request, citizen.token, true);
    await signIn(page, citizen, `/edit_draft/${draftId}`);
    const address = page.getByLabel(/^Address/);
    const station = page.getByRole('combobox', { name: 'Nearest Police Station' });
    await expect(address).toHaveValue('3 Market Road, Ikenne, Ogun');
    await expect(station).toHaveValue('Ikenne Division (demo)');
    await page.getByLabel('Use my Location').check();

    const here = abeokutaSouth();
    const coordinates = `${here.latitude.toFixed(5)}, ${here.longitude.toFixed(5)}`;
    await expect(address).toHaveValue(/Abeokuta South/);
    await expect(address).not.toHaveValue(/^-?\d+\.\d+, -?\d+\.\d+$/);
    await expect(page.getByTestId('address-point')).toHaveText(
      `Located in Abeokuta South LGA, Ogun State. Coordinates: ${coordinates}`,
    );
    // Ikenne's station is let go rather than kept out of sight: the server routes the report by its new place.
    await expect(station).toHaveValue('');
    await checkPhonePage(page, 'edit draft, located', [
      page.getByTestId('address-point'),
      button(page, 'Submit Report'),
    ]);

    await button(page, 'Submit Report').click();
    await expect(page).toHaveURL(/\/reports$/);
    const res = await request.get(`${API}/incident/${draftId}`, { headers: bearer({ token: citizen.token }) });
    expect(res.status(), await res.text()).toBe(200);
    const report = (await res.json()).data.incident as {
      isDraft: boolean;
      address: string;
      latitude: number;
      longitude: number;
      lga: { name: string } | null;
      station: { formation: string } | null;
    };
    expect(report).toMatchObject({
      isDraft: false,
      lga: { name: 'Abeokuta South' },
      station: { formation: 'Abeokuta South Division (demo)' },
    });
    expect(report.address).toMatch(/Abeokuta South/);
    expect(report.latitude).toBeCloseTo(here.latitude, 5);
    expect(report.longitude).toBeCloseTo(here.longitude, 5);
  });
});

test('signed in: each section of settings', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/profile');
  const menu = page.getByRole('navigation', { name: 'Settings' });
  const sections = ['Profile', 'Password', 'Emergency Contact', 'Notifications', 'Account Deletion'];
  const entries = [...sections, 'Logout'].map((name) => menu.getByRole('button', { name, exact: true }));
  const actions: Record<string, string> = {
    Profile: 'Edit',
    Password: 'Update password',
    'Emergency Contact': 'Add contact',
    Notifications: 'Report status push',
    'Account Deletion': 'Delete account',
  };
  for (const section of sections) {
    await menu.getByRole('button', { name: section, exact: true }).click();
    const action = page.getByRole(section === 'Notifications' ? 'switch' : 'button', {
      name: actions[section]!,
      exact: true,
    });
    await checkPhonePage(page, `settings: ${section}`, [...entries, action]);
  }
  await menu.getByRole('button', { name: 'Profile', exact: true }).click();
  await button(page, 'Edit').click();
  await checkPhonePage(page, 'settings: profile edit', [page.getByLabel('Phone number'), button(page, 'Save changes')]);
});

test('the crime map on a phone: full width, filters in a sheet, legible labels, areas listed', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  await fileIkenneReport(request, citizen.token);
  await page.goto('/crime-map');
  const svg = page.getByTestId('crime-map-svg');
  await expect(page.getByTestId('crime-map-layer').locator('path[data-lga]')).toHaveCount(20);
  const box = (await svg.boundingBox())!;
  expect.soft(box.width, 'map width').toBeGreaterThanOrEqual(PHONE.width - 2);
  expect.soft(box.height, 'map height').toBeGreaterThanOrEqual(PHONE.height * 0.6);
  await checkPhonePage(page, 'crime map (signed out)', [button(page, 'Filters'), button(page, 'Zoom in')]);
  await expect.soft(page.getByRole('list', { name: 'Reports by area' }).getByRole('listitem')).toHaveCount(20);

  // Labels: at least 11 px on screen at every zoom, and no two shown labels overlap.
  for (const zoom of ['Zoom out', 'Reset view', 'Zoom in', 'Zoom in', 'Zoom in']) {
    await button(page, zoom).click();
    await page.waitForTimeout(300);
    const labels = await page.getByTestId('crime-map-layer').evaluate((layer) =>
      Array.from(layer.querySelectorAll('text'))
        .filter((t) => getComputedStyle(t).visibility !== 'hidden' && getComputedStyle(t).display !== 'none')
        .map((t) => t.getBoundingClientRect())
        .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height })),
    );
    expect.soft(labels.length, `labels shown after ${zoom}`).toBeGreaterThan(0);
    expect.soft(Math.min(...labels.map((l) => l.height)), `label height after ${zoom}`).toBeGreaterThanOrEqual(11);
    const overlaps = labels.filter((a, i) =>
      labels.some((b, j) => j > i && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
    );
    expect.soft(overlaps, `overlapping labels after ${zoom}`).toEqual([]);
  }

  await button(page, 'Filters').click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect.soft(sheet.getByRole('combobox', { name: 'Date Range' })).toBeVisible();
  await checkPhonePage(page, 'crime map filters', [sheet.getByRole('combobox', { name: 'Crime Type' })]);
});

test('the crime map on a phone, signed in, with an area selected', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await fileIkenneReport(request, citizen.token);
  await signIn(page, citizen, '/crime-map');
  await expect(page.getByTestId('crime-map-layer').locator('path[data-lga]')).toHaveCount(20);
  await page
    .getByRole('button', { name: /^Ikenne: \d+ reports?/ })
    .first()
    .dispatchEvent('click');
  const panel = page.getByRole('heading', { name: 'Ikenne - Crime Details' });
  await expect(async () => {
    if (!(await panel.isVisible())) await button(page, 'Refresh').click();
    await expect(panel).toBeVisible({ timeout: 2000 });
    await expect(page.getByTestId('details-badge')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const details = page.getByRole('region', { name: 'Ikenne - Crime Details' });
  await checkPhonePage(page, 'crime map, area selected', [button(page, 'Clear Selection')]);
  expect.soft(await unreadableTexts(details), 'details readable without sideways scrolling').toEqual([]);
  for (const label of ['Location', 'Crime Type', 'Date Reported', 'Last Updated', 'Status', 'Description'])
    await expect.soft(details.getByText(label, { exact: true }).filter({ visible: true }).first()).toBeVisible();
});
