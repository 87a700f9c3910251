/**
 * Incident reporting end to end (issue 4): anonymous report with a photo then tracking; a signed-in report with
 * geolocation, station pick and a photo, seen on the dashboard and in its details with the image; a draft saved,
 * edited and submitted; a draft deleted; a review of a resolved report.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { bearer, createCitizen, signIn, type Citizen } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { E2E_ADMIN_EMAIL } from '../playwright.config';

const API = '/api/v1';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name = 'evidence.png') => ({ name, mimeType: 'image/png', buffer: PNG });

async function pickOption(page: Page, inputLabel: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: inputLabel }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function typeId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get(`${API}/incident/types`);
  const types = (await res.json()).data as { id: number; name: string }[];
  return types.find((t) => t.name === name)!.id;
}

async function fileReport(request: APIRequestContext, citizen: Citizen, data: Record<string, unknown>) {
  const res = await request.post(`${API}/incident/new`, {
    headers: bearer(citizen),
    multipart: {
      data: JSON.stringify({ channel: 'web', isAnonymous: false, isIdentityHidden: false, ...data }),
      images: photo(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: string; ticketId: string };
}

let admin: Citizen | null = null;
/** The bootstrap administrator (BOOTSTRAP_ADMIN_EMAIL), signed up once per run. */
async function getAdmin(request: APIRequestContext): Promise<{ token: string }> {
  if (admin) return admin;
  const password = 'Admin#E2e2024';
  const login = async () => {
    const res = await request.post(`${API}/auth/login/email`, { data: { email: E2E_ADMIN_EMAIL, password } });
    return res.ok() ? ((await res.json()).data.tokens.access.token as string) : null;
  };
  const existing = await login();
  if (existing) return { token: existing };
  try {
    admin = await createCitizen(request, { email: E2E_ADMIN_EMAIL, password, fullName: 'E2E Admin' });
    return admin;
  } catch {
    const token = await login();
    if (!token) throw new Error('could not sign in the bootstrap administrator');
    return { token };
  }
}

