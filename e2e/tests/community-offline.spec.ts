/**
 * The community hub on the citizen's side (issue 21, docs/decisions/035-community-hub.md), on a 360 x 740 phone:
 * a visitor who opened /community and a tip once reads that tip, the hub's tips and its last alerts with the network
 * off (decision 024's saved copy); a Sagamu resident sees the alert for their area above the
 * dashboard, dismisses it by keyboard, and finds it in the notifications list, linking to the alert.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { adminToken } from '../fixtures/admin';
import { seriousViolations } from '../fixtures/axe';
import { bearer, createCitizen, signIn, type Citizen } from '../fixtures/citizen';
import { PHONE } from '../fixtures/phone';
import { sagamu } from '../fixtures/places';

// Offline reading is the service worker's: the default blocks it (playwright.config.ts).
test.use({ viewport: PHONE, serviceWorkers: 'allow' });

/** Waits until the service worker is active and its precache is filled, then reloads so it controls the page. */
async function installWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the app keeps on the device for offline reading (IndexedDB), or ''. */
const savedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('safeogun-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').get('saved-queries');
          read.onsuccess = () => resolve(read.result ? JSON.stringify(read.result) : '');
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** Publishes a security alert as the administrator; `lgas` empty: the whole state. */
async function publishAlert(
  request: APIRequestContext,
  alert: { title: string; body: string; severity: 'info' | 'warning' | 'danger'; lgas: string[]; notify?: boolean },
) {
  const res = await request.post('/api/v1/admin/alerts', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { ...alert, notify: alert.notify ?? false, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.alert as { id: number; title: string };
}

test('a visitor reads a tip, the hub’s tips and its last alerts offline after a first visit', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const alert = await publishAlert(request, {
    title: `Road closed at Kuto ${stamp}`,
    body: 'The Kuto bridge is closed for repairs until Friday. Use the Lafenwa road.',
    severity: 'warning',
    lgas: [],
  });

  await page.goto('/community');
  await installWorker(page);
  const tips = page.getByRole('region', { name: 'Safety tips' }).getByRole('listitem');
  await expect(tips.first()).toBeVisible();
  await expect(page.getByText(alert.title)).toBeVisible();
  const tipLink = tips.first().getByRole('link');
  const tipTitle = (await tipLink.textContent())!.trim();
  await tipLink.click();
  await expect(page.getByRole('heading', { level: 1, name: tipTitle })).toBeVisible();
  const firstStep = (await page.locator('article ol > li').first().textContent())!.trim();
  // The copy on the device holds the tip and the alert.
  const tipId = new URL(page.url()).pathname.split('/').pop()!;
  await expect.poll(() => savedOnDevice(page)).toContain(`"community","tip","${tipId}"`);
  await expect.poll(() => savedOnDevice(page)).toContain(alert.title);

  await context.setOffline(true);
  try {
    const tipUrl = page.url();
    await page.goto(tipUrl);
    await expect(page.getByRole('heading', { level: 1, name: tipTitle })).toBeVisible();
    await expect(page.getByText(firstStep)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community hub' })).toBeVisible();
    await expect(page.getByRole('link', { name: tipTitle })).toBeVisible();
    await expect(page.getByText(alert.title)).toBeVisible();
    await expect(page.getByText('Polls need an internet connection.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard, from the hub back to the tip, still offline.
    await page.getByRole('link', { name: tipTitle }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: tipTitle })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

/** A citizen whose profile station is in Sagamu: their area (decision 035). */
async function sagamuResident(request: APIRequestContext): Promise<Citizen> {
  const citizen = await createCitizen(request, { fullName: 'Bisi Sagamu', address: '4 Akarigbo Street, Sagamu' });
  const { latitude, longitude } = sagamu();
  const near = await request.get(`/api/v1/stations/nearby?latitude=${latitude}&longitude=${longitude}&radius=20`);
  const stations = (await near.json()).data.stations as { id: number; formation: string }[];
  const station = stations.find((s) => s.formation.includes('Sagamu'))!;
  const saved = await request.patch('/api/v1/user/update/basic', {
    headers: bearer(citizen),
    data: { phoneNumber: citizen.phoneNumber, stationId: station.id, stationFormation: station.formation },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const user = (await saved.json()).data.user;
  expect(user.lga).toBe('Sagamu');
  return { ...citizen, user };
}

test('a Sagamu resident sees the Sagamu alert above the dashboard, dismisses it, and finds it in notifications', async ({
  page,
  request,
}) => {
  const resident = await sagamuResident(request);
  // Left on by default: "Security alerts for my area".
  const prefs = await request.get('/api/v1/user/notification-preferences', { headers: bearer(resident) });
  expect((await prefs.json()).data.preferences.areaAlerts).toEqual({ push: true, sms: false });

  const stamp = Date.now().toString(36);
  const alert = await publishAlert(request, {
    title: `Armed robbery on the Sagamu interchange ${stamp}`,
    body: 'Avoid the interchange after 9 pm. Patrols are on the road; call 112 if you see anything.',
    severity: 'danger',
    lgas: ['Sagamu'],
    notify: true,
  });
  const ipokiaOnly = await publishAlert(request, {
    title: `Ipokia market fire ${stamp}`,
    body: 'Keep clear of the market.',
    severity: 'warning',
    lgas: ['Ipokia'],
  });

  await signIn(page, resident, '/dashboard');
  const banner = page.getByRole('region', { name: 'Security alerts for Sagamu' });
  const card = banner.getByTestId('area-alert').filter({ hasText: alert.title });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-severity', 'danger');
  await expect(page.getByText(ipokiaOnly.title)).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Read the alert: ${alert.title}` })).toHaveAttribute(
    'href',
    `/community/alerts/${alert.id}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);

  // Dismissed by keyboard, it stays dismissed on this device.
  await card.getByRole('button', { name: `Dismiss the alert: ${alert.title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Recent Reports' })).toBeVisible();
  await expect(page.getByText(alert.title)).toHaveCount(0);

  // The in-app notification (written by the job queue) reads as a security alert and opens the alert's page.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/notifications', { headers: bearer(resident) });
        return ((await res.json()).data.data as { title: string }[]).map((n) => n.title).join('\n');
      },
      { timeout: 30_000 },
    )
    .toContain(alert.title);
  await page.goto('/notifications');
  const notice = page.getByTestId('notification').filter({ hasText: alert.title });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(`Security alert for your area: ${alert.title}`);
  await expect(notice).toContainText('Read the alert');
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: /^Security alert for your area/ }).click();
  await expect(page).toHaveURL(new RegExp(`/community/alerts/${alert.id}$`));
  await expect(page.getByText(alert.title)).toBeVisible();

  // The preference is on the settings page, on by default, and saved when changed.
  await page.goto('/profile?tab=notifications');
  await expect(page.getByText('Security alerts for my area')).toBeVisible();
  const inApp = page.getByRole('switch', { name: 'Security alerts for my area push' });
  await expect(inApp).toHaveAttribute('aria-checked', 'true');
  await inApp.click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  const after = await request.get('/api/v1/user/notification-preferences', { headers: bearer(resident) });
  expect((await after.json()).data.preferences.areaAlerts).toEqual({ push: false, sms: false });
  expect(await seriousViolations(page)).toEqual([]);
});
