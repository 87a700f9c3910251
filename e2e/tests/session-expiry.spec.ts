import { expect, test } from '../fixtures/test';

// Specification section 8: a 401 while a token is stored shows 'Session expired. Please log in again.', clears the
// session and goes to the site root after 1 second.
test('a refused token logs the user out with the session-expired toast and returns home', async ({ page }) => {
  await page.goto('/about-us');
  await page.evaluate(() => {
    localStorage.setItem(
      'safeogun:session',
      JSON.stringify({
        version: 1,
        user: { id: '00000000-0000-0000-0000-000000000000', fullName: 'Ada Okafor', email: 'ada@example.com' },
        tokens: { access: { token: 'expired.or.forged' } },
      }),
    );
    localStorage.setItem('isAuthenticated', 'true');
  });

  await page.goto('/dashboard');
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('false');
  // Signed out now: the public navigation is back.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
});
