/**
 * Accounts end to end: sign-up in three steps with the OTP from the mail outbox, login (back to the page the guard
 * came from), phone edit, password change (logged out), forgotten password reset, account deletion.
 */
import { expect, test, type Page } from '../fixtures/test';
import {
  completeSignUpProfile,
  createCitizen,
  readMailFromOutbox,
  readOtpFromOutbox,
  uniqueEmail,
  uniquePhoneDigits,
} from '../fixtures/citizen';

async function typeOtp(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('sign up through the three steps with the emailed OTP, then the permission prompts and /login', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const password = 'Lagos#2024';
  await page.goto('/sign-up');

  // Step 1
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  const since = Date.now() - 1000;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of [
    'Full name is required',
    'Phone number is required',
    'State is required',
    'Address is required',
    'Gender is required',
    'Password must meet all requirements',
    'Please confirm your password',
    'You must accept the Terms and Privacy Policy',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Full name').fill('Kemi Adebayo');
  await page.getByLabel('Phone number').fill('6012345678');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Phone number must start with 7, 8, or 9 after +234')).toBeVisible();
  await page.getByLabel('Phone number').fill('80123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Phone number must be exactly 10 digits after +234')).toBeVisible();
  await page.getByLabel('Phone number').fill(uniquePhoneDigits());
  await page.getByLabel('State').selectOption('Ogun');
  await page.getByLabel('Address').fill('4 Ibara Housing Estate, Abeokuta');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill('Lagos#2025');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Click to resend' })).toBeDisabled();
  // The ten minutes have started to run (within the first minute: a loaded machine takes seconds to get here).
  await expect(page.getByText(/in (09:[0-5]\d|10:00)/)).toBeVisible();
  const code = await readOtpFromOutbox(email, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeOtp(page, wrong);
  await expect(page.getByLabel('Digit 6')).toBeFocused();
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Invalid or expired OTP.')).toBeVisible();
  // Backspace clears the last box, then on an empty box moves back.
  await page.getByLabel('Digit 6').click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Digit 5')).toBeFocused();
  await expect(page.getByLabel('Digit 5')).toHaveValue('');
  await typeOtp(page, code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();

  // The three permission prompts, in order.
  await page.getByRole('dialog').getByRole('button', { name: 'Allow', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'While using' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "Don't Allow" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
});

test('signing up with an address that has an account looks the same, sends no code, and mails the owner', async ({
  page,
  request,
}) => {
  const owner = await createCitizen(request);
  // After the owner's own sign-up code (already read by the fixture): only what this journey sends counts.
  const since = Date.now();
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  // No "already exists": the page goes on exactly as for a new address.
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await completeSignUpProfile(page, {
    fullName: 'Someone Else',
    address: '9 Lafenwa Road, Abeokuta',
    gender: 'Male',
    password: 'Other#2024',
  });
  await expect(page.getByText('Already have an account with this email?')).toBeVisible();
  // The owner is told, with the ways back in; no code is mailed for an address that has an account.
  const note = await readMailFromOutbox(owner.email, since, (mail) => mail.subject.includes('Someone tried'));
  expect(note.text).toContain('/forgot-password');
  await expect(readOtpFromOutbox(owner.email, since, 'sign-up', 1000)).rejects.toThrow();
  await page.locator('a[href="/forgot-password"]').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('login, edit phone, change password (logged out), reset a forgotten password, delete the account', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request);
  const other = await createCitizen(request);

  await test.step('login with the guard return path', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, citizen.email, 'Wrong#password1');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Password', { exact: true }).fill(citizen.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(citizen.email, { exact: true })).toBeVisible();
  });

  await test.step('edit the phone number', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const phone = page.getByLabel('Phone number');
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid phone number format')).toBeVisible();
    await phone.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible();
    await phone.fill(other.phoneNumber);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Phone number already exists')).toBeVisible();
    const fresh = `+234${uniquePhoneDigits()}`;
    await phone.fill(fresh);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByText(fresh)).toBeVisible();
  });

  const changed = 'Changed#2024';
  await test.step('change the password and be logged out after 3 seconds', async () => {
    await page.getByRole('button', { name: 'Password', exact: true }).click();
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('All fields are required.')).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill('Wrong#current1');
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password', { exact: true }).fill('Changed#2025');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('New password and confirm password do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Current password is incorrect.').first()).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(citizen.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully! You will be logged out in 3 seconds.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    await logIn(page, citizen.email, citizen.password);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  });

  const reset = 'Reset#2024x';
  await test.step('reset the forgotten password in four steps', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(citizen.email);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('OTP sent to your email.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const code = await readOtpFromOutbox(citizen.email, since, 'password reset');
    await typeOtp(page, code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('heading', { name: 'Set new password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Reset password' });
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill(reset);
    await page.getByLabel('Confirm password', { exact: true }).fill(reset);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Password reset successful!')).toBeVisible();
    await expect(page.getByText('Your password has been successfully reset.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, citizen.email, reset);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('download the data, then delete the account', async () => {
    await page.goto('/profile?tab=account-deletion');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^safeogun-my-data-.*\.json$/);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete your account?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByText('Your account has been deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await logIn(page, citizen.email, reset);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  });
});

test('the fixture signs a citizen in the way the web app does', async ({ page, request }) => {
  const { signIn } = await import('../fixtures/citizen');
  const citizen = await createCitizen(request);
  await signIn(page, citizen, '/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(citizen.email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('two tabs whose access token has expired both refresh and stay signed in', async ({ context, request }) => {
  const citizen = await createCitizen(request);
  const setup = await context.newPage();
  await setup.goto('/');
  // A stored session whose access token the server no longer accepts: each tab's first call answers 401.
  const stale = { ...citizen.tokens, access: { ...citizen.tokens.access, token: 'expired.access.token' } };
  await setup.evaluate(
    (session) => {
      localStorage.setItem('safeogun:session', session);
      localStorage.setItem('isAuthenticated', 'true');
    },
    JSON.stringify({ version: 1, user: citizen.user, tokens: stale }),
  );
  // A slow network: each refresh answer takes a while, so both tabs ask before either has its answer.
  await context.route('**/api/v1/auth/token/refresh', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const [a, b] = [await context.newPage(), await context.newPage()];
  await Promise.all([a.goto('/profile'), b.goto('/profile')]);
  for (const tab of [a, b]) {
    await expect(tab.getByText(citizen.email, { exact: true })).toBeVisible();
    await expect(tab).toHaveURL(/\/profile$/);
  }
  const stored = await a.evaluate(() => JSON.parse(localStorage.getItem('safeogun:session')!));
  expect(stored.tokens.access.token).not.toBe('expired.access.token');
  const me = await request.get('/api/v1/user/me', {
    headers: { Authorization: `Bearer ${stored.tokens.access.token}` },
  });
  expect(me.status()).toBe(200);
});

test('forgot password: a malformed email and a wrong code get their messages, and the right code still works', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email').fill(citizen.email);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = await readOtpFromOutbox(citizen.email, since, 'password reset');
  const wrong = code === '000000' ? '111111' : '000000';
  await typeOtp(page, wrong);
  await page.getByRole('button', { name: 'Verify email' }).click();
  const newPassword = 'Renewed#2025';
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid or expired OTP.')).toBeVisible();
  // Back to the code step, with the boxes emptied, and the password not changed.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByLabel('Digit 1')).toHaveValue('');

  await typeOtp(page, code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been successfully reset.')).toBeVisible();
});
