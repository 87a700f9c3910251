/** Section 5 feedback rules without zod, so the web form can use them without loading the schema library. */
import { FEEDBACK_MESSAGES } from './messages';
import { FEEDBACK_RECIPIENTS, RATED_FEEDBACK_TYPES } from './reference';

export interface FeedbackInput {
  feedbackTypeId?: number | null;
  feedbackRecipient?: string | null;
  stationId?: number | null;
  comment?: string | null;
  officerName?: string | null;
  rating?: number | null;
}

export function isRatedFeedbackType(typeName: string | null | undefined): boolean {
  return (RATED_FEEDBACK_TYPES as readonly string[]).includes(typeName ?? '');
}

/** The first unmet rule of section 5 as { field, message }, or null when the feedback can be sent. */
export function feedbackProblem(
  input: FeedbackInput,
  typeName: string | null | undefined,
): { field: string; message: string } | null {
  const recipient = input.feedbackRecipient ?? '';
  if (!input.feedbackTypeId || !typeName) return { field: 'feedbackTypeId', message: FEEDBACK_MESSAGES.required };
  if (!(FEEDBACK_RECIPIENTS as readonly string[]).includes(recipient))
    return { field: 'feedbackRecipient', message: FEEDBACK_MESSAGES.required };
  if (recipient === 'Station' && !input.stationId)
    return { field: 'stationId', message: FEEDBACK_MESSAGES.selectStation };
  if (recipient === 'Officer' && !input.officerName?.trim())
    return { field: 'officerName', message: FEEDBACK_MESSAGES.enterOfficer };
  if (!input.comment?.trim()) return { field: 'comment', message: FEEDBACK_MESSAGES.required };
  if (isRatedFeedbackType(typeName) && !(input.rating && input.rating >= 1 && input.rating <= 5))
    return { field: 'rating', message: FEEDBACK_MESSAGES.ratingRequired };
  return null;
}
