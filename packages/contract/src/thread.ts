/**
 * The conversation on a report between the police and its reporter (issue 12): police write from the case, the
 * reporter answers by tracking ID (anonymous or not) or from their report page. Nothing about the reporter is kept
 * with an answer or shown to the police: a message says only who wrote it (`police` or `reporter`).
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { waitInWords } from './messages';

export const THREAD_TEXT_MAX_LENGTH = 1000;

export const MESSAGE_SENDERS = ['police', 'reporter'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const THREAD_MESSAGES = {
  textRequired: 'Write a message.',
  textTooLong: `A message must be ${THREAD_TEXT_MAX_LENGTH} characters or fewer.`,
  closed: 'This report is closed, so its conversation is closed too.',
  sent: 'Message sent',
  /** The 429 of answers by tracking ID, saying how long to wait. */
  tooMany: (retryAfterSeconds: number) => `Too many messages. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  noMessages: 'No messages yet.',
} as const;

/** The text of a message: trimmed, 1 to 1000 characters. */
export const threadTextSchema = z
  .string({ message: THREAD_MESSAGES.textRequired })
  .trim()
  .min(1, THREAD_MESSAGES.textRequired)
  .max(THREAD_TEXT_MAX_LENGTH, THREAD_MESSAGES.textTooLong);

/** POST /police/incidents/{id}/messages and POST /incident/track/{trackingId}/messages */
export const threadMessageRequestSchema = z.object({ text: threadTextSchema });
export type ThreadMessageRequest = z.input<typeof threadMessageRequestSchema>;

/** A message as the reporter reads it (tracking page, report page): who, what, when. Oldest first in a thread. */
export const threadMessageSchema = z.object({
  from: z.enum(MESSAGE_SENDERS),
  text: z.string(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A message as the police read it: with its id and, for a police message, the officer (never the reporter). */
export const policeThreadMessageSchema = threadMessageSchema.extend({
  id: z.string(),
  author: z.object({ id: z.string(), fullName: z.string().nullable(), role: z.string() }).nullable(),
});
export type PoliceThreadMessage = z.infer<typeof policeThreadMessageSchema>;

/** GET and POST /police/incidents/{id}/messages: the whole thread, oldest first. */
export const policeThreadResponseSchema = envelope(z.object({ messages: z.array(policeThreadMessageSchema) }));

/** POST /incident/track/{trackingId}/messages: the whole thread, oldest first. */
export const trackThreadResponseSchema = envelope(z.object({ messages: z.array(threadMessageSchema) }));
