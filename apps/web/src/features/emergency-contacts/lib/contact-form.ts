/** The react-hook-form shape and zod schemas both contact forms share; each row is checked by the contract's schema. */
import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { isComplete, validateRow, type ContactRow, type RowErrors } from './contact-row';

export type ContactsForm = { rows: ContactRow[] };

const contactRowShape = z.object({
  key: z.string(),
  id: z.string().optional(),
  fullName: z.string(),
  phone: z.string(),
  relationship: z.string(),
});

/** A row that meets the contract's contact schema; its messages land on the row's own fields. */
const completeContactRowSchema = contactRowShape.superRefine((row, ctx) => {
  for (const [field, message] of Object.entries(validateRow(row))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** Settings: every row being added or edited must be complete. */
export const allContactsCompleteSchema = z.object({ rows: z.array(completeContactRowSchema) });

/** /emergency-contact: at least one row complete (only those are saved). */
export const atLeastOneContactCompleteSchema = z
  .object({ rows: z.array(contactRowShape) })
  .refine(({ rows }) => rows.some(isComplete), { message: CONTACT_MESSAGES.atLeastOne, path: ['rows'] });

/** The field messages react-hook-form holds for row `index`. */
export function rowErrorsAt(errors: FieldErrors<ContactsForm>, index: number): RowErrors {
  const row = errors.rows?.[index];
  return {
    fullName: row?.fullName?.message,
    phone: row?.phone?.message,
    relationship: row?.relationship?.message,
  };
}
