/**
 * The police console (issue 11), end to end in Chromium with two browser contexts: a citizen reports in Abeokuta
 * South; the demo officer of that LGA's station sees it arrive in the New tab without reloading, opens it,
 * acknowledges it, moves it to in progress and to resolved with notes, while the citizen's bell and report page show
 * each step live; the citizen reviews the case and the officer replies. The Ijebu Ode officer (another Area Command)
 * gets 404 for the report and never sees it in the queue. Then the console with the keyboard alone, the version
 * conflict of two officers on one case, the guards, and the audit screen.
 */
import { expect, test, type Browser, type Locator, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { createCitizen, signIn } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { fileReport } from '../fixtures/reports';
import {
  DEMO_POLICE,
  logInToConsole,
  openAsPolice,
  policeBearer,
  policeSession,
  type PoliceSession,
} from '../fixtures/police';

const API = '/api/v1';
/** The queue asks every 12 s and an open case every 20 s: a little more than one round. */
const POLL = { timeout: 30_000 };

/** A small PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function pickOption(page: Page, inputLabel: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: inputLabel }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The dialog an action opens, and its confirming button. */
function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

async function changeStatus(officer: Page, status: string, note: string) {
  await officer.getByRole('button', { name: 'Change status' }).click();
  const form = dialog(officer, 'Change status');
  await form.getByLabel('New status').selectOption({ label: status });
  await form.getByLabel('Note to the reporter').fill(note);
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(form).toBeHidden();
  await expect(officer.getByTestId('case-badges').getByText(status, { exact: true })).toBeVisible();
}

async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return { context, page: await context.newPage() };
}

