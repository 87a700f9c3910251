/**
 * An administrator invites an officer through the console, the invitee opens the link mailed to them (real SMTP:
 * this spec starts its own built server with SMTP_URL pointing at a sink on loopback, and the demo police), sets
 * their name, phone and password at 360 px by keyboard, and logs in with the ordinary login.
 */
import { expect, test, type Page } from '../fixtures/test';
import { startSmtpSink, type SmtpSink } from '../../apps/api/test/smtp-sink';
import { DEMO_POLICE_PASSWORD } from '../../apps/api/src/db/seed/demo-police';
import { seriousViolations } from '../fixtures/axe';
import { uniqueEmail, uniquePhoneDigits } from '../fixtures/citizen';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';

const DEMO_ADMIN = 'admin@demo.safeogun.ng';
const PASSWORD = 'Ibara#Police7';

let smtp: SmtpSink;
let server: OwnServer;
let base: string;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startOwnServer(39, { SMTP_URL: smtp.url, SEED_DEMO: '1' });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('an administrator invites an officer; the invitee accepts through the mailed link, logs in and works a report', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('officer');

  // The administrator invites an officer of the Abeokuta South station.
  await logIn(page, DEMO_ADMIN, DEMO_POLICE_PASSWORD);
  await page.goto(`${base}/console/admin/invitations`);
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption({ label: 'Officer' });
  const station = page.getByRole('combobox', { name: 'Station' });
  await station.fill('Abeokuta South');
  await page
    .getByRole('option', { name: /Abeokuta South/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Officer');
  expect(await seriousViolations(page)).toEqual([]);

  // The invitee opens the mailed link on a phone and answers by keyboard.
  const link = await smtp.lastLink(email, '/console/accept-invitation', 15_000);
  expect(link.startsWith(`${base}/console/accept-invitation?token=`)).toBe(true);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const invitee = await phone.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Set up your police account' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expect(invitee.getByText(/as Officer \(Abeokuta South/)).toBeVisible();
  const width = await invitee.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(await seriousViolations(invitee)).toEqual([]);

  await invitee.getByLabel('Full name').focus();
  await invitee.keyboard.type('Folake Adeyemi');
  await invitee.keyboard.press('Tab');
  await invitee.keyboard.type(uniquePhoneDigits());
  await invitee.keyboard.press('Tab');
  await invitee.keyboard.type(PASSWORD);
  await expect(invitee.getByRole('list', { name: 'Password requirements' })).toContainText('(met)');
  await invitee.getByLabel('Confirm password', { exact: true }).focus();
  await invitee.keyboard.type(PASSWORD);
  await invitee.keyboard.press('Enter');
  await expect(invitee).toHaveURL(/\/login$/);
  await expect(invitee.getByRole('status').filter({ hasText: 'Your police account is ready' })).toBeVisible();

  // The ordinary login, with the email of the invitation and the password just set.
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(invitee.getByText('Login successful!')).toBeVisible();
  await expect(invitee).not.toHaveURL(/\/login$/);

  // The new officer lands on the console and works a report of their station at once.
  await expect(invitee).toHaveURL(/\/console$/);
  await invitee.getByRole('link', { name: /^OGP-/ }).first().click();
  await invitee.getByRole('button', { name: 'Acknowledge' }).click();
  await invitee
    .getByRole('dialog', { name: 'Acknowledge this report?' })
    .getByRole('button', { name: 'Acknowledge' })
    .click();
  await expect(invitee.getByLabel('Case actions').getByText(/^Acknowledged /)).toBeVisible();

  // The link is used up, and says so.
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
  await expect(invitee.getByText('This invitation has already been used.', { exact: false })).toBeVisible();

  // The administrator sees it accepted, makes the officer an area commander, then disables the account: the
  // invitee's open session ends on its next request.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Accepted');
  await page.goto(`${base}/console/admin/accounts`);
  await page.getByLabel('Search name or email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const account = page.getByRole('row').filter({ hasText: email });
  await expect(account).toContainText('Officer');
  expect(await seriousViolations(page)).toEqual([]);
  await account.getByRole('button', { name: 'Change the role of Folake Adeyemi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role and posting' });
  await dialog.getByLabel('Role').selectOption({ label: 'Area commander' });
  await dialog.getByRole('combobox', { name: 'Area Command' }).fill('Egba');
  await page.getByRole('option', { name: /Egba Area Command/ }).click();
  await dialog.getByRole('button', { name: 'Save role and posting' }).click();
  await expect(page.getByText('Police account updated.')).toBeVisible();
  await expect(account).toContainText('Area commander');
  await expect(account).toContainText('Egba Area Command (demo)');

  await account.getByRole('button', { name: 'Disable Folake Adeyemi' }).click();
  await page
    .getByRole('dialog', { name: 'Disable this account?' })
    .getByRole('button', { name: 'Disable account' })
    .click();
  await expect(account).toContainText('Disabled');
  await invitee.goto(`${base}/notifications`);
  await expect(invitee.getByText('Session expired. Please log in again.')).toBeVisible();
  await phone.close();
});
