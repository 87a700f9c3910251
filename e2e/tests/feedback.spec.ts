import { expect, test, type Page } from '../fixtures/test';
import { createCitizen, signIn } from '../fixtures/citizen';
import { seriousViolations } from '../fixtures/axe';
import { adminToken } from '../fixtures/admin';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('feedback to a station with a rating and to an officer, both in history with their popups', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  const stations = (await (await request.get('/api/v1/feedback/stations')).json()).data as { formation: string }[];
  const station = stations.find((s) => s.formation.startsWith('Abeokuta South')) ?? stations[0]!;

  await signIn(page, citizen, '/feedback');
  await expect(page.getByRole('tab', { name: 'Give Feedback' })).toHaveAttribute('aria-selected', 'true');

  // Nothing filled in: the general message.
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Please complete all required fields')).toBeVisible();

  // A compliment to a station: the station is required, then the rating.
  await page.getByLabel('Feedback type').selectOption({ label: 'Compliment' });
  await page.getByLabel('Comment').fill('The desk officer took my statement quickly and kindly.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Please select a station')).toBeVisible();
  await page.getByRole('combobox', { name: 'Station' }).fill(station.formation.slice(0, 10));
  await page.getByRole('option', { name: station.formation }).click();
  await expect(page.getByRole('combobox', { name: 'Station' })).toHaveValue(station.formation);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Please complete all required fields including the rating')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByRole('button', { name: 'Submit Feedback' }).click();

  const dialog = page.getByRole('dialog', { name: 'Feedback submitted successfully' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  // The form is reset.
  await expect(page.getByLabel('Feedback type')).toHaveValue('');
  await expect(page.getByLabel('Comment')).toHaveValue('');

  // A suggestion to an officer: no stars for this type; the officer name is required.
  await page.getByLabel('Feedback type').selectOption({ label: 'Suggestion' });
  await expect(page.getByRole('radiogroup', { name: 'Rating' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Officer' }).check();
  await page.getByLabel('Comment').fill('Please add evening patrols on Ibara road.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Please enter the officer name')).toBeVisible();
  await page.getByLabel('Officer name').fill('Sgt. Bello Musa');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();

  // History: newest first, type and date, each opening its popup.
  await page.getByRole('tab', { name: 'Feedback History' }).click();
  const rows = page.getByRole('list', { name: 'Feedback history' }).getByRole('button');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Suggestion');
  await expect(rows.nth(1)).toContainText('Compliment');
  await expect(rows.nth(0)).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

  await rows.nth(1).click();
  const details = page.getByRole('dialog', { name: 'Feedback details' });
  await expect(details).toContainText('Compliment');
  await expect(details).toContainText('Station');
  await expect(details).toContainText(station.formation);
  await expect(details.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(details).toContainText('The desk officer took my statement quickly and kindly.');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await rows.nth(0).click();
  await expect(details).toContainText('Officer');
  await expect(details).toContainText('Sgt. Bello Musa');
  await expect(details).toContainText('Please add evening patrols on Ibara road.');
  await expect(details.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(0);
});

test('the feedback tabs have no serious accessibility violations', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/feedback');
  await page.getByLabel('Feedback type').selectOption({ label: 'Complaint' });
  await expect(page.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Feedback History' }).click();
  await expect(page.getByText("You haven't given any feedback yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a police reply shows in the citizen's feedback history", async ({ page, request }) => {
  const citizen = await createCitizen(request);
  const types = (await (await request.get('/api/v1/feedback/types')).json()).data as { id: number; name: string }[];
  const sent = await request.post('/api/v1/feedback/create', {
    headers: { Authorization: `Bearer ${citizen.token}` },
    data: {
      feedbackTypeId: types.find((t) => t.name === 'Suggestion')!.id,
      feedbackRecipient: 'Officer',
      officerName: 'Insp. Ojo',
      comment: 'Please patrol the motor park after 9 pm.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const replied = await request.post(`/api/v1/police/feedback/${(await sent.json()).data.id}/reply`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reply: 'Night patrols start at the motor park this week.' },
  });
  expect(replied.status(), await replied.text()).toBe(200);

  await signIn(page, citizen, '/feedback?tab=history');
  const row = page.getByRole('list', { name: 'Feedback history' }).getByRole('button');
  await expect(row).toContainText('Police replied');
  await row.click();
  const details = page.getByRole('dialog', { name: 'Feedback details' });
  await expect(details).toContainText(/Reply from the police, [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(details).toContainText('Night patrols start at the motor park this week.');
});
