/**
 * A list shown from the copy saved on the device (issue 16, components/saved-notice.tsx) while a slow network brings
 * the fresh one: marked "Saved ... ago" from its first render, "Updated ... ago" once the answer is in, and the list
 * does not move on the screen meanwhile (issue 17: no layout shift).
 */
import { expect, test } from '../fixtures/test';
import { createCitizen, signIn } from '../fixtures/citizen';
import { fileReport } from '../fixtures/reports';

test('a returning citizen on a slow network sees their saved reports marked, then updated, and nothing moves', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  const report = await fileReport(request, citizen, 'A phone was snatched at the Kuto bus stop this morning.');
  await signIn(page, citizen, '/reports');
  const reportLink = page.getByRole('link', { name: new RegExp(report.ticketId) });
  await expect(reportLink).toBeVisible();
  // Saved on this device for offline reading.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('safeogun:saved-queries'))).toBe('1');

  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let answerList!: () => void;
  const answered = new Promise<void>((resolve) => (answerList = resolve));
  await page.route(/\/api\/v1\/incident\/all/, async (route) => {
    await answered;
    await route.continue();
  });

  await page.goto('/reports');
  const notice = page.getByTestId('saved-notice');
  await expect(notice).toContainText(/Saved (just now|\d+ minutes? ago)/);
  await expect(reportLink).toBeVisible();
  answerList();
  await expect(notice).toContainText('Updated just now');
  await expect(reportLink).toBeVisible();
  // The notice neither came after the list nor went before it: the list did not move down and back up.
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});
