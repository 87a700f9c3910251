/**
 * Administration (issue 14), end to end in Chromium: an administrator imports a CSV of 50 stations with 3 bad rows,
 * reads the dry run's report (each bad line with its reason), applies it, and a citizen reporting from Abeokuta
 * South finds the new stations among the nearest ones. The stations page and the import at 360 px and by keyboard;
 * the emergency numbers an administrator sets are the ones /sos and the footer show.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { createCitizen, signIn } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { PHONE, checkPhonePage } from '../fixtures/phone';
import { DEMO_POLICE, logInToConsole, policeBearer, policeSession } from '../fixtures/police';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = (page: Page, name: string) =>
  SHOTS ? page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true }) : Promise.resolve();

/** Each LGA's label point, from the boundary file the server loaded: inside its LGA. */
function lgaPoints(): { name: string; latitude: number; longitude: number }[] {
  const file =
    process.env.LGA_BOUNDARIES ?? path.resolve(import.meta.dirname, '../../../shared/data/ogun-lgas.geojson');
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    features: { properties: { NAME_2: string; label_lat: number; label_lng: number } }[];
  };
  return json.features.map((f) => ({
    name: f.properties.NAME_2,
    latitude: f.properties.label_lat,
    longitude: f.properties.label_lng,
  }));
}

/**
 * 50 stations after the header: two or three per LGA a few hundred metres from its label point, and three bad rows:
 * line 11 names an LGA that does not exist, line 26 has no latitude a number, line 41 repeats line 2's name.
 */
