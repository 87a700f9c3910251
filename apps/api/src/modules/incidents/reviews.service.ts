/** The citizen rates a resolved or closed report, once. */
import { isReviewable, reviewRequestSchema, type IncidentReview } from '@safeogun/contract/incidents';
import { REVIEW_MESSAGES } from '@safeogun/contract/messages';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict } from '../../lib/errors';
import { reviewDto } from './incident-dto';
import { ownedOr404 } from './incidents.service';
import type { IncidentsDeps } from './incidents.deps';
import * as repo from './incidents.repository';

const ALREADY_REVIEWED = 'You have already reviewed this report.';

export async function reviewIncident(
  deps: IncidentsDeps,
  user: AuthUser,
  id: string,
  body: unknown,
): Promise<IncidentReview> {
  const { incident } = await ownedOr404(deps.db, id, user.id);
  const parsed = reviewRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw badRequest(errors[0]!.message, errors);
  }
  if (incident.isDraft || !isReviewable(incident.status))
    throw badRequest('Only resolved or closed reports can be reviewed.');
  const name = parsed.data.name?.trim() || (await repo.findFullName(deps.db, user.id));
  if (!name) throw badRequest(REVIEW_MESSAGES.userUnavailable);
  const existing = await repo.reviewsOf(deps.db, [incident.id]);
  if (existing.length) throw conflict(ALREADY_REVIEWED);
  try {
    const review = await repo.insertReview(deps.db, {
      incidentId: incident.id,
      userId: user.id,
      name,
      rating: parsed.data.rating,
      comments: parsed.data.comments,
      isIdentityHidden: parsed.data.isIdentityHidden === true,
    });
    return reviewDto(review);
  } catch (error) {
    // Two reviews at once: the second loses on the unique index.
    if ((await repo.reviewsOf(deps.db, [incident.id])).length) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}
