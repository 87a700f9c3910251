/** One editable contact row and the section 5 rules for it. */
import { PHONE_DIGITS } from '@safeogun/contract/constants';
import { emergencyContactInputSchema, type EmergencyContact } from '@safeogun/contract/emergency-contacts';

export interface ContactRow {
  /** Client key of the row. */
  key: string;
  /** Server id when the row is a saved contact. */
  id?: string;
  fullName: string;
  /** The 10 digits after +234. */
  phone: string;
  relationship: string;
}

export type RowErrors = Partial<Record<'fullName' | 'phone' | 'relationship', string>>;

let counter = 0;
export const newKey = () => `row-${Date.now()}-${counter++}`;

export const emptyRow = (): ContactRow => ({ key: newKey(), fullName: '', phone: '', relationship: '' });

export function rowFromContact(contact: EmergencyContact): ContactRow {
  return {
    key: contact.id,
    id: contact.id,
    fullName: contact.fullName,
    phone: contact.phoneNumber
      .replace(/^\+234/, '')
      .replace(/\D/g, '')
      .slice(0, PHONE_DIGITS),
    relationship: contact.relationship,
  };
}

/** Input is stripped of non-digits and cut to 10 (a pasted +234 or leading 0 is dropped first). */
export function cleanPhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('234')) digits = digits.slice(3);
  if (digits.length > PHONE_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** The contract's rules for a contact (the server's own), each field's first unmet one. */
export function validateRow(row: ContactRow): RowErrors {
  const result = emergencyContactInputSchema.safeParse(toInput(row));
  const errors: RowErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] === 'phoneNumber' ? 'phone' : (issue.path[0] as 'fullName' | 'relationship');
    errors[field] ??= issue.message;
  }
  return errors;
}

export const isComplete = (row: ContactRow) => Object.keys(validateRow(row)).length === 0;
export const isBlank = (row: ContactRow) => !row.fullName.trim() && !row.phone && !row.relationship;

export function toInput(row: ContactRow) {
  return {
    fullName: row.fullName.trim(),
    phoneNumber: row.phone ? `+234${row.phone}` : '',
    relationship: row.relationship.trim(),
  };
}

export const sameContact = (row: ContactRow, contact: EmergencyContact) => {
  const input = toInput(row);
  return (
    input.fullName === contact.fullName &&
    input.phoneNumber === contact.phoneNumber &&
    input.relationship === contact.relationship
  );
};
