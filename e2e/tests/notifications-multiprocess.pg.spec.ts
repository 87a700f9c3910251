/**
 * Two API processes on one PostgreSQL database: a browser listening on process B hears, without reload, a
 * notification created by a status change made on process A (fan-out through LISTEN/NOTIFY).
 * Included only when DATABASE_URL names a PostgreSQL server (playwright.config.ts; CI sets it); a fresh database is
 * created and dropped.
 */
import { expect, request as playwrightRequest, test } from '../fixtures/test';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';
import { adminToken } from '../fixtures/admin';
import { startServersOnOnePostgres } from '../fixtures/pg-servers';

test.describe.configure({ timeout: 180_000 });

test('a notification created on one API process reaches a browser listening on the other', async ({ page }) => {
  const basePort = 8600 + Math.floor(Math.random() * 300);
  const { bases, dataDir, stop } = await startServersOnOnePostgres([basePort, basePort + 1]);
  const previousDataDir = process.env.E2E_DATA_DIR;
  try {
    // Mail of both processes lands in the shared DATA_DIR/outbox, where the citizen fixture reads codes.
    process.env.E2E_DATA_DIR = dataDir;
    const onA = await playwrightRequest.newContext({ baseURL: bases[0] });
    const citizen = await createCitizen(onA);
    const types = (await (await onA.get('/api/v1/incident/types')).json()).data as { id: number; name: string }[];
    const filed = await onA.post('/api/v1/incident/new', {
      headers: bearer(citizen),
      multipart: {
        data: JSON.stringify({
          incidentTypeId: types[0]!.id,
          isDraft: false,
          address: '12 Oke-Ilewo Road, Abeokuta, Ogun',
          description: 'Two processes: my phone was snatched at the bus stop.',
          isIdentityHidden: false,
          isLocationHidden: false,
          isAnonymous: false,
          channel: 'web',
          stationId: null,
          latitude: 7.1475,
          longitude: 3.3619,
        }),
      },
    });
    expect(filed.ok(), await filed.text()).toBeTruthy();
    const report = (await filed.json()).data as { id: string; ticketId: string };

    // The browser talks only to process B.
    await signIn(page, citizen);
    await page.goto(`${bases[1]}/dashboard`);
    await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // The police change the status on process A.
    const changed = await onA.patch(`/api/v1/police/incidents/${report.id}/status`, {
      headers: { Authorization: `Bearer ${await adminToken(onA)}` },
      data: { version: 0, status: 'in-progress', note: 'Assigned to an officer (from process A).' },
    });
    expect(changed.ok(), await changed.text()).toBeTruthy();

    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('region', { name: 'New' })).toContainText('Assigned to an officer (from process A).');
    await onA.dispose();
  } finally {
    process.env.E2E_DATA_DIR = previousDataDir;
    await stop();
  }
});
