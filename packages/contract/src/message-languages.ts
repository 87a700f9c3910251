/**
 * The contract's messages (messages.ts and the schemas' own) in Yoruba and Pidgin (issue 16). A translation is
 * keyed by the English message exactly as the contract writes it, so the same function serves the server (an API
 * answer's `message` and `errors[].message`, by `Accept-Language`) and the web app (a form's validation message
 * from the contract's zod schema). A message with no translation stays in English: never a blank or a key.
 *
 * Messages that say how long to wait ("... Please try again in 12 minutes.") cannot be keyed by their text: each such
 * family is read back from its English (the wait found by WAIT_WORDS) and written again in the language.
 */
import type { Language, MessageTranslations, WaitFamily, WaitTranslations, WaitUnit } from './languages';
import {
  REPORT_MESSAGES,
  SOS_MESSAGES,
  otpTooManyTries,
  tooManyAttempts,
  tooManyRequestsMessage,
  waitBeforeResend,
  waitInWords,
} from './messages';
import { PIDGIN_MESSAGES, PIDGIN_WAITS } from './messages.pcm';
import { YORUBA_MESSAGES, YORUBA_WAITS } from './messages.yo';

/** The messages of messages.ts that name a wait, by family. */
export const WAIT_FAMILIES: Record<WaitFamily, (seconds: number) => string> = {
  tooManyRequests: tooManyRequestsMessage,
  tooManyAttempts,
  otpTooManyTries,
  waitBeforeResend,
  tooManyReports: REPORT_MESSAGES.tooManyReports,
  tooManyAlerts: SOS_MESSAGES.tooMany,
};

/** How messages.ts words a wait: waitInWords ("45 seconds", "12 minutes") and waitBeforeResend ("1 minute"). */
const WAIT_WORDS = /(\d+) (seconds?|minutes?)/;
const SAMPLE_SECONDS = 45;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each family's English with its wait as a capture: built from the functions, so a reworded message still matches. */
const WAIT_PATTERNS = (Object.entries(WAIT_FAMILIES) as [WaitFamily, (seconds: number) => string][]).map(
  ([family, english]) => {
    const sample = english(SAMPLE_SECONDS);
    const wait = waitInWords(SAMPLE_SECONDS);
    const at = sample.lastIndexOf(wait);
    const [before, after] = [sample.slice(0, at), sample.slice(at + wait.length)];
    return { family, pattern: new RegExp(`^${escape(before)}${WAIT_WORDS.source}${escape(after)}$`) };
  },
);

const CATALOGUES: Record<Exclude<Language, 'en'>, { messages: MessageTranslations; waits: WaitTranslations }> = {
  yo: { messages: YORUBA_MESSAGES, waits: YORUBA_WAITS },
  pcm: { messages: PIDGIN_MESSAGES, waits: PIDGIN_WAITS },
};

export function localizeMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const { messages, waits } = CATALOGUES[language];
  const fixed = messages[message];
  if (fixed) return fixed;
  for (const { family, pattern } of WAIT_PATTERNS) {
    const match = pattern.exec(message);
    if (match) {
      const unit: WaitUnit = match[2]!.startsWith('minute') ? 'minute' : 'second';
      return waits.messages[family](waits.wait(Number(match[1]), unit));
    }
  }
  return message;
}
