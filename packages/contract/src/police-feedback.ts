/**
 * Reviews and feedback in the police console (issue 12, decision 013): citizens' feedback to stations and their
 * reviews of resolved cases, as the police of a reach read them (GET /police/feedback/entries) and as averages and
 * counts per station and per Area Command over a period (GET /police/feedback/summary). A reviewer's name shows only
 * when they did not ask to hide it (nor hid their identity on the report); feedback never names its sender.
 */
import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { LIST_PAGE_SIZE } from './constants';
import { coercedIdSchema, pageSchema, pageSizeSchema } from './validation';

export const POLICE_FEEDBACK_KINDS = ['feedback', 'review'] as const;
export type PoliceFeedbackKind = (typeof POLICE_FEEDBACK_KINDS)[number];

export const POLICE_FEEDBACK_MESSAGES = {
  badDay: (field: string) => `${field} must be a date such as 2026-11-23.`,
  periodOrder: 'From must not be after To.',
  periodTooLong: 'Choose a period of at most 5 years.',
  kind: 'Type must be all, feedback or review.',
  rating: 'Rating must be a whole number from 1 to 5.',
  replied: 'Replied must be yes or no.',
  mine: 'Mine must be true or false.',
  noEntries: 'No reviews or feedback match these filters.',
  notFound: 'Feedback not found.',
} as const;

/** The longest period a list or summary covers (5 years of days). */
export const MAX_PERIOD_DAYS = 5 * 366;

/** A calendar day, YYYY-MM-DD, a real one (no 2026-02-30); read in Nigerian time (WAT, UTC+1, no daylight saving). */
export function daySchema(field: string) {
  const message = POLICE_FEEDBACK_MESSAGES.badDay(field);
  return z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
    }, message);
}

/** Days between two YYYY-MM-DD dates, counting both (2026-11-01 to 2026-11-30: 30). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `from` and `to` of a query, both optional, inclusive; refused when reversed or longer than MAX_PERIOD_DAYS. */
const periodFields = { from: daySchema('From').optional(), to: daySchema('To').optional() };
type Period = { from?: string; to?: string };
const inOrder = (q: Period) => !q.from || !q.to || q.from <= q.to;
const notTooLong = (q: Period) => !q.from || !q.to || q.from > q.to || daysInPeriod(q.from, q.to) <= MAX_PERIOD_DAYS;

/** GET /police/feedback/entries */
export const policeFeedbackListQuerySchema = z
  .object({
    page: pageSchema,
    size: pageSizeSchema(50, LIST_PAGE_SIZE),
    /** feedback: to a station (or, for State HQ, a named officer); review: a citizen's rating of their case. */
    kind: z.enum(['all', ...POLICE_FEEDBACK_KINDS], { message: POLICE_FEEDBACK_MESSAGES.kind }).default('all'),
    rating: z.coerce
      .number({ message: POLICE_FEEDBACK_MESSAGES.rating })
      .int(POLICE_FEEDBACK_MESSAGES.rating)
      .min(1, POLICE_FEEDBACK_MESSAGES.rating)
      .max(5, POLICE_FEEDBACK_MESSAGES.rating)
      .optional(),
    replied: z.enum(['yes', 'no'], { message: POLICE_FEEDBACK_MESSAGES.replied }).optional(),
    /** true: only reviews of cases the caller handled (decision 013); feedback names no account, so none. */
    mine: z.enum(['true', 'false'], { message: POLICE_FEEDBACK_MESSAGES.mine }).optional(),
    stationId: coercedIdSchema().optional(),
    areaCommandId: coercedIdSchema().optional(),
    ...periodFields,
  })
  .refine(inOrder, { message: POLICE_FEEDBACK_MESSAGES.periodOrder, path: ['from'] })
  .refine(notTooLong, { message: POLICE_FEEDBACK_MESSAGES.periodTooLong, path: ['from'] });
export type PoliceFeedbackListQuery = z.infer<typeof policeFeedbackListQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** One feedback or review as the police read it: never the sender's email, phone or account. */
export const policeFeedbackEntrySchema = z.object({
  kind: z.enum(POLICE_FEEDBACK_KINDS),
  /** The feedback's id (reply: POST /police/feedback/{id}/reply), or the review's (reply by its incident). */
  id: z.string(),
  createdAt: z.string(),
  /** 1 to 5; null for feedback of a type that carries none (Suggestion, Other). */
  rating: z.number().int().nullable(),
  comment: z.string(),
  /** Feedback: Complaint, Compliment, Suggestion or Other; null for a review. */
  feedbackType: z.string().nullable(),
  /** Feedback to a named officer: the name as the citizen wrote it (State HQ only); null otherwise. */
  officerName: z.string().nullable(),
  station: z.object({ id: z.number().int(), formation: z.string() }).nullable(),
  areaCommand: named.nullable(),
  /** The reviewed case (reviews only). */
  incident: z.object({ id: z.string(), ticketId: z.string(), incidentType: z.string() }).nullable(),
  /** The name a reviewer gave, only when they did not ask to hide it; always null for feedback. */
  reviewerName: z.string().nullable(),
  /** True when the citizen asked the police not to see who they are (and for every feedback). */
  identityHidden: z.boolean(),
  /** A review of a case the caller handled (decision 013). */
  handledByMe: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.object({ fullName: z.string().nullable(), role: z.string() }).nullable(),
});
export type PoliceFeedbackEntry = z.infer<typeof policeFeedbackEntrySchema>;

export const policeFeedbackListResponseSchema = envelope(
  z.object({
    data: z.array(policeFeedbackEntrySchema),
    pagination: paginationSchema,
    /** The period read, inclusive (the query's, or all time when it named none). */
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
);

/** GET /police/feedback/summary */
export const feedbackSummaryQuerySchema = z
  .object(periodFields)
  .refine(inOrder, { message: POLICE_FEEDBACK_MESSAGES.periodOrder, path: ['from'] })
  .refine(notTooLong, { message: POLICE_FEEDBACK_MESSAGES.periodTooLong, path: ['from'] });
export type FeedbackSummaryQuery = z.infer<typeof feedbackSummaryQuerySchema>;

/** How many, how many rated, and the mean rating (two decimals; null when none rated). */
export const ratingStatsSchema = z.object({
  count: z.number().int(),
  rated: z.number().int(),
  average: z.number().nullable(),
});
export type RatingStats = z.infer<typeof ratingStatsSchema>;

export const summaryStatsSchema = z.object({
  reviews: ratingStatsSchema,
  feedback: ratingStatsSchema,
  /** Every rating of the row, reviews and feedback together. */
  all: ratingStatsSchema,
  /** Entries without a police reply yet. */
  unanswered: z.number().int(),
});
export type SummaryStats = z.infer<typeof summaryStatsSchema>;

export const feedbackSummarySchema = z.object({
  /** The period, inclusive, in Nigerian time: the query's, by default the 30 days up to today. */
  from: z.string(),
  to: z.string(),
  /** Everything in the caller's reach over the period. */
  total: summaryStatsSchema,
  /** Per Area Command (where a report happened; a station's command for feedback); null: none set. */
  areaCommands: z.array(summaryStatsSchema.extend({ areaCommand: named.nullable() })),
  /** Per station with any entry in the period (a report's station; the station a feedback names). */
  stations: z.array(
    summaryStatsSchema.extend({
      station: z.object({ id: z.number().int(), formation: z.string() }).nullable(),
      lga: named.nullable(),
      areaCommand: named.nullable(),
    }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
export const feedbackSummaryResponseSchema = envelope(feedbackSummarySchema);
