/** Emergency contacts: GET /user/emergencyContact/all, POST /user/emergencyContact/, PUT and DELETE by id. */
import { z } from 'zod';
import { envelope } from './envelope';
import { PHONE_DIGITS, PHONE_PREFIX } from './constants';
import { CONTACT_MESSAGES } from './messages';
import { RELATIONSHIPS } from './reference';

export const MAX_EMERGENCY_CONTACTS = 10;
export const CONTACT_NAME_MAX_LENGTH = 100;

/** Keeps the ten national digits of a Nigerian number typed as +234..., 234..., 0... or the ten digits alone. */
export function contactPhoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('234')) digits = digits.slice(3);
  else if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** The request body: the phone number is stored as +234 and 10 digits. */
export const emergencyContactInputSchema = z.object({
  fullName: z
    .string({ message: CONTACT_MESSAGES.fullNameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.fullNameRequired)
    .max(CONTACT_NAME_MAX_LENGTH, CONTACT_MESSAGES.fullNameTooLong),
  phoneNumber: z
    .string({ message: CONTACT_MESSAGES.phoneRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.phoneRequired)
    .max(30, CONTACT_MESSAGES.phoneTenDigits)
    .transform(contactPhoneDigits)
    .refine((digits) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits), CONTACT_MESSAGES.phoneTenDigits)
    .transform((digits) => `${PHONE_PREFIX}${digits}`),
  relationship: z
    .string({ message: CONTACT_MESSAGES.relationshipRequired })
    .trim()
    .refine((v): v is (typeof RELATIONSHIPS)[number] => (RELATIONSHIPS as readonly string[]).includes(v), {
      message: CONTACT_MESSAGES.relationshipRequired,
    }),
});
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;

export const emergencyContactSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  relationship: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** Any string: an id that is not one of the caller's contacts (malformed or not) answers 404. */
export const emergencyContactIdParamsSchema = z.object({ id: z.string().max(100) });

export const emergencyContactListResponseSchema = envelope(
  z.object({ emergencyContacts: z.array(emergencyContactSchema) }),
);
export const emergencyContactResponseSchema = envelope(z.object({ emergencyContact: emergencyContactSchema }));
export const emergencyContactDeletedResponseSchema = envelope(z.object({ id: z.string() }));
