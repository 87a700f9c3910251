/**
 * USSD and SMS (issue 15), end to end in Chromium: an administrator opens the simulator, files a report on the
 * phone-shaped USSD screen as a caller with no account, and the Abeokuta South officer finds it in the queue with
 * channel USSD; the SMS thread answers HELP. At 360 px, with axe.
 */
import { expect, test } from '../fixtures/test';
import { CASEWORK_MESSAGES } from '@safeogun/contract/casework';
import { seriousViolations } from '../fixtures/axe';
import { DEMO_POLICE, openAsPolice, policeSession } from '../fixtures/police';

test('a report filed on the simulated USSD phone reaches the officer, and SMS answers HELP', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const admin = await policeSession(request, DEMO_POLICE.admin);
  await openAsPolice(page, admin, '/console/channels');
  await expect(page.getByRole('heading', { name: 'USSD and SMS', level: 1 })).toBeVisible();
  await expect(page.getByText(/\/api\/v1\/channels\/ussd\?secret=/)).toBeVisible();
  const caller = `+23480${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Phone number of the simulated caller').fill(caller);

  const screen = page.getByTestId('ussd-screen');
  await page.getByRole('button', { name: /^Dial/ }).click();
  await expect(screen).toContainText('1 Report an incident');
  const description = `Simulator: motorcycle taken at Kuto (${Date.now()})`;
  for (const [answer, next] of [
    ['1', 'Incident type:'],
    ['1', 'LGA?'],
    ['abeokuta s', 'What happened?'],
    [description, 'Hide your number'],
    ['1', 'Send report?'],
  ]) {
    await page.getByLabel('Your answer').fill(answer!);
    await page.getByRole('button', { name: 'Send', exact: true }).first().click();
    await expect(screen).toContainText(next!);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Your answer').fill('1');
  await page.getByRole('button', { name: 'Send', exact: true }).first().click();
  await expect(screen).toContainText(/Report sent\. Tracking ID: OGP-[0-9A-Z]{10}/);
  const ticketId = /OGP-[0-9A-Z]{10}/.exec((await screen.textContent())!)![0];
  await expect(page.getByRole('button', { name: 'Dial again' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Text message' }).fill('help');
  await page.getByRole('button', { name: 'Send', exact: true }).last().click();
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(
    'SafeOgun Police: REPORT type LGA what happened',
    { timeout: 15_000 },
  );
  expect(await seriousViolations(page)).toEqual([]);

  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  await openAsPolice(page, officer, '/console?channel=ussd');
  await expect(page.getByText(ticketId).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  // The number is never shown: the case says what it is kept for.
  await page.getByText(ticketId).filter({ visible: true }).first().click();
  await expect(page.getByTestId('reporter-not-revealable').filter({ visible: true }).first()).toHaveText(
    CASEWORK_MESSAGES.reporterAnonymousByPhone,
  );
  await expect(page.getByText(caller.slice(-10))).toHaveCount(0);
});
