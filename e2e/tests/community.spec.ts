/**
 * The community hub's console side (issue 21) at 360 x 740: an administrator publishes, through the console's
 * pages, a security alert and a poll for Sagamu. A Sagamu resident (a citizen whose profile station is in Sagamu,
 * decision 035) sees the alert on /community and in their notifications, votes once and sees the chart; an Ipokia
 * resident does not see the alert. The administrator then reads the results by LGA and downloads them as CSV.
 * With E2E_PHONE_SHOTS=<folder> the console's pages are saved there at 360 and 1280 px wide.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { bearer, createCitizen, signIn, type Citizen } from '../fixtures/citizen';
import { PHONE, checkPhonePage } from '../fixtures/phone';
import { DEMO_POLICE, logInToConsole, policeBearer, policeSession } from '../fixtures/police';

test.use({ viewport: PHONE });

const API = '/api/v1';

/** An active station of `lga` (the demo seed has one in every LGA). */
async function stationIn(request: APIRequestContext, lga: string): Promise<number> {
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const res = await request.get(`${API}/admin/stations`, {
    headers: policeBearer(admin),
    params: { search: lga, status: 'active' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { stations } = (await res.json()).data as { stations: { id: number; lga: { name: string } | null }[] };
  const station = stations.find((s) => s.lga?.name === lga);
  expect(station, `an active station in ${lga}`).toBeTruthy();
  return station!.id;
}

/** A new citizen whose profile station is in `lga`: a resident of that LGA. */
async function residentOf(request: APIRequestContext, lga: string): Promise<Citizen> {
  const citizen = await createCitizen(request, { fullName: `${lga} Resident` });
  const res = await request.patch(`${API}/user/update/basic`, {
    headers: bearer(citizen),
    data: { phoneNumber: citizen.phoneNumber, stationId: await stationIn(request, lga) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return citizen;
}

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_PHONE_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
}

test('an administrator alerts Sagamu and polls it from the console; only Sagamu residents are told, and vote once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const alertTitle = `Robbery near Sagamu interchange ${tag}`;
  const question = `Should patrols in Sagamu start earlier? ${tag}`;
  const [sagamu, ipokia] = await Promise.all([residentOf(request, 'Sagamu'), residentOf(request, 'Ipokia')]);

  // ------------------------------------------------------------------ the administrator publishes an alert
  await logInToConsole(page, DEMO_POLICE.admin);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { name: 'Security alerts', level: 1 })).toBeVisible();
  await checkPhonePage(page, 'console-community-alerts', [page.getByRole('link', { name: 'Publish an alert' })]);
  await page.getByRole('link', { name: 'Publish an alert' }).click();
  await expect(page.getByRole('heading', { name: 'Publish a security alert', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(alertTitle);
  await page
    .getByLabel('What residents should know and do')
    .fill('Avoid the interchange after 9 pm; patrols increased.');
  await page.getByRole('radio', { name: /Danger/ }).check();
  await page.getByRole('checkbox', { name: 'Sagamu', exact: true }).check();
  await expect(page.getByText('For: 1 LGA (Sagamu).')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Notify residents/ })).toBeChecked();
  await checkPhonePage(page, 'console-community-alert-form', [
    page.getByRole('button', { name: 'Review and publish' }),
  ]);
  await page.getByRole('button', { name: 'Review and publish' }).click();

  // Before it goes: how many will be notified and texted, and a confirmation.
  const dialog = page.getByRole('dialog', { name: 'Publish this alert?' });
  await expect(dialog).toBeVisible();
  const reach = await dialog.getByTestId('alert-reach').innerText();
  const notified = Number(/([\d,]+) (?:person|people) will be notified/.exec(reach)?.[1]?.replace(/,/g, ''));
  expect(notified, reach).toBeGreaterThanOrEqual(1);
  expect(reach).toMatch(/[\d,]+ (?:person|people) of them texted/);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'console-community-alert-confirm-360');
  await dialog.getByRole('button', { name: /^Publish and notify/ }).click();
  await expect(page).toHaveURL(/\/console\/community\/alerts$/);
  await expect(page.getByTestId('data-cards').getByText(alertTitle)).toBeVisible();

  // ------------------------------------------------------------------ and a poll
  await page.getByRole('navigation', { name: 'Community' }).getByRole('link', { name: 'Polls' }).click();
  await expect(page.getByRole('heading', { name: 'Community polls', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Publish a poll' }).click();
  await page.getByLabel('Question').fill(question);
  await page.getByLabel('Option 1', { exact: true }).fill('Yes, from 6 pm');
  await page.getByLabel('Option 2', { exact: true }).fill('No, keep the times');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 3', { exact: true }).fill('Not sure');
  await page.getByRole('checkbox', { name: 'Sagamu', exact: true }).check();
  await checkPhonePage(page, 'console-community-poll-form', [page.getByRole('button', { name: 'Publish the poll' })]);
  await page.getByRole('button', { name: 'Publish the poll' }).click();
  await expect(page).toHaveURL(/\/console\/community\/polls\/\d+$/);
  await expect(page.getByRole('heading', { name: question, level: 1 })).toBeVisible();
  await expect(page.getByText('No votes yet.')).toBeVisible();
  const pollUrl = page.url();

  // ------------------------------------------------------------------ a Sagamu resident
  const base = process.env.E2E_BASE_URL!;
  const sagamuContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const resident = await sagamuContext.newPage();
  await signIn(resident, sagamu, '/community');
  await expect(resident.getByRole('heading', { name: 'Active security alerts for Sagamu' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(resident.getByText(alertTitle)).toBeVisible();
  const poll = resident.getByRole('article', { name: question });
  await poll.getByRole('radio', { name: 'Yes, from 6 pm' }).check();
  await poll.getByRole('button', { name: 'Vote' }).click();
  const results = poll.getByRole('list', { name: 'Results' });
  await expect(results).toBeVisible();
  await expect(results).toContainText('1 vote (100%)');
  await expect(poll.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  expect(await seriousViolations(resident)).toEqual([]);
  // Once only.
  const pollId = Number(/\/polls\/(\d+)$/.exec(pollUrl)![1]);
  const again = await request.post(`${API}/community/polls/${pollId}/vote`, {
    headers: bearer(sagamu),
    data: { optionId: 2 },
  });
  expect(again.status()).toBe(409);
  // Told in the notifications (the broadcast runs on the job queue).
  await expect(async () => {
    await resident.goto('/notifications');
    await expect(resident.getByText(`Security alert for your area: ${alertTitle}`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await sagamuContext.close();

  // ------------------------------------------------------------------ an Ipokia resident
  const ipokiaContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const other = await ipokiaContext.newPage();
  await signIn(other, ipokia, '/community');
  await expect(other.getByRole('heading', { name: 'Active security alerts for Ipokia' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(other.getByRole('article', { name: question })).toHaveCount(0);
  await expect(other.getByText(alertTitle)).toHaveCount(0);
  await other.goto('/notifications');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByText(alertTitle)).toHaveCount(0);
  await ipokiaContext.close();

  // ------------------------------------------------------------------ the results by LGA, and as CSV
  await page.goto(pollUrl);
  await expect(page.getByRole('list', { name: 'Votes per option' })).toContainText('1 vote (100%)');
  await page.getByLabel('Show the votes of').selectOption('Sagamu');
  await expect(page.getByRole('list', { name: 'Votes per option in Sagamu' })).toContainText('1 vote (100%)');
  await checkPhonePage(page, 'console-community-poll-results', [page.getByRole('button', { name: 'Download CSV' })]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toBe('LGA,"Yes, from 6 pm","No, keep the times",Not sure,Total');
  expect(csv).toContain('Sagamu,1,0,0,1');
  expect(csv).not.toContain(sagamu.email);
});

test("the console's community pages work at 1280 px and an administrator edits a safety tip", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInToConsole(page, DEMO_POLICE.admin);
  for (const [url, heading, name] of [
    ['/console/community/alerts', 'Security alerts', 'console-community-alerts-1280'],
    ['/console/community/alerts/new', 'Publish a security alert', 'console-community-alert-form-1280'],
    ['/console/community/polls', 'Community polls', 'console-community-polls-1280'],
    ['/console/community/polls/new', 'Publish a poll', 'console-community-poll-form-1280'],
    ['/console/community/tips', 'Safety tips', 'console-community-tips-1280'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    expect(await seriousViolations(page), url).toEqual([]);
    await shot(page, name);
  }

  // A tip: written as a draft, published, then unpublished.
  const title = `Lock the gate at night ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Write a tip' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('One-line summary').fill('A locked gate stops most night-time thefts.');
  await page.getByLabel('Topic').selectOption({ label: 'Home and property' });
  await page.getByLabel('Step 1', { exact: true }).fill('Lock the gate and the doors before you sleep.');
  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByLabel('Step 2', { exact: true }).fill('Keep the key away from the gate.');
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/console\/community\/tips\/\d+$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'console-community-tip-editor-1280');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const id = /\/tips\/(\d+)$/.exec(page.url())![1];
  const publicTip = await page.request.get(`/api/v1/community/tips/${id}`);
  expect(publicTip.status()).toBe(200);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/v1/community/tips/${id}`)).status()).toBe(404);

  await page.setViewportSize(PHONE);
  await page.reload();
  await checkPhonePage(page, 'console-community-tip-editor', [page.getByRole('button', { name: 'Publish now' })]);
});
