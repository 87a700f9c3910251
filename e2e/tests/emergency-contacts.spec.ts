/**
 * Emergency contacts end to end (issue 6): the call page's empty, loading, error and list states; the contacts
 * page adding three, editing, deleting, cancelling, and the section 5 validation messages.
 */
import { expect, test, type Page } from '../fixtures/test';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';

const API = '/api/v1';

async function fillRow(page: Page, index: number, name: string, phone: string, relationship: string) {
  const row = page.getByTestId('contact-row').nth(index);
  await row.getByLabel('Full name').fill(name);
  await row.getByLabel('Phone number').fill(phone);
  await row.getByLabel('Relationship').selectOption(relationship);
}

test('call page: empty state, then loading, error with Try Again, and the list with call buttons', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen);
  await page.goto('/call-emergency-contact');
  await expect(page.getByText('No emergency contacts')).toBeVisible();
  await expect(page.getByText("You haven't added any emergency contacts yet.")).toBeVisible();

  for (const [fullName, phoneNumber, relationship] of [
    ['Funmi Mother', '8031112222', 'Mother'],
    ['Dapo Uncle', '9053334444', 'Uncle'],
  ]) {
    const res = await request.post(`${API}/user/emergencyContact/`, {
      headers: bearer(citizen),
      data: { fullName, phoneNumber, relationship },
    });
    expect(res.status()).toBe(201);
  }

  // Error, then Try Again.
  await page.route('**/api/v1/user/emergencyContact/all', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }),
  );
  await page.reload();
  await expect(page.getByText('Failed to load contacts')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/v1/user/emergencyContact/all');

  // Loading while the answer is slow.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/user/emergencyContact/all', async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Loading emergency contacts...').first()).toBeVisible();
  release();

  const items = page.getByTestId('call-contact');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Funmi Mother');
  await expect(items.nth(0)).toContainText('Mother');
  await expect(items.nth(0)).toContainText('+2348031112222');
  await expect(items.nth(0).getByRole('link', { name: 'Call Funmi Mother' })).toHaveAttribute(
    'href',
    'tel:+2348031112222',
  );
  await expect(items.nth(1).getByRole('link', { name: 'Call Dapo Uncle' })).toHaveAttribute(
    'href',
    'tel:+2349053334444',
  );
});

