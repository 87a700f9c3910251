/**
 * The contract's messages (messages.ts and the schemas' own) in Yoruba and Pidgin (issue 16). A translation is
 * keyed by the English message exactly as the contract writes it, so the same function serves the server (an API
 * answer's `message` and `errors[].message`, by `Accept-Language`) and the web app (a form's validation message
 * from the contract's zod schema). A message with no translation stays in English: never a blank or a key.
 */
import type { Language, MessageTranslations } from './languages';
import { PIDGIN_MESSAGES } from './messages.pcm';
import { YORUBA_MESSAGES } from './messages.yo';

const CATALOGUES: Record<Exclude<Language, 'en'>, MessageTranslations> = {
  yo: YORUBA_MESSAGES,
  pcm: PIDGIN_MESSAGES,
};

export function localizeMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return CATALOGUES[language][message] ?? message;
}
