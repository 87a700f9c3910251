/**
 * The mails of the accounts feature: codes, and the note to an owner whose address someone tried to sign up. Each is
 * written in English, Yoruba or Pidgin (issue 16): the account's language, or for a new address the language the
 * sign-up was made in. `// review:` marks a phrase a native speaker should check.
 */
import { OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import type { Language } from '@safeogun/contract/languages';
import type { MailMessage } from '../../plugins/mailer';
import type { OtpPurpose } from './otp';

interface AccountMailTexts {
  signature: string;
  codeSubject: Record<OtpPurpose, string>;
  /** What the code is for, completing "Use it to ...". */
  codeUse: Record<OtpPurpose, string>;
  codeIs: string;
  /** The lines under the code. */
  codeBody(use: string, minutes: number): string[];
  attemptSubject: string;
  attemptBody(loginUrl: string, resetUrl: string): string[];
}

const ENGLISH: AccountMailTexts = {
  signature: 'Ogun State Police Command - SafeOgun',
  codeSubject: { signup: 'Your SafeOgun sign-up code', reset: 'Your SafeOgun password reset code' },
  codeUse: { signup: 'finish creating your SafeOgun account', reset: 'reset your SafeOgun password' },
  codeIs: 'Your code is',
  codeBody: (use, minutes) => [
    `Use it to ${use}. It expires in ${minutes} minutes.`,
    'If you did not ask for it, ignore this email.',
  ],
  attemptSubject: 'Someone tried to sign up to SafeOgun with your email',
  attemptBody: (loginUrl, resetUrl) => [
    'Someone tried to create a SafeOgun account with this email address, which already has an account.',
    '',
    `If it was you, sign in at ${loginUrl}, or reset your password at ${resetUrl} if you have forgotten it.`,
    'If it was not you, ignore this email: your account has not changed.',
  ],
};

const TEXTS: Record<Language, AccountMailTexts> = {
  en: ENGLISH,
  yo: {
    // review: "Ilé-iṣẹ́ Ọlọ́pàá Ìpínlẹ̀ Ògùn" for the Ogun State Police Command.
    signature: 'Ilé-iṣẹ́ Ọlọ́pàá Ìpínlẹ̀ Ògùn - SafeOgun',
    codeSubject: {
      signup: 'Kóòdù ìforúkọsílẹ̀ SafeOgun rẹ',
      reset: 'Kóòdù àtúnṣe ọ̀rọ̀ aṣínà SafeOgun rẹ',
    },
    codeUse: { signup: 'parí ṣíṣí àkáǹtì SafeOgun rẹ', reset: 'tún ọ̀rọ̀ aṣínà SafeOgun rẹ ṣe' },
    codeIs: 'Kóòdù rẹ ni',
    codeBody: (use, minutes) => [
      `Lò ó láti ${use}. Ó máa dópin lẹ́yìn ìṣẹ́jú ${minutes}.`,
      'Tí kì í bá ṣe ìwọ lo béèrè fún un, má ṣe ka ímeèlì yìí sí.',
    ],
    attemptSubject: 'Ẹnìkan gbìyànjú láti forúkọ sílẹ̀ lórí SafeOgun pẹ̀lú ímeèlì rẹ',
    attemptBody: (loginUrl, resetUrl) => [
      'Ẹnìkan gbìyànjú láti ṣí àkáǹtì SafeOgun pẹ̀lú àdírẹ́sì ímeèlì yìí, tí ó ti ní àkáǹtì tẹ́lẹ̀.',
      '',
      `Tí ó bá jẹ́ ìwọ ni, wọlé ní ${loginUrl}, tàbí tún ọ̀rọ̀ aṣínà rẹ ṣe ní ${resetUrl} tí o bá ti gbàgbé rẹ̀.`,
      'Tí kì í bá ṣe ìwọ, má ṣe ka ímeèlì yìí sí: kò sí ohun tó yí padà nínú àkáǹtì rẹ.',
    ],
  },
  pcm: {
    // The command's name and the code's subject read the same in Pidgin.
    signature: ENGLISH.signature,
    codeSubject: ENGLISH.codeSubject,
    codeUse: { signup: 'finish your SafeOgun account', reset: 'reset your SafeOgun password' },
    codeIs: 'Your code na',
    codeBody: (use, minutes) => [
      `Use am to ${use}. E go expire after ${minutes} minutes.`,
      'If no be you ask for am, just ignore dis email.',
    ],
    attemptSubject: 'Somebody try sign up for SafeOgun with your email',
    attemptBody: (loginUrl, resetUrl) => [
      'Somebody try open SafeOgun account with dis email address, but e don already get account.',
      '',
      `If na you, log in for ${loginUrl}, or reset your password for ${resetUrl} if you don forget am.`,
      'If no be you, just ignore dis email: nothing change for your account.',
    ],
  },
};

export function codeMail(purpose: OtpPurpose, to: string, code: string, language: Language): MailMessage {
  const t = TEXTS[language];
  const lines = t.codeBody(t.codeUse[purpose], Math.round(OTP_TTL_SECONDS / 60));
  return {
    to,
    subject: t.codeSubject[purpose],
    text: `${t.codeIs} ${code}\n\n${lines.join('\n')}\n\n${t.signature}`,
    html: `<p>${t.codeIs} <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>${lines.map((line) => `<p>${line}</p>`).join('')}<p>${t.signature}</p>`,
  };
}

/**
 * Sent instead of a sign-up code when the address already has an account: the sign-up answer is the same for
 * every address, so only the owner learns that the address is taken.
 */
export function signupAttemptMail(to: string, publicUrl: string, language: Language): MailMessage {
  const t = TEXTS[language];
  const body = t.attemptBody(`${publicUrl}/login`, `${publicUrl}/forgot-password`);
  return { to, subject: t.attemptSubject, text: `${body.join('\n')}\n\n${t.signature}` };
}