test('anonymous report with a photo, then tracking it by ID', async ({ page }) => {
  await page.goto('/report-incident');
  await expect(page.getByRole('tab', { name: 'Report An Incident' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Track an Anonymous Report' })).toBeVisible();
  // Anonymous: no address, station, hide-identity or draft.
  await expect(page.getByLabel(/Address/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill in all required fields (Incident Type and Description)')).toBeVisible();

  await pickOption(page, /Incident Type/, 'Public Disturbance');
  await page.getByLabel(/Description/).fill('Youths burning tyres on the road near the market.');
  await page.getByLabel('Upload Media').setInputFiles(photo());
  await expect(page.getByText('evidence.png')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Incident Reported' });
  await expect(dialog).toBeVisible();
  const trackingId = (await dialog.getByTestId('tracking-id').textContent())!.trim();
  expect(trackingId).toMatch(/^OGP-[0-9A-Z]{10}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  // Check status fills in the tracking ID and looks it up at once.
  await dialog.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByRole('heading', { name: `Report ${trackingId}` })).toBeVisible();
  await expect(page.getByText('Public Disturbance')).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Search Another ID' }).click();
  await page.getByLabel('Tracking ID').fill('OGP-0000000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('TRACKING ID not found.')).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

  test('report with geolocation, station pick and a photo; on the dashboard and in its details', async ({
    page,
    request,
  }) => {
    const citizen = await createCitizen(request, { fullName: 'Kemi Ogunleye' });
    await signIn(page, citizen, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Kemi Ogunleye' })).toBeVisible();
    await expect(page.getByText("You haven't submitted any reports yet")).toBeVisible();
    await page.getByRole('link', { name: 'Report an Incident' }).click();

    await expect(page).toHaveURL(/\/report-incident$/);
    await expect(page.getByRole('tab')).toHaveCount(0);
    // 'Use my current location' is on by default: the address comes from the device.
    await expect(page.getByLabel('Use my current location')).toBeChecked();
    await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
    await pickOption(page, 'Nearest Police Station', 'Abeokuta South Division (demo)');
    await pickOption(page, /Incident Type/, 'Theft');
    await page.getByLabel(/Description/).fill('My phone was snatched at the bus stop by two men.');
    await page.getByLabel('Upload Media').setInputFiles(photo('phone.png'));
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Report submitted successfully' });
    await expect(dialog).toBeVisible();
    const ticketId = (await dialog.getByTestId('ticket-id').textContent())!.trim();
    expect(ticketId).toMatch(/^OGP-/);
    await dialog.getByRole('button', { name: 'Redirect to Dashboard' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('cell', { name: 'Theft', exact: true })).toBeVisible();
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Theft' })).toBeVisible();
    await expect(page.getByText(`Ticket ID ${ticketId}`)).toBeVisible();
    await expect(page.getByText('Abeokuta South Division (demo)')).toBeVisible();
    await expect(page.getByText('Report received and under review')).toBeVisible();
    const image = page.getByRole('img', { name: 'Evidence' }).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await image.click();
    await expect(page.getByRole('img', { name: 'Evidence, full size' })).toBeVisible();
    // No review before the case is resolved.
    await expect(page.getByRole('button', { name: 'Leave a Review' })).toHaveCount(0);
  });

  test('a draft saved, edited and submitted', async ({ page, request }) => {
    const citizen = await createCitizen(request);
    await signIn(page, citizen, '/report-incident');
    await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
    await pickOption(page, /Incident Type/, 'Kidnapping');
    await page.getByLabel(/Description/).fill('Draft');
    await page.getByLabel('Upload Media').setInputFiles(photo());
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved As Draft' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'View Draft' }).click();

    await expect(page).toHaveURL(/\/edit_draft\//);
    await expect(page.getByText('Make changes to your draft and submit when ready')).toBeVisible();
    await expect(page.getByLabel('Incident Description')).toHaveValue('Draft');
    await page.getByRole('button', { name: 'Remove this file' }).click();
    await expect(page.getByText('1 will be removed')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Incident description must be at least 10 characters long')).toBeVisible();

    await page.getByLabel('Incident Description').fill('Passengers of a bus were taken by armed men on the highway.');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('cell', { name: 'Kidnapping', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /Drafts/ }).click();
    await expect(page.getByText('No drafts available.')).toBeVisible();
    await page.getByRole('tab', { name: /All Reports/ }).click();
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page.getByText('No Evidence Uploaded')).toBeVisible();
  });

  // A dropped connection (the answer lost after the server filed the report) now sends the report to the outbox,
  // which sends it again with the same key: outbox.spec.ts, decision 025.

  test('a draft deleted', async ({ page, request }) => {
    const citizen = await createCitizen(request);
    await fileReport(request, citizen, {
      incidentTypeId: await typeId(request, 'Emergency'),
      isDraft: true,
      description: 'Fire at the filling station',
    });
    await signIn(page, citizen, '/reports');
    await page.getByRole('tab', { name: /Drafts/ }).click();
    await expect(page.getByTestId('count-drafts')).toHaveText('1');
    await page.getByRole('button', { name: 'Delete draft Emergency' }).click();
    await expect(page.getByText('Are you sure you want to delete this draft?')).toBeVisible();
    await page.getByRole('button', { name: "No I don't" }).click();
    await expect(page.getByRole('button', { name: 'Delete draft Emergency' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete draft Emergency' }).click();
    await page.getByRole('button', { name: 'Yes I do' }).click();
    await expect(page.getByText('No drafts available.')).toBeVisible();
  });

  test('a review left on a resolved report', async ({ page, request }) => {
    const citizen = await createCitizen(request, { fullName: 'Bisi Akande' });
    const { id } = await fileReport(request, citizen, {
      incidentTypeId: await typeId(request, 'Theft'),
      isDraft: false,
      address: '5 Ibara Housing Estate, Abeokuta',
      description: 'Shop broken into overnight; goods taken.',
    });
    const { token } = await getAdmin(request);
    // Each change names the version it was made on; the answer carries the next one.
    let version = 0;
    for (const [status, note] of [
      ['in-progress', 'Officers visited the shop.'],
      ['resolved', 'Suspects arrested; goods recovered.'],
    ]) {
      const res = await request.patch(`${API}/police/incidents/${id}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { version, status, note },
      });
      expect(res.status(), await res.text()).toBe(200);
      version = (await res.json()).data.incident.version;
    }
    await signIn(page, citizen, `/reports/${id}`);
    await expect(page.getByText('Suspects arrested; goods recovered.')).toBeVisible();
    await expect(page.getByText('Resolved by the police')).toBeVisible();
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate Your Case' });
    await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
    await dialog.getByLabel('4 stars').check({ force: true });
    await dialog.getByLabel('Comments').fill('Quick and polite response.');
    await expect(dialog.getByText('26/1000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave a Review' })).toHaveCount(0);

    // The police answer the review and add a note; both show on the report after a reload.
    const replied = await request.post(`${API}/police/incidents/${id}/review/reply`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { reply: 'Thank you. The recovered goods can be collected at the station.' },
    });
    expect(replied.status(), await replied.text()).toBe(200);
    const noted = await request.post(`${API}/police/incidents/${id}/notes`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { note: 'Bring a means of identification to collect the goods.' },
    });
    expect(noted.status(), await noted.text()).toBe(201);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reply from the police' })).toBeVisible();
    await expect(page.getByText('Thank you. The recovered goods can be collected at the station.')).toBeVisible();
    await expect(page.getByText('Bring a means of identification to collect the goods.')).toBeVisible();
  });
});

test.describe('guided report', () => {
  test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

  test('/survey files a real report in four steps', async ({ page, request }) => {
    const citizen = await createCitizen(request);
    await signIn(page, citizen, '/survey');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    // The survey files a signed-in report: its rules and messages are the report form's (issue 10).
    await expect(
      page.getByText('Please fill in all required fields (Incident Type, Description, and Address)'),
    ).toBeVisible();
    await pickOption(page, /Incident Type/, 'Police Misconduct');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Description').fill('Bribes');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Incident description must be at least 10 characters long')).toBeVisible();
    await page.getByLabel('Description').fill('Officers at a checkpoint demanded money from drivers.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Hide my identity from police officers').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Report submitted successfully' })).toBeVisible();
    const list = await request.get(`${API}/incident/all`, { headers: bearer(citizen) });
    const [report] = (await list.json()).data.incidents.data;
    expect(report).toMatchObject({
      incidentType: 'Police Misconduct',
      isIdentityHidden: true,
      lga: { name: 'Abeokuta South' },
    });
  });
});

test('report not found and draft not found', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/reports/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
  await page.goto('/edit_draft/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Draft Not Found' })).toBeVisible();
  await expect(page.getByText("The draft you're looking for doesn't exist.")).toBeVisible();
});
