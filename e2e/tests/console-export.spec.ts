/**
 * An officer saves the queue as a CSV file: the filters on screen, every page, no reporter details; State HQ then
 * finds the export in the audit log.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { createCitizen } from '../fixtures/citizen';
import { DEMO_POLICE, openAsPolice, policeSession } from '../fixtures/police';
import { fileReport } from '../fixtures/reports';

test('the queue exported as CSV: the filters on screen, no reporter, audited', async ({ browser, page, request }) => {
  const citizen = await createCitizen(request, { fullName: 'Bisi Export-Check' });
  const report = await fileReport(request, citizen, `Phone snatched at Kuto garage (${Date.now()}).`);
  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);

  await openAsPolice(page, officer, `/console?status=new&q=${report.ticketId}`);
  await expect(page.getByTestId('queue-row').filter({ hasText: report.ticketId })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^safeogun-reports-\d{8}-\d{4}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'Ticket ID,Incident type,Status,Channel,LGA,Station,Area Command,Received,Acknowledged,Acknowledge by,' +
      'Resolve by,Resolved,Overdue,Escalated to,Reporter,Evidence files',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`${report.ticketId},Theft,New,web,Abeokuta South,`);
  expect(rows[0]).toContain('Named (reveal in the console)');
  expect(csv).not.toContain('Bisi');
  expect(csv).not.toContain(citizen.email);
  await expect(page.getByText(/Export saved/)).toBeVisible();

  const hq = await policeSession(request, DEMO_POLICE.hq);
  const hqPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await openAsPolice(hqPage, hq, '/console/audit?action=incident.queue.exported');
  const entry = hqPage.getByTestId('audit-row').first();
  await expect(entry).toContainText('Reports exported (CSV)');
  await expect(entry).toContainText(officer.user.fullName!);
  await hqPage.context().close();
});
