/**
 * Response-time targets (issue 12), end to end in Chromium: an administrator changes the targets of Police
 * Misconduct in the console (a refusal first, under its box), a report of that type is filed, and the station's
 * officer sees its time left to acknowledge in the queue (table, and cards at 360 px) and both targets on the case;
 * acknowledging meets the first target, putting it on hold stops the clock. The targets are put back afterwards.
 * Overdue reports and their escalation are proved with a clock moved by hand in the API tests
 * (apps/api/src/modules/casework/escalation*.test.ts): here no test waits for a real deadline.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { abeokutaSouth } from '../fixtures/places';
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
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Setup' }).click();
    await page
      .getByRole('navigation', { name: 'Reference data' })
      .getByRole('link', { name: 'Response-time targets' })
      .click();
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
