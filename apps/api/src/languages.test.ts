/**
 * The server's languages (issue 16): answers follow Accept-Language, mails and notifications the account's language.
 * Through app.inject on the engine under test (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, VALIDATION_MESSAGES } from '@safeogun/contract/messages';
import { PIDGIN_MESSAGES } from '@safeogun/contract/messages.pcm';
import { YORUBA_MESSAGES } from '@safeogun/contract/messages.yo';
import { createTestApp, createTestUser, type TestContext } from '../test/helpers';
import { notifyPoliceNote } from './modules/notifications/notifications.service';

let ctx: TestContext;
let ipSeq = 1;
beforeAll(async () => {
  // No SMTP_URL: mails are written to DATA_DIR/outbox, read back below.
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function post(url: string, payload: object, acceptLanguage?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: `10.9.0.${ipSeq++}`,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
/** The mails written to the outbox for `to` (after running the due mail jobs). */
async function mailsTo(to: string): Promise<OutboxMail[]> {
  await ctx.app.jobs.runDue();
  const dir = ctx.app.mailer.outboxDir;
  const names = (await readdir(dir).catch(() => [])).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

describe('API answers follow Accept-Language', () => {
  it('a Yoruba 400 carries the field message in Yoruba', async () => {
    const res = await post('/auth/signup/email', { email: 'not-an-email' }, 'yo-NG,yo;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(400);
    const yoruba = YORUBA_MESSAGES[VALIDATION_MESSAGES.emailInvalid];
    expect(yoruba).toBe('Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì tó tọ́');
    expect(res.json()).toEqual({ success: false, message: yoruba, errors: [{ field: 'email', message: yoruba }] });
  });

  it('an unknown or absent language gets English', async () => {
    for (const header of ['fr-FR,fr;q=0.9', 'de', undefined]) {
      const res = await post('/auth/signup/email', { email: 'not-an-email' }, header);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
      expect(res.json().errors[0].message).toBe('Please enter a valid email address');
    }
  });

  it('honours quality values: the most wanted of ours wins, q=0 refuses', async () => {
    const pidgin = await post('/auth/signup/email', { email: 'x' }, 'en;q=0.2, pcm;q=0.8, fr');
    expect(pidgin.json().message).toBe(PIDGIN_MESSAGES[VALIDATION_MESSAGES.emailInvalid]);
    const refused = await post('/auth/signup/email', { email: 'x' }, 'yo;q=0, en;q=0.5');
    expect(refused.json().message).toBe(VALIDATION_MESSAGES.emailInvalid);
  });

  it("a service's refusal (an AppError) and a success envelope's message are translated", async () => {
    const refused = await post('/auth/login/email', { email: unique('nobody'), password: 'Secret#123' }, 'pcm');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Email or password no correct.');
    expect(PIDGIN_MESSAGES[ACCOUNT_MESSAGES.invalidCredentials]).toBe('Email or password no correct.');

    const sent = await post('/auth/password/forgot', { email: unique('someone') }, 'yo');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(YORUBA_MESSAGES[AUTH_MESSAGES.forgotSuccess]);
    const english = await post('/auth/password/forgot', { email: unique('someone') });
    expect(english.json().message).toBe('OTP sent to your email.');
  });

  it('a refusal that names a wait (429) says it in the language, with the same wait', async () => {
    const email = unique('again');
    expect((await post('/auth/password/forgot', { email }, 'yo')).statusCode).toBe(200);
    const again = await post('/auth/password/forgot', { email }, 'yo');
    expect(again.statusCode).toBe(429);
    const minutes = Math.ceil(Number(again.headers['retry-after']) / 60);
    expect(again.json().message).toBe(`Jọ̀wọ́ dúró fún ìṣẹ́jú ${minutes} kí o tó béèrè kóòdù tuntun.`);
  });
});

describe('mails in the account language', () => {
  it("a Yoruba account's password reset code is mailed in Yoruba; an English one's in English", async () => {
    const yoruba = await createTestUser(ctx, { language: 'yo' });
    const english = await createTestUser(ctx);
    // The request's language does not matter: the account's does.
    expect((await post('/auth/password/forgot', { email: yoruba.email }, 'en')).statusCode).toBe(200);
    expect((await post('/auth/password/forgot', { email: english.email }, 'yo')).statusCode).toBe(200);

    const [yorubaMail] = await mailsTo(yoruba.email);
    expect(yorubaMail?.subject).toBe('Kóòdù àtúnṣe ọ̀rọ̀ aṣínà SafeOgun rẹ');
    expect(yorubaMail?.text).toMatch(/^Kóòdù rẹ ni \d{6}\n\nLò ó láti tún ọ̀rọ̀ aṣínà SafeOgun rẹ ṣe\./);
    expect(yorubaMail?.text).toContain('Ilé-iṣẹ́ Ọlọ́pàá Ìpínlẹ̀ Ògùn - SafeOgun');
    expect(yorubaMail?.text.normalize('NFC')).toBe(yorubaMail?.text);

    const [englishMail] = await mailsTo(english.email);
    expect(englishMail?.subject).toBe('Your SafeOgun password reset code');
    expect(englishMail?.text).toMatch(/^Your code is \d{6}\n\nUse it to reset your SafeOgun password\./);
  });

  it('a sign-up made in Yoruba gets its code in Yoruba, and the new account keeps Yoruba', async () => {
    const email = unique('ayo');
    expect((await post('/auth/signup/email', { email }, 'yo')).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Kóòdù ìforúkọsílẹ̀ SafeOgun rẹ');
    const code = /Kóòdù rẹ ni (\d{6})/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const done = await post(
      '/auth/signup/complete',
      {
        email,
        otp: code,
        fullName: 'Ayọ̀ Adéwálé',
        address: '12 Oke-Ilewo Road, Abeokuta',
        phoneNumber: '+2348031234567',
        gender: 'Female',
        state: 'Ogun',
        provider: 'Email',
        password: 'Secret#123',
        acceptTerms: true,
      },
      'yo',
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user.language).toBe('yo');
    expect(done.json().message).toBe(YORUBA_MESSAGES[AUTH_MESSAGES.signupSuccess]);
  });

  it('the owner of a taken address is told in their own language', async () => {
    const owner = await createTestUser(ctx, { language: 'pcm' });
    expect((await post('/auth/signup/email', { email: owner.email }, 'yo')).statusCode).toBe(200);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Somebody try sign up for SafeOgun with your email');
    expect(mail?.text).toContain(`log in for ${ctx.config.publicUrl}/login`);
  });

  it("a notification (in the app and by email) is written in the account's language; the police's words stay", async () => {
    const yoruba = await createTestUser(ctx, { language: 'yo' });
    const result = await notifyPoliceNote(ctx.app, {
      userId: yoruba.id,
      incidentId: '00000000-0000-4000-8000-000000000001',
      ticketId: 'SO-2026-0001',
      note: 'We have visited the scene.',
    });
    expect(result.notification?.title).toBe('Àkọsílẹ̀ tuntun láti ọ̀dọ̀ ọlọ́pàá lórí ìròyìn SO-2026-0001');
    expect(result.notification?.body).toBe('We have visited the scene.');
    const [mail] = await mailsTo(yoruba.email);
    expect(mail?.subject).toBe('SafeOgun: Àkọsílẹ̀ tuntun láti ọ̀dọ̀ ọlọ́pàá lórí ìròyìn SO-2026-0001');
    expect(mail?.text).toMatch(/^We have visited the scene\.\n\nṢí SafeOgun: http/);
  });
});
