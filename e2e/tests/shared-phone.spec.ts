/**
 * A shared phone: one person signs out and another signs in on the same tab, without the page ever reloading.
 * Nothing the first person's session fetched (profile, reports, notifications) may be shown to the second.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { bearer, createCitizen, type Citizen } from '../fixtures/citizen';
import { adminToken } from '../fixtures/admin';

async function fileReportWithUpdate(request: APIRequestContext, citizen: Citizen, note: string) {
  const types = (await (await request.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
  const data = {
    incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
    address: '12 Oke-Ilewo Road, Abeokuta, Ogun',
    description: 'My phone was snatched at the bus stop near the market.',
    latitude: 7.1475,
    longitude: 3.3619,
  };
  const filed = await request.post('/api/v1/incident/new', {
    headers: bearer(citizen),
    multipart: { data: JSON.stringify(data) },
  });
  expect(filed.ok(), await filed.text()).toBeTruthy();
  const report = (await filed.json()).data as { id: string; ticketId: string };
  const changed = await request.patch(`/api/v1/police/incidents/${report.id}/status`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { version: 0, status: 'in-progress', note },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  return report;
}

async function logInInApp(page: Page, citizen: Citizen) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(citizen.email);
  await page.getByLabel('Password', { exact: true }).fill(citizen.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const openProfile = (page: Page) => page.getByRole('link', { name: 'Profile and settings' }).click();
const openReports = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
const openNotifications = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).click();

test("the next person to sign in on the same tab sees nothing of the previous person's", async ({ page, request }) => {
  const first = await createCitizen(request, { fullName: 'Adaeze First-Holder' });
  const second = await createCitizen(request, { fullName: 'Bolaji Second-Holder' });
  const note = `Officer assigned to the case of ${first.fullName}.`;
  const report = await fileReportWithUpdate(request, first, note);

  await page.goto('/');
  // Marks this page: a reload or a full navigation would lose it.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await logInInApp(page, first);
  await openProfile(page);
  await expect(page.getByText(first.fullName).first()).toBeVisible();
  await openReports(page);
  await expect(page.getByRole('link', { name: new RegExp(report.ticketId) })).toBeVisible();
  await openNotifications(page);
  await expect(page.getByText(note)).toBeVisible();

  await openProfile(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await logInInApp(page, second);
  await openProfile(page);
  await expect(page.getByText(second.fullName).first()).toBeVisible();
  await expect(page.getByText(first.fullName)).toHaveCount(0);
  await openReports(page);
  await expect(page.getByText('No reports found.')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(report.ticketId) })).toHaveCount(0);
  await openNotifications(page);
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
