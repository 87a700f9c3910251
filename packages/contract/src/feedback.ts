import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { COMMENT_MAX_LENGTH, LIST_PAGE_SIZE } from './constants';
import { coercedIdSchema, pageSchema, pageSizeSchema } from './validation';
import type { FEEDBACK_RECIPIENTS } from './reference';
import { feedbackProblem } from './feedback-rules';

export type FeedbackRecipient = (typeof FEEDBACK_RECIPIENTS)[number];

/**
 * POST /feedback/create. Loose on purpose: the rules of specification section 5 (with its exact messages) are
 * applied by `feedbackProblem`, on the form and again on the server.
 */
export const createFeedbackBodySchema = z.object({
  feedbackTypeId: coercedIdSchema().nullish(),
  feedbackRecipient: z.string().trim().max(20).nullish(),
  stationId: coercedIdSchema().nullish(),
  comment: z.string().max(COMMENT_MAX_LENGTH, `Comment must be ${COMMENT_MAX_LENGTH} characters or fewer`).nullish(),
  officerName: z.string().trim().max(120, 'Officer name must be 120 characters or fewer').nullish(),
  rating: z.coerce.number().int().min(0, 'Rating must be 0 to 5').max(5, 'Rating must be 0 to 5').nullish(),
});
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;

export { isRatedFeedbackType } from './feedback-rules';
export { feedbackProblem };

/**
 * The feedback form's schema: the body with section 5's rules, given the chosen type's name (the form knows the
 * names from GET /feedback/types; the server applies the same `feedbackProblem` to its stored type).
 */
export function feedbackFormSchema(typeName: (feedbackTypeId: number | null | undefined) => string | null | undefined) {
  return createFeedbackBodySchema.superRefine((body, ctx) => {
    const problem = feedbackProblem(body, typeName(body.feedbackTypeId));
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

export const feedbackItemSchema = z.object({
  id: z.string(),
  feedbackTypeId: z.number().int(),
  feedbackType: z.string(),
  feedbackRecipient: z.string(),
  stationId: z.number().int().nullable(),
  station: z.object({ id: z.number().int(), formation: z.string() }).nullable(),
  officerName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** The police's reply, when they have answered. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const createFeedbackResponseSchema = envelope(feedbackItemSchema);

export const feedbackHistoryQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(100, LIST_PAGE_SIZE),
});

/** GET /feedback/history: the caller's own feedback, newest first (`data.data`). */
export const feedbackHistoryResponseSchema = envelope(
  z.object({ data: z.array(feedbackItemSchema), pagination: paginationSchema }),
);
export type FeedbackHistoryData = z.infer<typeof feedbackHistoryResponseSchema>['data'];

/** GET /police/feedback: every feedback, newest first, without who sent it (`data.data`). */
export const policeFeedbackListResponseSchema = feedbackHistoryResponseSchema;
/** POST /police/feedback/{id}/reply */
export const feedbackReplyResponseSchema = envelope(feedbackItemSchema);
