/**
 * The offline outbox (issue 16, decision 025): a report or an SOS submitted with no connection waits on the phone
 * ("Waiting for network", the dashboard's Outbox) and is sent on its own when the connection returns, filed once;
 * a waiting item can be cancelled; a report whose answer was lost is sent again with its key and filed once;
 * feedback given offline is stored once.
 */
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { bearer, createCitizen, signIn, type Citizen } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { seriousViolations } from '../fixtures/axe';
import { pickWithKeyboard } from '../fixtures/forms';

const API = '/api/v1';

test.use({ permissions: ['geolocation'], geolocation: abeokutaSouth() });

async function photo(name: string) {
  const buffer = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Opens the dashboard, then the report form inside the app (so both pages' code is loaded before the connection
 * goes: the journeys run without the service worker, playwright.config.ts), and fills the form.
 */
async function fillReport(page: Page, citizen: Citizen, description: string) {
  await signIn(page, citizen, '/dashboard');
  await page.getByRole('link', { name: 'Report an Incident' }).first().click();
  await expect(page.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await pickWithKeyboard(page, 'Nearest Police Station', 'Abeokuta South Division (demo)');
  await pickWithKeyboard(page, /Incident Type/, 'Theft');
  await page.getByLabel(/Description/).fill(description);
}

/** The citizen's reports with their files, as the API gives them to their owner. */
async function reportsOf(request: APIRequestContext, citizen: Citizen) {
  const list = await request.get(`${API}/incident/all`, { headers: bearer(citizen) });
  expect(list.ok()).toBeTruthy();
  const rows = (await list.json()).data.incidents.data as { id: string; description: string }[];
  return Promise.all(
    rows.map(async (row) => {
      const one = await request.get(`${API}/incident/${row.id}`, { headers: bearer(citizen) });
      return (await one.json()).data.incident as { id: string; description: string; files: { url: string }[] };
    }),
  );
}

test('a report with two photos filed offline waits in the Outbox and is filed once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const citizen = await createCitizen(request);
  const description = 'Two men broke into the shop at Kuto market and took the phones.';
  // A phone's width: the notice and the Outbox must fit it.
  await page.setViewportSize({ width: 360, height: 740 });
  await fillReport(page, citizen, description);

  await context.setOffline(true);
  await page.getByLabel('Upload Media').setInputFiles([await photo('front.jpg'), await photo('back.jpg')]);
  await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  const waiting = page.getByTestId('waiting-for-network');
  await expect(waiting).toContainText('Waiting for network');
  await expect(waiting).toContainText('it will be sent on its own when the connection returns');
  // The form is empty again: what was typed is in the outbox now.
  await expect(page.getByLabel(/Description/)).toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await waiting.getByRole('link', { name: 'See your Outbox' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const outbox = page.getByRole('region', { name: 'Outbox' });
  const item = outbox.getByTestId('outbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Report');
  await expect(item).toContainText(description);
  await expect(item.getByTestId('outbox-status')).toContainText('Waiting for network');
  expect(await reportsOf(request, citizen)).toHaveLength(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  // By keyboard: Send now and Cancel are reachable buttons.
  await item.getByRole('button', { name: 'Send now' }).focus();
  await page.keyboard.press('Tab');
  await expect(item.getByRole('button', { name: 'Cancel' })).toBeFocused();

  const filed = page.waitForResponse((r) => r.url().endsWith('/api/v1/incident/new') && r.status() === 201);
  await context.setOffline(false);
  await filed;
  await expect(outbox).toHaveCount(0);
  await expect(page.getByText('Report sent from your Outbox.')).toBeVisible();

  const reports = await reportsOf(request, citizen);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.description).toBe(description);
  expect(reports[0]!.files).toHaveLength(2);
  // The dashboard's list shows it without a reload.
  await expect(page.getByRole('region', { name: 'Recent Reports' })).toContainText('Theft');
});

test('a report whose answer was lost is sent again with the same key and filed once', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const description = 'A motorcycle was taken from outside the church on Sunday morning.';
  await fillReport(page, citizen, description);

  const keys: string[] = [];
  await page.route('**/api/v1/incident/new', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      // The server files it, then the answer is lost on the way back.
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  const replayed = page.waitForResponse((r) => r.url().endsWith('/api/v1/incident/new') && r.status() === 201);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('waiting-for-network')).toContainText('Waiting for network');
  // The outbox tries again on its own after its first wait (5 s).
  await replayed;
  await expect(page.getByTestId('waiting-for-network')).toHaveCount(0);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const reports = await reportsOf(request, citizen);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.description).toBe(description);
});

test('a waiting report can be cancelled: it is never sent', async ({ page, context, request }) => {
  const citizen = await createCitizen(request);
  await fillReport(page, citizen, 'Loud fighting in the compound next door every night this week.');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const waiting = page.getByTestId('waiting-for-network');
  await expect(waiting).toContainText('Waiting for network');

  await waiting.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this item?' });
  await expect(dialog).toContainText('It will not be sent, and it is removed from this phone.');
  // Keeping it first: it stays.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(waiting).toBeVisible();
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel this item?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(waiting).toHaveCount(0);

  await context.setOffline(false);
  // Opening the app sends whatever waits; nothing does.
  await page.goto('/dashboard');
  await expect(page.getByText('Recent Reports')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outbox' })).toHaveCount(0);
  expect(await reportsOf(request, citizen)).toHaveLength(0);
});

test('an SOS sent offline waits and goes when the connection returns', async ({ page, context, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/sos');
  await page.getByRole('button', { name: 'Send Emergency Alert' }).click();
  await expect(page.getByText('Ready to Record')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tell us about what happened' }).fill('Armed men at our gate, Ibara');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Emergency Alert' }).click();
  const waiting = page.getByTestId('waiting-for-network');
  await expect(waiting).toContainText('Waiting for network');
  await expect(waiting.getByTestId('outbox-item')).toContainText('SOS alert');

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/sos/new') && r.status() === 201);
  await context.setOffline(false);
  const response = await sent;
  const { alertId } = ((await response.json()) as { data: { alertId: string } }).data;
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('SOS alert sent from your Outbox.')).toBeVisible();

  // What was typed went with it, and the alert is the citizen's.
  expect(response.request().postDataBuffer()?.toString('utf8')).toContain('Armed men at our gate, Ibara');
  const alert = await request.get(`${API}/sos/${alertId}`, { headers: bearer(citizen) });
  expect(alert.ok(), await alert.text()).toBeTruthy();
  expect((await alert.json()).data.alert).toMatchObject({ id: alertId, status: 'sent' });
});

test('feedback given offline waits and is stored once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/feedback');
  await page.getByLabel('Feedback type').selectOption({ label: 'Suggestion' });
  await page.getByRole('radio', { name: 'Officer' }).check();
  await page.getByLabel('Officer name').fill('Sgt. Bello Musa');
  const comment = 'Please add evening patrols on the Lafenwa road.';
  await page.getByLabel('Comment').fill(comment);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const waiting = page.getByTestId('waiting-for-network');
  await expect(waiting).toContainText('Waiting for network');
  await expect(waiting.getByTestId('outbox-item')).toContainText(comment);
  await expect(page.getByLabel('Comment')).toHaveValue('');

  const stored = page.waitForResponse((r) => r.url().endsWith('/api/v1/feedback/create') && r.status() === 201);
  await context.setOffline(false);
  expect((await stored).request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(waiting).toHaveCount(0);
  const history = await request.get(`${API}/feedback/history`, { headers: bearer(citizen) });
  const items = (await history.json()).data.data as { comment: string; officerName: string }[];
  expect(items).toEqual([expect.objectContaining({ comment, officerName: 'Sgt. Bello Musa' })]);
});
