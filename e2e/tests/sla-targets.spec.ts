/**
 * Response-time targets (issue 12), end to end in Chromium: an administrator changes the targets of Police
 * Misconduct in the console (a refusal first, under its box), a report of that type is filed, and the station's
 * officer sees its time left to acknowledge in the queue (table, and cards at 360 px) and both targets on the case;
 * acknowledging meets the first target, putting it on hold stops the clock. The targets are put back afterwards.
 * Then, on a server of its own whose clock the journey moves (TEST_CLOCK_FILE, decision 016), an Emergency report
 * past its 15 minutes to acknowledge: the queue's red overdue badge and its "Overdue only" filter. Escalation
 * itself is proved with a clock moved by hand in the API tests (apps/api/src/modules/casework/escalation*.test.ts):
 * no test waits for a real deadline.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';
import { abeokutaSouth } from '../fixtures/places';
import { testClock, type TestClock } from '../fixtures/test-clock';
import { DEMO_POLICE, logInToConsole, openAsPolice, policeBearer, policeSession } from '../fixtures/police';

const API = '/api/v1';
const TYPE = 'Police Misconduct';
/** The queue asks every 12 s and an open case every 20 s: a little more than one round. */
const POLL = { timeout: 30_000 };

async function typeId(request: APIRequestContext): Promise<number> {
  const types = (await (await request.get(`${API}/incident/types`)).json()).data as { id: number; name: string }[];
  return types.find((t) => t.name === TYPE)!.id;
}

