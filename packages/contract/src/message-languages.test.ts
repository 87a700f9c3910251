import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { API_MESSAGES } from './api-messages';
import { WAIT_FAMILIES, localizeMessage } from './message-languages';
import { PIDGIN_MESSAGES } from './messages.pcm';
import { YORUBA_MESSAGES } from './messages.yo';

/** Every fixed sentence of messages.ts (its message objects' string values) and of api-messages.ts. */
const english = [
  ...new Set(
    ([...Object.values(messages), API_MESSAGES] as unknown[])
      .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
      .flatMap((group) => Object.values(group))
      .filter((value): value is string => typeof value === 'string'),
  ),
];

describe.each([
  ['yo', YORUBA_MESSAGES],
  ['pcm', PIDGIN_MESSAGES],
] as const)('the %s catalogue of the contract messages', (language, catalogue) => {
  it('translates every fixed message of messages.ts', () => {
    expect(english.length).toBeGreaterThan(200);
    expect(english.filter((message) => !catalogue[message]?.trim())).toEqual([]);
  });

  it('keys only messages that exist (no stale English)', () => {
    expect(Object.keys(catalogue).filter((key) => !english.includes(key))).toEqual([]);
  });

  it('is written in NFC', () => {
    expect(Object.values(catalogue).filter((text) => text !== text.normalize('NFC'))).toEqual([]);
  });

  it('keeps the numbers and names a message depends on (112, +234, 10MB)', () => {
    for (const [message, translation] of Object.entries(catalogue)) {
      for (const token of message.match(/112|\+234|10MB|Idempotency-Key|TRACKING ID/g) ?? [])
        expect(translation, message).toContain(token);
    }
  });

  it('is what localizeMessage answers, and an unknown message stays English', () => {
    expect(localizeMessage(messages.VALIDATION_MESSAGES.emailInvalid, language)).toBe(
      catalogue[messages.VALIDATION_MESSAGES.emailInvalid],
    );
    expect(localizeMessage('Not a catalogue message', language)).toBe('Not a catalogue message');
  });
});

it('English is the message itself', () => {
  expect(localizeMessage(messages.VALIDATION_MESSAGES.emailInvalid, 'en')).toBe('Please enter a valid email address');
});

describe('messages that name a wait', () => {
  const seconds = [1, 45, 89, 90, 600, 3600];

  it.each(['yo', 'pcm'] as const)('every family, every wait, is written in %s with its number', (language) => {
    for (const [family, english] of Object.entries(WAIT_FAMILIES)) {
      for (const s of seconds) {
        const message = english(s);
        const translated = localizeMessage(message, language);
        expect(translated, `${family} ${s}`).not.toBe(message);
        expect(translated).toBe(translated.normalize('NFC'));
        const number = [...message.matchAll(/(\d+) (?:second|minute)/g)].at(-1)![1]!;
        expect(translated, message).toContain(number);
      }
    }
  });

  it('reads the wait and its unit', () => {
    expect(localizeMessage(messages.tooManyAttempts(45), 'yo')).toBe(
      'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Jọ̀wọ́ tún gbìyànjú lẹ́yìn ìṣẹ́jú-àáyá 45.',
    );
    expect(localizeMessage(messages.tooManyAttempts(720), 'yo')).toBe(
      'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Jọ̀wọ́ tún gbìyànjú lẹ́yìn ìṣẹ́jú 12.',
    );
    expect(localizeMessage(messages.waitBeforeResend(60), 'pcm')).toBe(
      'Abeg wait 1 minute before you ask for new code.',
    );
    expect(localizeMessage(messages.REPORT_MESSAGES.tooManyReports(30), 'pcm')).toContain('call 112');
  });

  it('a message that only looks alike stays English', () => {
    const odd = 'Too many failed attempts. Please try again in a while.';
    expect(localizeMessage(odd, 'yo')).toBe(odd);
  });
});