test('contacts page: validation, add three, cancel, edit, delete', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await signIn(page, citizen);
  await page.goto('/emergency-contact');
  await expect(page.getByText('Update your emergency contacts here.')).toBeVisible();
  const rows = page.getByTestId('contact-row');
  await expect(rows).toHaveCount(1);
  // One row: no remove button and no Complete/Incomplete badge.
  await expect(page.getByRole('button', { name: /Remove contact/ })).toHaveCount(0);
  await expect(rows.first().getByText('Incomplete')).toHaveCount(0);

  // Nothing complete: the page-level message and the field messages.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Please fill in at least one complete emergency contact with valid information.'),
  ).toBeVisible();
  await rows.first().getByLabel('Phone number').fill('803-12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(rows.first().getByText('Full name is required')).toBeVisible();
  await expect(rows.first().getByText('Please enter exactly 10 digits')).toBeVisible();
  await expect(rows.first().getByText('Please select a relationship')).toBeVisible();
  await rows.first().getByLabel('Phone number').fill('');
  await rows.first().getByLabel('Full name').fill('x');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(rows.first().getByText('Phone number is required')).toBeVisible();

  // The phone field keeps digits only, at most 10.
  await rows.first().getByLabel('Phone number').fill('(803) 123-4567 99');
  await expect(rows.first().getByLabel('Phone number')).toHaveValue('8031234567');

  // Three contacts, one row at a time.
  await fillRow(page, 0, '  Bola Sister  ', '8031234567', 'Sister');
  await page.getByRole('button', { name: 'Add more contacts' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByText('Complete', { exact: true })).toBeVisible();
  await expect(rows.nth(1).getByText('Incomplete')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove contact/ })).toHaveCount(2);
  await fillRow(page, 1, 'Tunde Husband', '9012345678', 'Husband');
  await page.getByRole('button', { name: 'Add more contacts' }).click();
  await fillRow(page, 2, 'Kemi Friend', '7012345678', 'Friend');
  // A fourth row left incomplete is not saved.
  await page.getByRole('button', { name: 'Add more contacts' }).click();
  await rows.nth(3).getByLabel('Full name').fill('Half done');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Emergency contact added successfully!')).toBeVisible();
  await expect(rows).toHaveCount(3);

  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByLabel('Full name')).toHaveValue('Bola Sister');
  await expect(rows.nth(1).getByLabel('Relationship')).toHaveValue('Husband');
  let saved = await (await request.get(`${API}/user/emergencyContact/all`, { headers: bearer(citizen) })).json();
  expect(saved.data.emergencyContacts.map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual([
    '+2348031234567',
    '+2349012345678',
    '+2347012345678',
  ]);

  // Cancel restores what is saved.
  await rows.nth(0).getByLabel('Full name').fill('Changed name');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Changes cancelled')).toBeVisible();
  await expect(rows.nth(0).getByLabel('Full name')).toHaveValue('Bola Sister');

  // Edit one.
  await rows.nth(1).getByLabel('Full name').fill('Tunde A. Husband');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Emergency contact updated successfully!')).toBeVisible();
  await expect(rows.nth(1).getByLabel('Full name')).toHaveValue('Tunde A. Husband');

  // Delete one.
  await page.getByRole('button', { name: 'Remove contact 3' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Emergency contact deleted successfully!')).toBeVisible();
  saved = await (await request.get(`${API}/user/emergencyContact/all`, { headers: bearer(citizen) })).json();
  expect(saved.data.emergencyContacts.map((c: { fullName: string }) => c.fullName)).toEqual([
    'Bola Sister',
    'Tunde A. Husband',
  ]);

  // The call page lists them.
  await page.goto('/call-emergency-contact');
  await expect(page.getByTestId('call-contact')).toHaveCount(2);
});

test('settings: list, add several in one session, edit one, delete', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await request.post(`${API}/user/emergencyContact/`, {
    headers: bearer(citizen),
    data: { fullName: 'Existing Guardian', phoneNumber: '8050000000', relationship: 'Guardian' },
  });
  await signIn(page, citizen);
  await page.goto('/profile?tab=emergency-contact');
  const section = page.locator('section[aria-labelledby="settings-emergency-contacts-title"]');
  await expect(section.getByTestId('settings-contact')).toHaveCount(1);
  await expect(section.getByText('Existing Guardian')).toBeVisible();

  // Two new contacts in one go; an incomplete one is refused with the settings message.
  await section.getByRole('button', { name: 'Add contact' }).click();
  const fresh = section.getByTestId('settings-new-contact');
  await fresh.nth(0).getByLabel('Full name').fill('New Niece');
  await section.getByRole('button', { name: 'Save contacts' }).click();
  await expect(page.getByText('Please fill in all required fields with valid information.')).toBeVisible();
  await fresh.nth(0).getByLabel('Phone number').fill('8060000001');
  await fresh.nth(0).getByLabel('Relationship').selectOption('Niece');
  await section.getByRole('button', { name: 'Add another' }).click();
  await fresh.nth(1).getByLabel('Full name').fill('New Nephew');
  await fresh.nth(1).getByLabel('Phone number').fill('8060000002');
  await fresh.nth(1).getByLabel('Relationship').selectOption('Nephew');
  await section.getByRole('button', { name: 'Save contacts' }).click();
  await expect(page.getByText('Emergency contact added successfully!')).toBeVisible();
  await expect(section.getByTestId('settings-contact')).toHaveCount(3);

  // Edit one.
  await section.getByRole('button', { name: 'Edit New Niece' }).click();
  const edit = section.getByTestId('settings-contact-edit');
  await edit.getByLabel('Full name').fill('Renamed Niece');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Emergency contact updated successfully!')).toBeVisible();
  await expect(section.getByText('Renamed Niece')).toBeVisible();

  // Delete one (after the confirmation).
  page.once('dialog', (d) => void d.accept());
  await section.getByRole('button', { name: 'Delete Existing Guardian' }).click();
  await expect(page.getByText('Emergency contact deleted successfully!')).toBeVisible();
  await expect(section.getByTestId('settings-contact')).toHaveCount(2);
  await expect(section.getByText('Existing Guardian')).toHaveCount(0);
});
