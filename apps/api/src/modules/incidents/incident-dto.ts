/** Reports as the citizen reads them: type, station, area, signed evidence URLs, public updates, the review, the conversation with the police. */
import { normaliseStatus, type Incident, type IncidentReview } from '@safeogun/contract/incidents';
import { fileDto } from './evidence-urls';
import type { IncidentsDeps } from './incidents.deps';
import { reporterThreadsOf } from '../thread/thread.service';
import * as repo from './incidents.repository';

export function reviewDto(review: repo.IncidentReviewRow): IncidentReview {
  return {
    rating: review.rating,
    comments: review.comments,
    isIdentityHidden: review.isIdentityHidden,
    createdAt: review.createdAt.toISOString(),
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
  };
}

export async function toDtos(
  deps: Pick<IncidentsDeps, 'db' | 'fileUrlSecret' | 'apiPrefix' | 'now'>,
  rows: repo.JoinedIncident[],
): Promise<Incident[]> {
  const ids = rows.map((r) => r.incident.id);
  const [files, updates, reviews, messages] = await Promise.all([
    repo.filesOf(deps.db, ids),
    repo.publicUpdatesOf(deps.db, ids),
    repo.reviewsOf(deps.db, ids),
    reporterThreadsOf(deps.db, ids),
  ]);
  return rows.map(({ incident: i, typeName, stationFormation, lgaName }) => {
    const own = files.filter((f) => f.incidentId === i.id).map((f) => fileDto(deps, f));
    const review = reviews.find((r) => r.incidentId === i.id);
    const status = normaliseStatus(i.status) ?? i.status;
    return {
      id: i.id,
      ticketId: i.ticketId,
      incidentTypeId: i.incidentTypeId,
      incidentType: typeName,
      incidentStatus: status,
      isDraft: i.isDraft,
      datePublished: (i.submittedAt ?? i.createdAt).toISOString(),
      createdAt: i.createdAt.toISOString(),
      submittedAt: i.submittedAt?.toISOString() ?? null,
      updatedAt: i.updatedAt.toISOString(),
      address: i.address,
      description: i.description,
      latitude: i.latitude,
      longitude: i.longitude,
      lga: i.lgaId !== null && lgaName ? { id: i.lgaId, name: lgaName } : null,
      isIdentityHidden: i.isIdentityHidden,
      isLocationHidden: i.isLocationHidden,
      isAnonymous: i.isAnonymous,
      channel: i.channel,
      stationId: i.stationId,
      station: i.stationId !== null && stationFormation ? { id: i.stationId, formation: stationFormation } : null,
      incidentImages: own.filter((f) => f.kind === 'image').map((f) => f.url),
      files: own,
      video: own.find((f) => f.kind === 'video') ?? null,
      updates: updates
        .filter((u) => u.incidentId === i.id)
        .map((u) => ({ status: u.status, note: u.note, date: u.createdAt.toISOString() })),
      review: review ? reviewDto(review) : null,
      messages: messages.get(i.id) ?? [],
    };
  });
}
