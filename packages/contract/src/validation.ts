/**
 * Shared number schemas (ids, page, size) and plain sentences for zod's default messages: every validation
 * message a client sees is a sentence naming the field, whether a schema states it or zod supplies it.
 */
import { z } from 'zod';

/** The largest PostgreSQL integer: every numeric id is one, and a bigger number must not reach the database. */
export const MAX_ID = 2_147_483_647;
/** The deepest page a list answers; no one reads further, and huge pages only cost offsets. */
export const MAX_PAGE = 10_000;

/** Text trimmed of surrounding spaces and `min` to `max` characters long, `message` saying so whatever is wrong. */
export const trimmedText = (message: string, min: number, max: number) =>
  z.string({ message }).trim().min(min, message).max(max, message);

type Path = readonly PropertyKey[] | undefined;

/** The field as the client wrote it (`a.b.0`); "The input" for the value itself. */
export function fieldName(path: Path): string {
  return path && path.length ? path.map(String).join('.') : 'The input';
}

const idMessage = (issue: { path?: Path }) => `${fieldName(issue.path)} must be a whole number from 1 to ${MAX_ID}.`;

/**
 * A numeric id: a whole number from 1 to MAX_ID. The bounds come first and stop the checks, because .int() also
 * refuses numbers beyond 2^53 and would call 1e300 "not a whole number" on top of the range message.
 */
export function idSchema(message?: string) {
  const error = message ?? idMessage;
  return z.number({ error }).min(1, { error, abort: true }).max(MAX_ID, { error, abort: true }).int({ error });
}

/** `idSchema` that also reads text ("12"), as query strings and form fields send it. */
export function coercedIdSchema(message?: string) {
  const error = message ?? idMessage;
  return z.coerce.number({ error }).min(1, { error, abort: true }).max(MAX_ID, { error, abort: true }).int({ error });
}

/** `page` of a list query (query strings are text). */
export const pageSchema = z.coerce
  .number({ message: 'Page must be a number' })
  .min(1, { message: 'Page must be 1 or more', abort: true })
  .max(MAX_PAGE, { message: `Page must be ${MAX_PAGE} or less`, abort: true })
  .int('Page must be a whole number')
  .default(1);

/** `size` of a list query: 1 to `max` rows. */
export function pageSizeSchema(max: number, defaultSize: number) {
  return z.coerce
    .number({ message: 'Size must be a number' })
    .min(1, { message: 'Size must be 1 or more', abort: true })
    .max(max, { message: `Size must be ${max} or less`, abort: true })
    .int('Size must be a whole number')
    .default(defaultSize);
}

/** A moment in a query string (the `from` and `to` of a list): a date, or a date and time, read as a Date. */
export function momentSchema(field: string) {
  return z.coerce.date({
    message: `${field} must be a date or date and time, such as 2026-11-23 or 2026-11-23T14:00:00Z`,
  });
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a full web address',
  uuid: 'must be a valid id',
  guid: 'must be a valid id',
  datetime: 'must be a date and time (ISO 8601)',
  date: 'must be a date (YYYY-MM-DD)',
  time: 'must be a time (HH:MM)',
};

const MAX_LISTED_VALUES = 10;

function bound(issue: { origin?: string; inclusive?: boolean }, limit: unknown, atLeast: boolean): string {
  const n = String(limit);
  // .int() also bounds numbers to +-(2^53 - 1); that limit means nothing to a reader.
  if (issue.origin === 'int' && Math.abs(Number(limit)) === Number.MAX_SAFE_INTEGER)
    return atLeast ? 'is too small' : 'is too large';
  switch (issue.origin) {
    case 'string':
      if (atLeast && n === '1') return 'cannot be empty';
      return atLeast ? `must be at least ${n} characters` : `must be ${n} characters or fewer`;
    case 'array':
    case 'set':
      return atLeast ? `must have at least ${n} items` : `must have at most ${n} items`;
    case 'file':
      return atLeast ? `must be at least ${n} bytes` : `must be at most ${n} bytes`;
    default:
      if (issue.inclusive === false) return atLeast ? `must be more than ${n}` : `must be less than ${n}`;
      return atLeast ? `must be at least ${n}` : `must be at most ${n}`;
  }
}

/**
 * zod's default message for an issue, as a sentence naming the field ("refreshToken is required.",
 * "remember must be true or false."). Messages a schema states are never replaced: zod uses them first.
 */
export function humanIssueMessage(issue: z.core.$ZodRawIssue): string {
  const name = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${name} is required.`;
      if (issue.expected === 'object' && !issue.path?.length) return 'The input must be a JSON object.';
      return `${name} must be ${TYPE_WORDS[issue.expected] ?? `of type ${issue.expected}`}.`;
    case 'too_small':
      return `${name} ${bound(issue, issue.minimum, true)}.`;
    case 'too_big':
      return `${name} ${bound(issue, issue.maximum, false)}.`;
    case 'invalid_format':
      if (issue.format === 'starts_with' && 'prefix' in issue) return `${name} must start with "${issue.prefix}".`;
      if (issue.format === 'ends_with' && 'suffix' in issue) return `${name} must end with "${issue.suffix}".`;
      if (issue.format === 'includes' && 'includes' in issue) return `${name} must contain "${issue.includes}".`;
      return `${name} ${FORMAT_WORDS[issue.format] ?? 'is not in the expected format'}.`;
    case 'not_multiple_of':
      return `${name} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${name} has unknown fields: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      if (issue.values.length === 1) return `${name} must be ${String(issue.values[0])}.`;
      if (issue.values.length <= MAX_LISTED_VALUES)
        return `${name} must be one of: ${issue.values.map(String).join(', ')}.`;
      return `${name} is not one of the accepted values.`;
    case 'invalid_element':
      return `${name} has a value that is not valid.`;
    case 'invalid_key':
      return `${name} has a key that is not valid.`;
    default:
      return `${name} is not valid.`;
  }
}

/** Makes `humanIssueMessage` zod's wording for every issue whose schema states no message of its own. */
export function installHumanValidationMessages(): void {
  z.config({ customError: humanIssueMessage });
}
