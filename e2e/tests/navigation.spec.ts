import { expect, test } from '../fixtures/test';
import { createCitizen, signIn, signInThroughUi } from '../fixtures/citizen';

test('signed in at desktop width: the navigation of section 2 with the avatar letter of the real user', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request, { fullName: 'zainab Bello' });
  await signIn(page, citizen, '/dashboard');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Dashboard', 'Reports', 'SOS', 'News', 'Crime Map', 'Feedback'])
    await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  const avatar = main.getByRole('link', { name: 'Profile and settings' });
  await expect(avatar).toHaveText('Z');
  await expect(avatar).toHaveAttribute('href', '/profile');

  // Crime Map carries the section 2 navigation state: the flag, the user and where the visit came from.
  await main.getByRole('link', { name: 'Crime Map', exact: true }).click();
  await expect(page).toHaveURL(/\/crime-map$/);
  const state = await page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr);
  expect(state).toMatchObject({ authenticated: true, source: 'authenticated-nav', user: { email: citizen.email } });
  await expect(page.getByText('Authenticated - Viewing detailed crime data')).toBeVisible();
});

test('signed in at phone width: the drawer shows the user card, Online and Open in browser', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const citizen = await createCitizen(request, { fullName: 'Musa Danjuma' });
  await signIn(page, citizen, '/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByText('Musa Danjuma')).toBeVisible();
  await expect(drawer.getByText(citizen.email)).toBeVisible();
  await expect(drawer.getByText('Online')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Open in browser' })).toHaveAttribute('target', '_blank');
  await drawer.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(drawer).toBeHidden();
});

for (const { width, height, control } of [
  { width: 360, height: 740, control: 'button' as const },
  { width: 1280, height: 800, control: 'link' as const },
]) {
  test(`at ${width} px a toast starts below the header: its controls stay in reach while it shows`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const citizen = await createCitizen(request);
    await signInThroughUi(page, citizen);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login successful!' });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Polled: the toast slides in from above.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    // Before, the toast lay over the header's right end and took this click for five seconds or more.
    const target =
      control === 'button'
        ? page.getByRole('button', { name: 'Open menu' })
        : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile and settings' });
    await target.click({ timeout: 2_000 });
    await expect(toast).toBeVisible();
    if (control === 'button') await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    else await expect(page).toHaveURL(/\/profile$/);
  });
}