test('a citizen report is worked in the console, each step live on both sides; another command never sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const citizen = await createCitizen(request, { fullName: 'Kemi Ogunleye' });
  const officerSide = await newContext(browser);
  const citizenSide = await newContext(browser, { permissions: ['geolocation'], geolocation: abeokutaSouth() });
  const officer = officerSide.page;
  const reporter = citizenSide.page;

  // The officer has the queue open before the report exists.
  await logInToConsole(officer, DEMO_POLICE.abeokutaSouthOfficer);
  await expect(officer.getByTestId('console-identity').first()).toContainText('Abeokuta South Division (demo)');
  await expect(officer.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  await expect(officer.getByTestId('tab-count-new')).toHaveText(/^\d+$/);
  await officer.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  expect(await seriousViolations(officer)).toEqual([]);

  // The citizen reports through the form.
  await signIn(reporter, citizen, '/report-incident');
  await expect(reporter.getByLabel(/^Address/)).toHaveValue(/Abeokuta South/);
  await pickOption(reporter, 'Nearest Police Station', 'Abeokuta South Division (demo)');
  await pickOption(reporter, /Incident Type/, 'Theft');
  const description = `Phone snatched at Kuto market bus stop (${Date.now()}).`;
  await reporter.getByLabel(/Description/).fill(description);
  await reporter.getByLabel('Upload Media').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: PNG });
  await reporter.getByRole('button', { name: 'Submit' }).click();
  const submitted = reporter.getByRole('dialog', { name: 'Report submitted successfully' });
  const ticketId = (await submitted.getByTestId('ticket-id').textContent())!.trim();
  await submitted.getByRole('button', { name: 'Redirect to Dashboard' }).click();
  await reporter
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(reporter).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  const reportId = reporter.url().split('/').pop()!;
  await expect(reporter.getByText(`Ticket ID ${ticketId}`)).toBeVisible();
  const bell = reporter.getByTestId('notification-count');
  await expect(bell).toHaveCount(0);

  // It arrives in the officer's New tab without a reload, and the arrival is said politely.
  const row = officer.getByRole('link', { name: ticketId });
  await expect(row).toBeVisible(POLL);
  await expect(officer.getByTestId('queue-announcer')).toHaveText(/new reports? arrived/);
  expect(await officer.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The case: the facts, the evidence and its hash, the place.
  await row.click();
  await expect(officer).toHaveURL(new RegExp(`/console/incidents/${reportId}$`));
  await expect(officer.getByRole('heading', { level: 1, name: 'Theft' })).toBeVisible();
  await expect(officer.getByText(description)).toBeVisible();
  await expect(officer.getByTestId('evidence-sha')).toHaveText(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
  await expect(officer.getByRole('img', { name: /Map of Abeokuta South/ })).toBeVisible();
  expect(await seriousViolations(officer)).toEqual([]);

  // Acknowledge: the citizen's bell and report page say so at once.
  await officer.getByRole('button', { name: 'Acknowledge' }).click();
  const confirm = dialog(officer, 'Acknowledge this report?');
  expect(await seriousViolations(officer)).toEqual([]);
  await confirm.getByRole('button', { name: 'Acknowledge' }).click();
  // Within its 4-hour target (response-time targets, issue 12).
  await expect(officer.getByTestId('sla-acknowledge')).toContainText('Acknowledged in time');
  await expect(bell).toHaveText('1');
  await expect(reporter.getByText('Your report has been received by Abeokuta South Division (demo).')).toBeVisible();

  await changeStatus(officer, 'In Progress', 'Officers are on their way to Kuto market.');
  await expect(bell).toHaveText('2');
  await expect(reporter.getByText('Officers are on their way to Kuto market.')).toBeVisible();

  await changeStatus(officer, 'Resolved', 'Two suspects arrested; your phone has been recovered.');
  await expect(bell).toHaveText('3');
  await expect(reporter.getByText('Two suspects arrested; your phone has been recovered.')).toBeVisible();
  const history = officer.getByTestId('history-entry');
  await expect(history.first()).toContainText('Status changed to Resolved');
  await expect(history.first()).toContainText('Reporter sees this');

  // The citizen reviews the case; the officer's open case shows it and the reply goes back live.
  await reporter.getByRole('button', { name: 'Leave a Review' }).click();
  const review = reporter.getByRole('dialog', { name: 'Rate Your Case' });
  await review.getByLabel('4 stars').check({ force: true });
  await review.getByLabel('Comments').fill('Quick and polite response.');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reporter.getByRole('heading', { name: 'Your review' })).toBeVisible();

  await expect(officer.getByTestId('case-review')).toContainText('Quick and polite response.', POLL);
  await officer.getByRole('button', { name: 'Reply to review' }).click();
  const reply = dialog(officer, 'Reply to the review');
  await reply.getByLabel('Your reply').fill('Thank you. Collect your phone at the station front desk.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(officer.getByTestId('case-review')).toContainText('Collect your phone at the station front desk.');
  await expect(bell).toHaveText('4');
  await expect(reporter.getByText('Reply from the police')).toBeVisible();
  await expect(reporter.getByText('Thank you. Collect your phone at the station front desk.')).toBeVisible();

  // Another Area Command: 404 from the API, and nowhere in its queue.
  const ijebu = await policeSession(request, DEMO_POLICE.ijebuOdeOfficer);
  const outOfReach = await request.get(`${API}/police/incidents/${reportId}`, { headers: policeBearer(ijebu) });
  expect(outOfReach.status()).toBe(404);
  const search = await request.get(`${API}/police/incidents?status=all&q=${ticketId}`, {
    headers: policeBearer(ijebu),
  });
  expect((await search.json()).data.incidents.data).toEqual([]);
  const other = await newContext(browser);
  await openAsPolice(other.page, ijebu, `/console?status=all&q=${ticketId}`);
  await expect(other.page.getByText('No reports match these filters.')).toBeVisible();
  await expect(other.page.getByRole('link', { name: ticketId })).toHaveCount(0);
  await other.page.goto(`/console/incidents/${reportId}`);
  await expect(other.page.getByRole('heading', { name: 'Report not found' })).toBeVisible();

  await Promise.all([officerSide.context.close(), citizenSide.context.close(), other.context.close()]);
});

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the queue and a case worked with the keyboard alone', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen, `Generator stolen from the shop at Sapon (${Date.now()}).`);
  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  await openAsPolice(page, officer, '/console');

  // Search by ticket, then Tab to the row's link and open it with Enter.
  const searchBox = page.getByLabel('Search by ticket ID or description');
  await tabTo(page, searchBox);
  await page.keyboard.type(report.ticketId);
  await expect(page).toHaveURL(new RegExp(`q=${report.ticketId}`));
  await expect(page.getByTestId('queue-row')).toHaveCount(1);
  const link = page.getByRole('link', { name: report.ticketId });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/console/incidents/${report.id}$`));

  // An internal note: Enter opens the dialog, typing fills it, Enter sends; focus comes back to the button.
  const noteButton = page.getByRole('button', { name: 'Internal note' });
  await tabTo(page, noteButton);
  await page.keyboard.press('Enter');
  const note = dialog(page, 'Internal note');
  await expect(note).toBeVisible();
  await tabTo(page, note.getByLabel('Internal note'));
  await page.keyboard.type('Shop owner says the night guard saw a blue van.');
  await tabTo(page, note.getByRole('button', { name: 'Add note' }));
  await page.keyboard.press('Enter');
  await expect(note).toBeHidden();
  await expect(noteButton).toBeFocused();
  await expect(page.getByTestId('history-entry').first()).toContainText('Internal note');
  await expect(page.getByTestId('history-entry').first()).toContainText('Internal');

  // Escape closes a dialog without doing anything.
  const escalate = page.getByRole('button', { name: 'Escalate' });
  await tabTo(page, escalate);
  await page.keyboard.press('Enter');
  await expect(dialog(page, 'Escalate')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Escalate')).toBeHidden();
  await expect(escalate).toBeFocused();

  // A status change: the first allowed status is chosen; the note is typed; Enter sends.
  await tabTo(page, page.getByRole('button', { name: 'Change status' }), { back: true });
  await page.keyboard.press('Enter');
  const status = dialog(page, 'Change status');
  await tabTo(page, status.getByLabel('Note to the reporter'));
  await page.keyboard.type('An officer has been assigned to your case.');
  await tabTo(page, status.getByRole('button', { name: 'Change status' }));
  await page.keyboard.press('Enter');
  await expect(status).toBeHidden();
  await expect(page.getByTestId('case-badges').getByText('In Progress', { exact: true })).toBeVisible();

  // Back to the queue (its search kept), then the tabs with the arrow keys.
  await tabTo(page, page.getByRole('link', { name: 'Back to the queue' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/console\\?q=${report.ticketId}$`));
  const newTab = page.getByRole('tab', { name: /^New/ });
  await tabTo(page, newTab);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^In Progress/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/status=in-progress/);
  await expect(page.getByRole('link', { name: report.ticketId })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('two officers on one case: the second is told it changed, sees it reloaded and keeps what they typed', async ({
  browser,
  request,
}) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen, `Car radio stolen at Ibara (${Date.now()}).`);
  const first = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  const second = await policeSession(request, DEMO_POLICE.egbaCommander);
  const a = await newContext(browser);
  const b = await newContext(browser, { viewport: { width: 360, height: 740 } });
  await openAsPolice(a.page, first, `/console/incidents/${report.id}`);
  await openAsPolice(b.page, second, `/console/incidents/${report.id}`);
  await expect(b.page.getByRole('heading', { level: 1, name: 'Theft' })).toBeVisible();

  // The commander starts typing; meanwhile the officer moves the report on.
  await b.page.getByRole('button', { name: 'Change status' }).click();
  const form = dialog(b.page, 'Change status');
  await form.getByLabel('Note to the reporter').fill('Area command is following this up.');
  await changeStatus(a.page, 'In Progress', 'Officers visited the car park.');

  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(form.getByRole('alert')).toContainText('This report changed since you opened it.');
  await expect(form.getByRole('alert')).toContainText('It is now In Progress.');
  await expect(form.getByLabel('Note to the reporter')).toHaveValue('Area command is following this up.');
  // The reloaded case offers what In Progress may become.
  await expect(form.getByLabel('New status')).toHaveValue('on-hold');
  expect(await seriousViolations(b.page)).toEqual([]);
  await form.getByRole('button', { name: 'Change status again' }).click();
  await expect(form).toBeHidden();
  await expect(b.page.getByTestId('case-badges').getByText('On Hold', { exact: true })).toBeVisible();
  await Promise.all([a.context.close(), b.context.close()]);
});

