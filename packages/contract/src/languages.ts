/**
 * The languages of the citizen side (issue 16): English (the specification's words, the default), Yoruba and
 * Nigerian Pidgin. Kept free of zod so the landing page's first load can read it.
 */
export const LANGUAGES = ['en', 'yo', 'pcm'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', yo: 'Yorùbá', pcm: 'Naijá (Pidgin)' };

/**
 * The cookie holding a signed-out visitor's chosen language (the web app keeps it beside its stored choice), so the
 * server can send a public page already rendered in it.
 */
export const LANGUAGE_COOKIE = 'safeogun_language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A catalogue of the contract's messages in one language: English message -> its translation. */
export type MessageTranslations = Readonly<Record<string, string>>;

/** The contract's messages that name a wait ("... Please try again in 12 minutes."), by family (message-languages.ts). */
export type WaitFamily =
  'tooManyRequests' | 'tooManyAttempts' | 'otpTooManyTries' | 'waitBeforeResend' | 'tooManyReports' | 'tooManyAlerts';
export type WaitUnit = 'second' | 'minute';

/** One language's words for the wait families: the wait itself, and each family's sentence around it. */
export interface WaitTranslations {
  wait(count: number, unit: WaitUnit): string;
  messages: Record<WaitFamily, (wait: string) => string>;
}
