/**
 * Sign-up in Chromium with the OTP read from a real SMTP delivery: this spec starts its own server (the built
 * one) with SMTP_URL pointing at an SMTP server on loopback, and reads the code out of the delivered message.
 */
import { expect, test } from '../fixtures/test';
import { startSmtpSink, type SmtpSink } from '../../apps/api/test/smtp-sink';
import { uniqueEmail, uniquePhoneDigits } from '../fixtures/citizen';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';

let smtp: SmtpSink;
let server: OwnServer;
let base: string;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startOwnServer(37, { SMTP_URL: smtp.url });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test('sign-up reads the OTP from a real SMTP delivery', async ({ page }) => {
  const email = uniqueEmail('smtp');
  const password = 'Abeokuta#1';
  await page.goto(`${base}/sign-up`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('Full name').fill('Segun Smtp');
  await page.getByLabel('Phone number').fill(uniquePhoneDigits());
  await page.getByLabel('State').selectOption('Ogun');
  await page.getByLabel('Address').fill('1 Sapon Road, Abeokuta');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const code = await smtp.lastCode(email, 10_000);
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: "Don't Allow" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'While using' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Allow Once' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Remember for 30 days' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