function stationsCsv(): string {
  const points = lgaPoints();
  const lines = ['formation,address,phone,lga,latitude,longitude'];
  for (let i = 0; i < 50; i++) {
    const line = i + 2;
    const lga = points[i % points.length]!;
    const formation = `${lga.name} Division ${Math.floor(i / points.length) + 1} (imported)`;
    const lat = (lga.latitude + 0.002 * Math.floor(i / points.length)).toFixed(5);
    const lng = lga.longitude.toFixed(5);
    if (line === 11) lines.push(`"Atlantis Division","1 Sea Road",,Atlantis,${lat},${lng}`);
    else if (line === 26) lines.push(`"Nowhere Division","2 Lost Road",,${lga.name},north,${lng}`);
    else if (line === 41) lines.push(`"${lines[1]!.split(',')[0]!.replaceAll('"', '')}",,,${lga.name},${lat},${lng}`);
    else
      lines.push(
        `"${formation}","${i + 1} Station Road, ${lga.name}","0803 555 ${String(1000 + i)}",${lga.name},${lat},${lng}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

test('an administrator imports 50 stations with 3 bad rows after a dry run; a citizen finds the new ones nearby', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const csv = stationsCsv();
  expect(csv.trim().split('\n')).toHaveLength(51);
  await logInToConsole(page, DEMO_POLICE.admin);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('link', { name: /^Stations/ }).click();
  await expect(page.getByRole('heading', { name: 'Stations', level: 1 })).toBeVisible();
  await expect(page.getByText(/20 demo stations are still offered to citizens/)).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import stations' });
  await dialog.getByLabel('CSV or GeoJSON file').setInputFiles({
    name: 'ogun-stations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const report = dialog.getByTestId('import-report');
  await expect(report.getByRole('status')).toHaveText(
    '47 stations to add, 0 stations to update, 3 rows rejected. Nothing has been saved yet.',
  );
  await expect(report.getByTestId('import-rejected').getByRole('listitem')).toHaveText([
    'Line 11: unknown LGA "Atlantis"',
    'Line 26: bad coordinates: latitude must be -90 to 90 and longitude -180 to 180',
    'Line 41: duplicate name: the same formation is on line 2',
  ]);
  // Nothing is saved by the dry run.
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const before = await request.get('/api/v1/admin/stations?search=(imported)', { headers: policeBearer(admin) });
  expect((await before.json()).data.stations).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'admin-import-dry-run');

  await dialog.getByRole('button', { name: 'Import 47 stations' }).click();
  await expect(page.getByText('Imported: 47 stations added, 0 stations updated, 3 rows left out.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search').fill('Abeokuta South Division');
  await expect(page.getByText('Abeokuta South Division 1 (imported)').first()).toBeVisible();
  await shot(page, 'admin-stations-after-import');

  // A citizen reporting from Abeokuta South is offered the imported stations among the nearest.
  const citizen = await createCitizen(request, { fullName: 'Bisi Adeyemi' });
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: abeokutaSouth() });
  const reporter = await context.newPage();
  await signIn(reporter, citizen, '/report-incident');
  await expect(reporter.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await reporter.getByRole('combobox', { name: 'Nearest Police Station' }).click();
  await expect(reporter.getByRole('option', { name: /Abeokuta South Division 1 \(imported\)/ })).toBeVisible();
  await expect(reporter.getByRole('option', { name: /Abeokuta South Division 2 \(imported\)/ })).toBeVisible();
  await context.close();
});

test('the stations page and the import work at 360 px and from the keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logInToConsole(page, DEMO_POLICE.admin);
  await page.goto('/console/admin/stations');
  await expect(page.getByRole('heading', { name: 'Stations', level: 1 })).toBeVisible();
  await checkPhonePage(page, 'stations', [
    page.getByRole('button', { name: 'Add station', exact: true }),
    page.getByRole('button', { name: 'Import', exact: true }),
  ]);
  await shot(page, 'admin-stations-360');

  // Keyboard: to the Import button, open with Enter, Escape closes and gives the focus back.
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await importButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import stations' });
  await expect(dialog).toBeVisible();
  await checkPhonePage(page, 'import dialog', [dialog.getByRole('button', { name: 'Check file' })]);
  await shot(page, 'admin-import-360');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(importButton).toBeFocused();

  // The add form: the LGA map appears once an LGA is chosen; a position outside it is refused naming where it is.
  await page.getByRole('button', { name: 'Add station', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add a station' });
  await form.getByLabel('Formation name').fill('Keyboard Test Division');
  await form.getByLabel('LGA').selectOption({ label: 'Abeokuta North' });
  await expect(form.getByTestId('pick-map')).toBeVisible();
  const odeda = lgaPoints().find((p) => p.name === 'Odeda')!;
  await form.getByLabel('Latitude').fill(String(odeda.latitude));
  await form.getByLabel('Longitude').fill(String(odeda.longitude));
  await form.getByRole('button', { name: 'Add station' }).click();
  await expect(form.getByText(/This position is in Odeda LGA, not in Abeokuta North/).first()).toBeVisible();
  // The form is longer than the phone's screen: its sheet scrolls (smoothly where motion is allowed) to the button.
  const submit = form.getByRole('button', { name: 'Add station' });
  await submit.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(submit).toBeInViewport({ ratio: 1 });
  await checkPhonePage(page, 'station form', [submit]);
  await shot(page, 'admin-station-form-360');
  await context.close();
});

test('the emergency numbers an administrator sets are the ones /sos and the footer show', async ({ page, request }) => {
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const numbers = {
    supportPhone: '0803 900 0112',
    emergencyNumbers: [
      { label: 'Emergency (police, fire, ambulance)', phone: '112' },
      { label: 'Ogun Police Control Room', phone: '0803 230 0001' },
    ],
  };
  const original = (await (await request.get('/api/v1/contact-numbers')).json()).data;
  try {
    await logInToConsole(page, DEMO_POLICE.admin);
    await page.goto('/console/admin/contact-numbers');
    await page.getByLabel('Support phone').fill(numbers.supportPhone);
    await page.getByRole('button', { name: 'Add a number' }).click();
    await page.getByLabel('Label 2', { exact: true }).fill(numbers.emergencyNumbers[1]!.label);
    await page.getByLabel('Number 2', { exact: true }).fill(numbers.emergencyNumbers[1]!.phone);
    await page.getByRole('button', { name: 'Save numbers' }).click();
    await expect(page.getByText('Saved: /sos and the footer show these numbers now.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-contact-numbers');

    const citizen = await createCitizen(request);
    await signIn(page, citizen, '/sos');
    await expect(page.getByTestId('sos-call-support')).toHaveAttribute('href', 'tel:08039000112');
    await expect(page.getByTestId('sos-emergency-numbers')).toContainText('Ogun Police Control Room');
    await expect(page.getByTestId('footer-support-phone')).toContainText('0803 900 0112');
    await shot(page, 'sos-numbers');
  } finally {
    await request.put('/api/v1/admin/contact-numbers', { headers: policeBearer(admin), data: original });
  }
});