async function fileAnonymously(request: APIRequestContext, incidentTypeId: number) {
  const { latitude, longitude } = abeokutaSouth();
  const res = await request.post(`${API}/incident/new`, {
    data: {
      data: {
        incidentTypeId,
        isDraft: false,
        address: 'Kuto checkpoint, Abeokuta',
        description: 'Officers at the checkpoint demanded money from every bus driver (targets journey).',
        isIdentityHidden: false,
        isLocationHidden: false,
        isAnonymous: true,
        channel: 'web',
        stationId: null,
        latitude,
        longitude,
      },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as { ticketId: string };
}

async function setTarget(page: Page, box: string, value: string, unit: string) {
  await page.getByLabel(box, { exact: true }).fill(value);
  await page.getByLabel(`${box}: unit`).selectOption(unit);
}

test('an administrator changes a target; the queue and the case show the new targets and the time left', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const id = await typeId(request);
  try {
    await logInToConsole(page, DEMO_POLICE.admin);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: /^Response-time targets/ }).click();
    await expect(page).toHaveURL(/\/console\/admin\/sla-targets$/);
    await expect(page.getByRole('heading', { name: 'Response-time targets', level: 1 })).toBeVisible();
    const row = page.getByTestId('sla-target-row').filter({ hasText: TYPE });
    await expect(row).toContainText('4 h');
    await expect(row).toContainText('14 days');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Change targets for ${TYPE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Targets for ${TYPE}` });
    await expect(dialog.getByLabel('Acknowledge within', { exact: true })).toHaveValue('4');
    // Resolving sooner than acknowledging is refused under its box, before anything is sent.
    await setTarget(page, 'Acknowledge within', '5', 'hours');
    await setTarget(page, 'Resolve within', '2', 'hours');
    await dialog.getByRole('button', { name: 'Save targets' }).click();
    await expect(dialog.getByText('Time to resolve cannot be shorter than time to acknowledge.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await setTarget(page, 'Acknowledge within', '5', 'minutes');
    await dialog.getByRole('button', { name: 'Save targets' }).click();
    await expect(page.getByText(`Targets for ${TYPE} saved.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('5 min');
    await expect(row).toContainText('2 h');
    // Audited, with what it replaced.
    const audit = await request.get(`${API}/admin/audit?action=sla.target.changed&targetId=${id}`, {
      headers: policeBearer(admin),
    });
    expect((await audit.json()).data.data[0]).toMatchObject({
      details: { from: { acknowledgeMinutes: 240 }, to: { acknowledgeMinutes: 5, resolveMinutes: 120 } },
    });

    // A report filed now is held to the new targets.
    const { ticketId } = await fileAnonymously(request, id);
    const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await deskContext.newPage();
    await openAsPolice(desk, officer, '/console?sort=sla-due');
    const queueRow = desk.getByTestId('queue-row').filter({ hasText: ticketId });
    await expect(queueRow).toBeVisible(POLL);
    await expect(queueRow.getByTestId('sla-badge')).toHaveText(/^\d min left to acknowledge$/);
    await expect(queueRow).toContainText('to acknowledge');

    await queueRow.getByRole('link', { name: ticketId }).click();
    const acknowledge = desk.getByTestId('sla-acknowledge');
    const resolve = desk.getByTestId('sla-resolve');
    await expect(acknowledge).toContainText('Acknowledge within 5 min');
    await expect(acknowledge).toContainText(/\d min left/);
    await expect(resolve).toContainText('Resolve within 2 h');
    await expect(resolve).toContainText(/1 h \d+ min left/);
    expect(await seriousViolations(desk)).toEqual([]);

    await desk.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const confirm = desk.getByRole('dialog', { name: 'Acknowledge this report?' });
    await confirm.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(confirm).toBeHidden();
    await expect(acknowledge).toContainText('Acknowledged in time');
    await expect(desk.getByTestId('case-badges').getByTestId('sla-badge')).toHaveText(/left to resolve$/);

    // On hold, the clock stops.
    await desk.getByRole('button', { name: 'Change status' }).click();
    const statusDialog = desk.getByRole('dialog', { name: 'Change status' });
    await statusDialog.getByLabel('New status').selectOption({ label: 'On Hold' });
    await statusDialog.getByLabel('Note to the reporter').fill('Waiting for the drivers to make statements.');
    await statusDialog.getByRole('button', { name: 'Change status' }).click();
    await expect(statusDialog).toBeHidden();
    await expect(resolve).toContainText(/On hold: 1 h \d+ min left/, POLL);
    await expect(resolve).toContainText('the clock is stopped');

    // At 360 px the queue's card says the same.
    await desk.setViewportSize({ width: 360, height: 740 });
    await desk.goto('/console?status=on-hold');
    const card = desk.getByTestId('queue-card').filter({ hasText: ticketId });
    await expect(card.getByTestId('sla-badge')).toHaveText(/^On hold: 1 h \d+ min left to resolve$/, POLL);
    expect(await seriousViolations(desk)).toEqual([]);
    await deskContext.close();
  } finally {
    const restored = await request.put(`${API}/admin/sla-targets/${id}`, {
      headers: policeBearer(admin),
      data: { acknowledgeMinutes: 240, resolveMinutes: 20160 },
    });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});

test.describe('a report past its target', () => {
  test.describe.configure({ timeout: 150_000 });
  // A server of this journey alone, whose clock the journey moves forward (decision 016) instead of waiting.
  let server: OwnServer;
  let clock: TestClock;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    // A fresh database with the demo seed takes most of a minute to start on a loaded machine.
    test.setTimeout(180_000);
    clock = testClock();
    server = await startOwnServer(4, { SEED_DEMO: '1', ...clock.env });
    api = await playwrightRequest.newContext({ baseURL: server.base });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    clock?.remove();
  });

  test('shows a red overdue badge in the queue, and "Overdue only" keeps just the overdue reports', async ({
    browser,
  }) => {
    const types = (await (await api.get(`${API}/incident/types`)).json()).data as { id: number; name: string }[];
    const emergency = types.find((t) => t.name === 'Emergency')!.id;
    // An Emergency must be acknowledged within 15 minutes; 16 minutes later on the server's clock it is overdue.
    const late = (await fileAnonymously(api, emergency)).ticketId;
    const officer = await policeSession(api, DEMO_POLICE.abeokutaSouthOfficer);
    const offset = 16 * 60_000;
    clock.moveTo(offset);
    // The server reads the file again within moments: once it calls the report overdue, its clock has moved.
    await expect
      .poll(async () => {
        const res = await api.get(`${API}/police/incidents?q=${late}`, { headers: policeBearer(officer) });
        return (await res.json()).data.incidents.data[0]?.sla.overdue;
      })
      .toBe(true);
    // Filed at the moved time: 15 minutes left.
    const fresh = (await fileAnonymously(api, emergency)).ticketId;

    const deskContext = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } });
    const desk = await deskContext.newPage();
    // The browser's clock agrees with the server's: the badge counts from the page's own clock.
    await desk.clock.install({ time: Date.now() + offset });
    await openAsPolice(desk, officer, '/console');
    const lateRow = desk.getByTestId('queue-row').filter({ hasText: late });
    const freshRow = desk.getByTestId('queue-row').filter({ hasText: fresh });
    await expect(lateRow).toBeVisible(POLL);
    const badge = lateRow.getByTestId('sla-badge');
    await expect(badge).toHaveAttribute('data-sla-state', 'overdue');
    await expect(badge).toHaveText(/^Overdue by \d+ min to acknowledge$/);
    await expect(badge).toHaveClass(/bg-red-100/);
    await expect(freshRow.getByTestId('sla-badge')).toHaveAttribute('data-sla-state', 'running');

    await desk.getByRole('button', { name: /^Filters/ }).click();
    // The box shows the filter kept in the address, so a click rather than check().
    const overdueOnly = desk.getByLabel('Overdue only');
    await overdueOnly.click();
    await expect(overdueOnly).toBeChecked();
    await expect(desk).toHaveURL(/overdue=true/);
    await expect(lateRow).toBeVisible(POLL);
    await expect(freshRow).toHaveCount(0);
    for (const state of await desk
      .getByTestId('queue-row')
      .getByTestId('sla-badge')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-sla-state'))))
      expect(state).toBe('overdue');
    expect(await seriousViolations(desk)).toEqual([]);

    await overdueOnly.click();
    await expect(overdueOnly).not.toBeChecked();
    await expect(freshRow).toBeVisible(POLL);
    await deskContext.close();
  });
});
