import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { bearer, createCitizen, outboxDir, signIn, type Citizen } from '../fixtures/citizen';
import { adminToken } from '../fixtures/admin';
import { seriousViolations } from '../fixtures/axe';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  let files: string[] = [];
  try {
    files = (await readdir(outboxDir())).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const file of files) {
    try {
      const mail = JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as Mail;
      if (mail.to.toLowerCase() === email.toLowerCase()) mails.push(mail);
    } catch {
      // being written
    }
  }
  return mails;
}

async function fileReport(request: APIRequestContext, citizen: Citizen) {
  const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
  const data = {
    incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
    isDraft: false,
    address: '12 Oke-Ilewo Road, Abeokuta, Ogun',
    description: 'My phone was snatched at the bus stop near the market.',
    isIdentityHidden: false,
    isLocationHidden: false,
    isAnonymous: false,
    channel: 'web',
    stationId: null,
    latitude: 7.1475,
    longitude: 3.3619,
  };
  const res = await request.post('/api/v1/incident/new', {
    headers: bearer(citizen),
    multipart: { data: JSON.stringify(data) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as { id: string; ticketId: string };
}

async function changeStatus(request: APIRequestContext, incidentId: string, status: string, note: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  // The police act on the version of the report they opened.
  const opened = await request.get(`/api/v1/police/incidents/${incidentId}`, { headers });
  const { version } = (await opened.json()).data.incident as { version: number };
  const res = await request.patch(`/api/v1/police/incidents/${incidentId}/status`, {
    headers,
    data: { version, status, note },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('a status change appears in the bell without reload, and as an email when the preference allows', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen);
  await signIn(page, citizen, '/dashboard');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  await changeStatus(request, report.id, 'in-progress', 'An officer from Abeokuta South has been assigned.');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName(/1 unread/);

  // Email by default (reportStatus email on), sent by the job queue.
  await expect
    .poll(async () => (await mailsTo(citizen.email)).map((m) => m.subject), { timeout: 15_000 })
    .toContain(`SafeOgun: Report ${report.ticketId} is now In Progress`);
  const mail = (await mailsTo(citizen.email)).find((m) => m.subject.includes(report.ticketId))!;
  expect(mail.text).toContain('An officer from Abeokuta South has been assigned.');
  expect(mail.text).toContain(`/reports/${report.id}`);

  // The page: New group, then Mark all as read moves it to Today and clears the bell.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const newGroup = page.getByRole('region', { name: 'New' });
  await expect(newGroup).toContainText(`Report ${report.ticketId} is now In Progress`);
  await expect(newGroup).toContainText('An officer from Abeokuta South has been assigned.');

  await changeStatus(request, report.id, 'on-hold', 'Waiting for the CCTV footage from the market.');
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await expect(newGroup.getByTestId('notification')).toHaveCount(2);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'New' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Today' }).getByTestId('notification')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('no email when the preference says no, but still in the bell', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const saved = await request.put('/api/v1/user/notification-preferences', {
    headers: bearer(citizen),
    data: {
      reportStatus: { push: true, email: false },
      emergencyAlerts: { push: true, email: false },
      moreActivity: { push: false, email: false },
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const report = await fileReport(request, citizen);
  await signIn(page, citizen, '/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();

  await changeStatus(request, report.id, 'in-progress', 'We are on it.');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'New' })).toContainText('We are on it.');

  // Mark the one as read from the list.
  await page.getByRole('button', { name: /^Mark ".*" as read$/ }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The queue polls every second; give it time to (not) send.
  await page.waitForTimeout(4000);
  expect((await mailsTo(citizen.email)).filter((m) => m.subject.includes(report.ticketId))).toEqual([]);
});
