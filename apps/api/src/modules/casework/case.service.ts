/**
 * One report as the police read it (issue 11): everything the citizen sent, the evidence with each file's SHA-256
 * recorded at receipt and a signed URL, the full history (public and internal, with each author's name and role),
 * the review and its reply, and the statuses it may move to now. Never the reporter: whether they are named,
 * hidden or anonymous is all a case says of them (revealing a named reporter is a separate, audited call).
 * Out of reach, a draft, or unknown answers 404 alike.
 */
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { STATUS_TRANSITIONS, normaliseStatus, type IncidentStatus } from '@safeogun/contract/incidents';
import {
  type CaseEvent,
  type IncidentEventKind,
  type PoliceCase,
  type ReporterIdentity,
} from '@safeogun/contract/casework';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/auth';
import { fileDto } from '../incidents/evidence-urls';
import { jurisdictionOf, reaches, type Jurisdiction } from '../jurisdiction/jurisdiction';
import type { CaseworkDeps } from './casework.deps';
import { messageHistory } from '../thread/thread.service';
import { reportSla } from './sla';
import * as repo from './case.repository';
import { namedRef } from '../../lib/joined-ref';

type Placed = Pick<repo.IncidentRow, 'isAnonymous' | 'isIdentityHidden'>;

/** How the reporter stands to the police: anonymous (nothing kept), hidden by choice, or named. */
export function reporterIdentity(incident: Placed): ReporterIdentity {
  if (incident.isAnonymous) return 'anonymous';
  if (incident.isIdentityHidden) return 'hidden';
  return 'named';
}

export const statusOf = (incident: { status: string }): IncidentStatus => normaliseStatus(incident.status) ?? 'new';

/** Two oldest-first lists as one, oldest first (ties keep the history's entry first). */
function mergeByTime(a: CaseEvent[], b: CaseEvent[]): CaseEvent[] {
  return [...a, ...b].sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
}

/** The case as it stands in `deps.db` (a transaction's, after an action); null when unknown or a draft. */
export async function loadCase(
  deps: Pick<CaseworkDeps, 'db' | 'fileUrlSecret' | 'apiPrefix' | 'now'>,
  incidentId: string,
): Promise<PoliceCase | null> {
  const row = await repo.findCase(deps.db, incidentId);
  if (!row || row.incident.isDraft) return null;
  // One after another: inside an action this is the transaction's one connection.
  const files = await repo.caseFiles(deps.db, incidentId);
  const history = await repo.caseHistory(deps.db, incidentId);
  const review = await repo.caseReview(deps.db, incidentId);
  const messages = await messageHistory(deps.db, incidentId);
  const i = row.incident;
  const status = statusOf(i);
  const now = deps.now();
  return {
    id: i.id,
    ticketId: i.ticketId,
    version: i.version,
    status,
    allowedStatuses: [...STATUS_TRANSITIONS[status]],
    incidentType: { id: i.incidentTypeId, name: row.typeName },
    description: i.description,
    address: i.address,
    latitude: i.latitude,
    longitude: i.longitude,
    isLocationHidden: i.isLocationHidden,
    lga: namedRef(i.lgaId, row.lgaName),
    areaCommand: namedRef(i.areaCommandId, row.areaCommandName),
    station: i.stationId !== null && row.stationFormation ? { id: i.stationId, formation: row.stationFormation } : null,
    channel: i.channel,
    identity: reporterIdentity(i),
    onBehalfOf: i.onBehalfOf ?? null,
    submittedAt: (i.submittedAt ?? i.createdAt).toISOString(),
    acknowledgedAt: i.acknowledgedAt?.toISOString() ?? null,
    sla: reportSla(i, now),
    escalationLevel: i.escalationLevel,
    hiddenFromMap: i.hiddenFromMap,
    legalHold: i.legalHoldAt ? { at: i.legalHoldAt.toISOString(), reason: i.legalHoldReason ?? '' } : null,
    retentionClearedAt: i.retentionClearedAt?.toISOString() ?? null,
    evidence: files.map((f) => ({
      id: f.id,
      kind: f.kind === 'video' ? 'video' : 'image',
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      sha256: f.sha256,
      metadataStripped: f.metadataStripped,
      receivedAt: f.createdAt.toISOString(),
      url: fileDto(deps, f).url,
    })),
    history: mergeByTime(
      history.map(({ update: u, authorName, authorRole }): CaseEvent => ({
        id: u.id,
        kind: u.kind as IncidentEventKind,
        status: u.status,
        note: u.note,
        isPublic: u.isPublic,
        details: (u.details as Record<string, unknown> | null) ?? null,
        // Authors are police; the reporter is never named here, whatever the row says.
        author:
          u.authorUserId && u.authorUserId !== i.userId && authorRole
            ? { id: u.authorUserId, fullName: authorName, role: authorRole }
            : null,
        at: u.createdAt.toISOString(),
      })),
      messages,
    ),
    review: review
      ? {
          rating: review.rating,
          comments: review.comments,
          createdAt: review.createdAt.toISOString(),
          reply: review.reply,
          repliedAt: review.repliedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The submitted report when `reach` reaches it; 404 otherwise (unknown, draft, out of reach alike). */
export async function caseInReach(deps: Pick<CaseworkDeps, 'db'>, reach: Jurisdiction, incidentId: string) {
  const row = isUuid(incidentId) ? await repo.findCase(deps.db, incidentId) : null;
  if (!row || row.incident.isDraft || !reaches(reach, row.incident)) throw notFound(REPORT_MESSAGES.reportNotFound);
  return row;
}

/** GET /police/incidents/{id} */
export async function getCase(deps: CaseworkDeps, user: AuthUser, incidentId: string): Promise<PoliceCase> {
  await caseInReach(deps, await jurisdictionOf(deps.db, user), incidentId);
  const found = await loadCase(deps, incidentId);
  if (!found) throw notFound(REPORT_MESSAGES.reportNotFound);
  return found;
}
