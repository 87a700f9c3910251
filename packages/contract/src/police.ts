import { z } from 'zod';

/** Longest police note or reply a citizen is shown. */
export const POLICE_TEXT_MAX_LENGTH = 2000;

/** What an officer writes for a citizen to read: trimmed, required, at most POLICE_TEXT_MAX_LENGTH characters. */
export const policeText = (what: 'note' | 'reply') =>
  z
    .string({ message: `A ${what} is required.` })
    .trim()
    .min(1, `A ${what} is required.`)
    .max(POLICE_TEXT_MAX_LENGTH, `The ${what} must be ${POLICE_TEXT_MAX_LENGTH} characters or fewer.`);

/** The text of a police reply to a review or a feedback. */
export const policeReplyRequestSchema = z.object({ reply: policeText('reply') });
export type PoliceReplyRequest = z.infer<typeof policeReplyRequestSchema>;