test('guards: signed out to the login and back, a citizen gets not-found, police land on the console', async ({
  page,
  request,
}) => {
  await page.goto('/console/login');
  await expect(page).toHaveURL(/\/login\?next=%2Fconsole$/);
  await page.goto('/console/audit?action=incident.status.changed');
  await expect(page).toHaveURL(/\/login\?next=%2Fconsole%2Faudit%3Faction%3Dincident.status.changed$/);
  await page.getByLabel('Email').fill(DEMO_POLICE.hq);
  await page.getByLabel('Password', { exact: true }).fill('SafeOgun-Demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/audit\?action=incident.status.changed$/);
  await expect(page.getByTestId('chain-status')).toHaveText(/^Chain intact: \d+ entr(y|ies) checked$/);
  await expect(page.getByLabel('Action')).toHaveValue('incident.status.changed');
  await expect(page.getByRole('navigation', { name: 'Console' }).first().getByRole('link')).toHaveText([
    'Queue',
    'SOS board',
    'Feedback',
    'Community',
    'Audit log',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // Signing out goes to the login page as it is.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // An officer has no audit log; a citizen has no console.
  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  const officerPage = await page.context().browser()!.newPage();
  await openAsPolice(officerPage, officer, '/console/audit');
  await expect(officerPage.getByText('This console page does not exist, or your role does not open it.')).toBeVisible();
  await expect(officerPage.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  // Nor the community pages: alerts and polls are published by commanders and administrators.
  await expect(officerPage.getByRole('link', { name: 'Community' })).toHaveCount(0);
  await officerPage.close();

  const citizen = await createCitizen(request);
  const citizenPage = await page.context().browser()!.newPage();
  await signIn(citizenPage, citizen, '/console');
  await expect(citizenPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(citizenPage.getByRole('link', { name: 'SafeOgun home' })).toBeVisible();
  await citizenPage.close();
});

/** An administrator's navigation has one more link, Administration, to the administrators' pages. */
test('the audit log as State HQ: filters in the address bar, the chain status', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen, `Bag snatched near Lafenwa (${Date.now()}).`);
  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  const moved = await request.patch(`${API}/police/incidents/${report.id}/status`, {
    headers: policeBearer(officer),
    data: { version: 0, status: 'in-progress', note: 'On it.' },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();

  const admin: PoliceSession = await policeSession(request, DEMO_POLICE.admin);
  await openAsPolice(page, admin, '/console/audit');
  await expect(page.getByRole('navigation', { name: 'Console' }).first().getByRole('link')).toHaveText([
    'Queue',
    'SOS board',
    'Feedback',
    'Community',
    'Audit log',
    'Administration',
  ]);
  await expect(page.getByTestId('chain-status')).toHaveText(/^Chain intact: \d+ entr(y|ies) checked$/);
  const officerName = officer.user.fullName!;
  await page.getByLabel('Action').selectOption({ label: 'Status changed' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=incident.status.changed/);
  // Each entry says who (by name, and the role they held), what in words, and which report by its ticket.
  const row = page.getByTestId('audit-row').filter({ hasText: report.ticketId });
  await expect(row).toContainText('Status changed');
  await expect(row).toContainText('incident.status.changed');
  await expect(row).toContainText(officerName);
  await expect(row).toContainText('Officer');
  await page.getByLabel('Who (name, email or account id)').fill(officerName.split(' ')[1]!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/actor=/);
  await expect(page.getByTestId('audit-row').first()).toContainText(officerName);
  await expect(page.getByTestId('audit-row').filter({ hasNotText: officerName })).toHaveCount(0);
  await page.getByLabel('Who (name, email or account id)').fill('x');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Who must be at least 2 characters')).toBeVisible();
  await row.getByRole('link', { name: report.ticketId }).click();
  await expect(page).toHaveURL(new RegExp(`/console/incidents/${report.id}$`));
});
