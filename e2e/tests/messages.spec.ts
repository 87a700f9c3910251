/**
 * Anonymous two-way messages end to end (issue 12): an anonymous report, a police question, the reporter's answer
 * through the tracking ID on the Track tab (on a 360 px screen, by keyboard), and the police see the answer in the
 * case history.
 */
import { expect, test } from '@playwright/test';
import { adminToken } from '../fixtures/admin';
import { seriousViolations } from '../fixtures/axe';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';

test.use({ viewport: { width: 360, height: 740 } });

test('the police ask an anonymous reporter a question; the answer by tracking ID reaches the case', async ({
  page,
  request,
}) => {
  const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
  const filed = await request.post('/api/v1/incident/new', {
    multipart: {
      data: JSON.stringify({
        incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
        description: 'Two men took a generator from the shop behind the market at night.',
      }),
    },
  });
  expect(filed.ok(), await filed.text()).toBeTruthy();
  const report = (await filed.json()).data as { id: string; ticketId: string };
  const police = { Authorization: `Bearer ${await adminToken(request)}` };
  const asked = await request.post(`/api/v1/police/incidents/${report.id}/messages`, {
    headers: police,
    data: { text: 'Which way did the two men go?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto('/report-incident');
  await page.getByRole('tab', { name: 'Track an Anonymous Report' }).click();
  await page.getByLabel('Tracking ID').fill(report.ticketId);
  await page.getByLabel('Tracking ID').press('Enter');
  await expect(page.getByRole('heading', { name: `Report ${report.ticketId}` })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Conversation with the police' });
  await expect(thread.getByText('Which way did the two men go?')).toBeVisible();

  const box = page.getByLabel('Answer the police');
  await box.focus();
  await box.fill('Towards the Kuto roundabout, on a red motorbike.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thread.getByText('Towards the Kuto roundabout, on a red motorbike.')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing is wider than the 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const kase = (await (await request.get(`/api/v1/police/incidents/${report.id}`, { headers: police })).json()).data
    .incident as { history: { kind: string; note: string; details: { from: string } | null; author: unknown }[] };
  expect(kase.history.filter((e) => e.kind === 'message')).toMatchObject([
    { note: 'Which way did the two men go?', details: { from: 'police' } },
    { note: 'Towards the Kuto roundabout, on a red motorbike.', details: { from: 'reporter' }, author: null },
  ]);
});

test('a signed-in reporter reads the police message in the bell and on the report page, and answers there', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request, { fullName: 'Kemi Thread-Reader' });
  const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
  const filed = await request.post('/api/v1/incident/new', {
    headers: bearer(citizen),
    multipart: {
      data: JSON.stringify({
        incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
        address: '12 Oke-Ilewo Road, Abeokuta, Ogun',
        description: 'My phone was snatched at the bus stop near the market.',
        latitude: 7.1475,
        longitude: 3.3619,
        isIdentityHidden: true,
      }),
    },
  });
  expect(filed.ok(), await filed.text()).toBeTruthy();
  const report = (await filed.json()).data as { id: string; ticketId: string };
  const asked = await request.post(`/api/v1/police/incidents/${report.id}/messages`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { text: 'What colour was the phone?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const bell = (await (await request.get('/api/v1/notifications', { headers: bearer(citizen) })).json()).data.data as {
    title: string;
    link: string;
  }[];
  expect(bell[0]).toMatchObject({
    title: `New message from the police on report ${report.ticketId}`,
    link: `/reports/${report.id}`,
  });

  await signIn(page, citizen, `/reports/${report.id}`);
  const thread = page.getByRole('list', { name: 'Conversation with the police' });
  await expect(thread.getByText('What colour was the phone?')).toBeVisible();
  await page.getByLabel('Answer the police').fill('Black, with a cracked screen.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Black, with a cracked screen.')).toBeVisible();
  await expect(thread.getByText('You', { exact: true })).toBeVisible();
});

test('a refused answer (429) says how long to wait, and the text stays in the box', async ({ page, request }) => {
  const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
  const filed = await request.post('/api/v1/incident/new', {
    multipart: {
      data: JSON.stringify({
        incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
        description: 'A motorbike was taken from the compound in the night.',
      }),
    },
  });
  const report = (await filed.json()).data as { ticketId: string };
  // The limit itself is proven in the API tests; here the server's refusal is stood in for.
  const wait = 'Too many messages. Please try again in 12 minutes.';
  await page.route('**/api/v1/incident/track/*/messages', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '720' },
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: wait }),
    }),
  );
  await page.goto('/report-incident');
  await page.getByRole('tab', { name: 'Track an Anonymous Report' }).click();
  await page.getByLabel('Tracking ID').fill(report.ticketId);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await page.getByLabel('Answer the police').fill('It was a blue Bajaj.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(wait);
  await expect(page.getByLabel('Answer the police')).toHaveValue('It was a blue Bajaj.');
});
