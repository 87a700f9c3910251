/**
 * The case actions the main console journey does not take (issue 11): revealing a named reporter with a reason
 * (audited), the reporter panel of an identity-hidden report, hiding a report from the crime map and showing it
 * again, re-routing to another station of the Area Command, and escalating to State HQ, each confirmed in its dialog
 * and seen in the case history.
 */
import { expect, test, type Browser, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { createCitizen } from '../fixtures/citizen';
import { fileReport } from '../fixtures/reports';
import { DEMO_POLICE, openAsPolice, policeBearer, policeSession } from '../fixtures/police';

const API = '/api/v1';

async function openCase(
  browser: Browser,
  email: string,
  reportId: string,
  request: Parameters<typeof policeSession>[0],
) {
  const session = await policeSession(request, email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openAsPolice(page, session, `/console/incidents/${reportId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Theft' })).toBeVisible();
  return { page, context, session };
}

/** Opens an action's dialog, gives the reason, confirms with `confirm`, and waits for the dialog to close. */
async function act(page: Page, action: string, dialogName: string | RegExp, confirm: string, reason: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const history = (page: Page) => page.getByTestId('case-history');

test('an officer reveals a named reporter with a reason, audited; a hidden reporter cannot be revealed', async ({
  browser,
  request,
}) => {
  const citizen = await createCitizen(request, { fullName: 'Bola Reveal' });
  const named = await fileReport(request, citizen, `Generator stolen from the shop at Kuto (${Date.now()}).`);
  const { page, context } = await openCase(browser, DEMO_POLICE.abeokutaSouthOfficer, named.id, request);

  // The name is nowhere on the case until revealed.
  await expect(page.getByText('Bola Reveal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal reporter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reveal the reporter' });
  await dialog.getByRole('button', { name: 'Reveal contact details' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('To ask for the serial number of the generator.');
  await dialog.getByRole('button', { name: 'Reveal contact details' }).click();
  const revealed = dialog.getByTestId('revealed-reporter');
  await expect(revealed).toContainText('Bola Reveal');
  await expect(revealed).toContainText(citizen.phoneNumber);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const hq = await policeSession(request, DEMO_POLICE.hq);
  const audit = await request.get(`${API}/admin/audit?action=incident.reporter.revealed&targetId=${named.id}`, {
    headers: policeBearer(hq),
  });
  expect(audit.ok()).toBeTruthy();
  const rows = (await audit.json()).data.data as { details: { reason?: string } }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]?.details.reason).toBe('To ask for the serial number of the generator.');

  // A reporter who chose to be hidden: no button, the sentence says why.
  const hidden = await fileReport(request, citizen, `Phone snatched near Panseke market (${Date.now()}).`, {
    isIdentityHidden: true,
  });
  await page.goto(`/console/incidents/${hidden.id}`);
  await expect(page.getByTestId('reporter-not-revealable')).toHaveText(
    'The reporter chose not to be identified to the police, so their contact details cannot be shown.',
  );
  await expect(page.getByRole('button', { name: 'Reveal reporter' })).toHaveCount(0);
  await expect(page.getByText('Bola Reveal')).toHaveCount(0);
  await context.close();
});

test('hide from and show on the crime map, re-route within the command, escalate to State HQ', async ({
  browser,
  request,
}) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen, `Motorcycle stolen at Ibara roundabout (${Date.now()}).`);
  const { page, context } = await openCase(browser, DEMO_POLICE.egbaCommander, report.id, request);

  await act(page, 'Hide from map', 'Hide from the crime map', 'Hide from the map', 'The victim fears reprisal.');
  await expect(page.getByTestId('case-badges')).toContainText('Hidden from map');
  await expect(history(page)).toContainText('Hidden from the crime map');
  await act(page, 'Show on map', 'Show on the crime map', 'Show on the map', 'The suspect has been arrested.');
  await expect(page.getByTestId('case-badges')).not.toContainText('Hidden from map');
  await expect(history(page)).toContainText('Shown on the crime map');

  // Re-route: the commander picks another Egba station from the list.
  await page.getByRole('button', { name: 'Re-route', exact: true }).click();
  const reroute = page.getByRole('dialog', { name: 'Re-route to another station' });
  await reroute.getByRole('combobox', { name: /Station/ }).fill('Abeokuta North');
  await reroute.getByRole('option', { name: 'Abeokuta North Division (demo)' }).click();
  await reroute.getByLabel('Reason').fill('The motorcycle was seen at Lafenwa.');
  await reroute.getByRole('button', { name: 'Re-route', exact: true }).click();
  await expect(reroute).toBeHidden();
  await expect(history(page)).toContainText('Re-routed to Abeokuta North Division (demo)');

  // Escalate: State HQ, confirmed; then the button says it is done.
  await page.getByRole('button', { name: 'Escalate', exact: true }).click();
  const escalate = page.getByRole('dialog', { name: 'Escalate' });
  await escalate.getByRole('radio', { name: /State HQ/ }).check();
  await escalate.getByLabel('Reason').fill('Part of a ring operating across commands.');
  expect(await seriousViolations(page)).toEqual([]);
  await escalate.getByRole('button', { name: 'Escalate', exact: true }).click();
  await expect(escalate).toBeHidden();
  await expect(history(page)).toContainText('Escalated to State HQ');
  await expect(page.getByRole('button', { name: 'Escalate', exact: true })).toBeDisabled();

  // The queue agrees: the report is now with the Abeokuta North station.
  const hq = await policeSession(request, DEMO_POLICE.hq);
  const queue = await request.get(`${API}/police/incidents?status=all&q=${report.ticketId}`, {
    headers: policeBearer(hq),
  });
  const rows = (await queue.json()).data.incidents.data as { station: { formation: string } | null }[];
  expect(rows.map((r) => r.station?.formation)).toEqual(['Abeokuta North Division (demo)']);
  await context.close();
});
