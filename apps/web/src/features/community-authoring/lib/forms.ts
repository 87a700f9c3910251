/**
 * The console's community forms, judged by the contract's schemas: the times typed in the browser's local time
 * (datetime-local) are checked to be ahead and sent as ISO 8601; the rest is the contract's rule as it is.
 */
import { z } from 'zod';
import {
  COMMUNITY_MESSAGES,
  alertInputSchema,
  pollInputSchema,
  tipInputSchema,
  type SecurityAlert,
} from '@safeogun/contract/community';

export { localMinute } from '../../../lib/local-time';

/** A datetime-local value as an ISO 8601 moment (UTC); an empty or unreadable value stays as it is. */
export function localToIso(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

/**
 * `schema` with its moment `field` typed as datetime-local: required (`required`), ahead of now (`inPast` when not),
 * then sent as ISO 8601 to the contract's own rule for the field.
 */
function withLocalFuture<Shape extends Record<Field, z.ZodType<string, string>>, Field extends string>(
  schema: z.ZodObject<Shape>,
  field: Field,
  messages: { required: string; inPast: string },
) {
  const local = z
    .string()
    .min(1, messages.required)
    .refine((v) => new Date(v).getTime() > Date.now(), messages.inPast)
    .transform(localToIso)
    .pipe(schema.shape[field]);
  return schema.extend({ [field]: local } as Record<Field, typeof local>);
}

/** A safety tip's fields (publishing is the button pressed, not a field). */
export const tipFormSchema = tipInputSchema.omit({ publish: true });
export type TipFormValues = z.input<typeof tipFormSchema>;
export type TipFormOutput = z.output<typeof tipFormSchema>;

/** A security alert, its expiry typed in local time. */
export const alertFormSchema = withLocalFuture(alertInputSchema, 'expiresAt', {
  required: 'Choose when the alert expires.',
  inPast: COMMUNITY_MESSAGES.expiresInPast,
});
export type AlertFormValues = z.input<typeof alertFormSchema>;

/** A poll, its closing time typed in local time. */
export const pollFormSchema = withLocalFuture(pollInputSchema, 'closesAt', {
  required: 'Choose when the poll closes.',
  inPast: COMMUNITY_MESSAGES.closesInPast,
});
export type PollFormValues = z.input<typeof pollFormSchema>;

/** A list field's errors as react-hook-form gives them: the list's own (too few, too many) or each item's. */
export function listErrors(errors: { message?: string; root?: { message?: string } } | undefined): {
  error: string | undefined;
  itemErrors: (string | undefined)[] | undefined;
} {
  return {
    error: errors?.message ?? errors?.root?.message,
    itemErrors: Array.isArray(errors)
      ? (errors as ({ message?: string } | undefined)[]).map((e) => e?.message)
      : undefined,
  };
}

/** An area commander must name LGAs (their command's); State HQ and administrators may name none: the whole state. */
export const missingLgas = (wholeState: boolean | undefined, lgas: readonly string[]) =>
  !wholeState && lgas.length === 0;

/** The places of an alert or a poll in words. */
export const placesOf = (lgas: readonly string[]) => (lgas.length === 0 ? 'Whole state' : lgas.join(', '));

export type AlertState = 'active' | 'expired' | 'withdrawn';

/** Where an alert stands now: withdrawn (hidden at once), expired, or still shown. */
export function alertState(alert: Pick<SecurityAlert, 'withdrawnAt' | 'expiresAt'>, now = Date.now()): AlertState {
  if (alert.withdrawnAt) return 'withdrawn';
  return new Date(alert.expiresAt).getTime() <= now ? 'expired' : 'active';
}

/** A count with its noun: "1 person", "12 people". */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Each value's whole-number share of the total, in per cent (0 when there is nothing). */
export const sharesOf = (values: readonly number[]) => {
  const total = values.reduce((n, v) => n + v, 0);
  return values.map((v) => (total ? Math.round((v / total) * 100) : 0));
};
