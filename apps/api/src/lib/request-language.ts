/**
 * The language an API answer is written in (issue 16): the first of the contract's languages that the request's
 * `Accept-Language` accepts, by its quality values (`yo-NG` counts as `yo`, `q=0` refuses); English when the header
 * is absent or names none of ours. Negotiation is `negotiator`'s (the parser Express and Koa use).
 */
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@safeogun/contract/languages';
import { localizeMessage } from '@safeogun/contract/message-languages';
import type { FieldError } from '@safeogun/contract/envelope';

const AVAILABLE = [...LANGUAGES];

export function requestLanguage(headers: { 'accept-language'?: string | string[] | undefined }): Language {
  const header = headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const chosen = new Negotiator({ headers: { 'accept-language': String(header) } }).language(AVAILABLE);
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/** An answer's sentences in `language`: each one the contract's catalogue knows is translated, others stay English. */
export function localizeAnswer<T extends { message: string; errors?: FieldError[] }>(answer: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return answer;
  return {
    ...answer,
    message: localizeMessage(answer.message, language),
    ...(answer.errors
      ? { errors: answer.errors.map((error) => ({ ...error, message: localizeMessage(error.message, language) })) }
      : {}),
  };
}
