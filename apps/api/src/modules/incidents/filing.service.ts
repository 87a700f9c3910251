/**
 * Filing a report (signed in, anonymous, or a new draft): what it must hold, its evidence, its routing, and one
 * write of its row, files and idempotency record.
 */
import { ADMIN_MESSAGES } from '@safeogun/contract/administration';
import { randomUUID } from 'node:crypto';
import { incidentDataSchema, type IncidentData } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { isPoliceRole } from '@safeogun/contract/roles';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, forbidden } from '../../lib/errors';
import { writeOnce, writeStatementOnce, type IdempotencyRequest, type Written } from '../../lib/idempotent-write';
import { newTicketId } from '../../lib/ticket-id';
import { fileRows, filesToStore, prepareFiles } from './evidence-intake';
import type { IncidentsDeps } from './incidents.deps';
import { assertReportRules } from './report-rules';
import { resolveRouting } from './routing';
import * as repo from './incidents.repository';
import { incidentTypeById } from './filing-reference';

/** A report or draft as filed: what the citizen is told and what a retry with the same key gets again. */
export interface Filed {
  ticketId: string;
  id: string;
  isDraft: boolean;
}

/** A submission as the route read it. */
export interface Submission {
  data: Record<string, unknown>;
  images: Buffer[];
  videos: Buffer[];
  idempotency: IdempotencyRequest | null;
}

export function parseData(raw: Record<string, unknown>): IncidentData {
  const parsed = incidentDataSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: i.path.join('.') || 'data',
      message: i.message,
    }));
    throw badRequest(errors[0]?.message ?? REPORT_MESSAGES.submitFailed, errors);
  }
  return parsed.data;
}

export async function checkIncidentType(db: Db, id: number | null | undefined) {
  const type = id ? await incidentTypeById(db, id) : null;
  if (!type)
    throw badRequest('Please choose a valid incident type.', [
      { field: 'incidentTypeId', message: 'Unknown incident type' },
    ]);
  if (!type.isActive)
    throw badRequest(ADMIN_MESSAGES.inactiveType, [{ field: 'incidentTypeId', message: ADMIN_MESSAGES.inactiveType }]);
  return type;
}

export async function createIncident(
  deps: IncidentsDeps,
  user: AuthUser | null,
  submission: Submission,
): Promise<Written<Filed>> {
  const data = parseData(submission.data);
  const isAnonymous = data.isAnonymous === true || !user;
  // An anonymous report keeps no link to any account, so anyone may file one; a named one is a citizen's.
  if (!isAnonymous && isPoliceRole(user.role)) throw forbidden(REPORT_MESSAGES.policeCannotFile);
  const isDraft = data.isDraft === true;
  if (isDraft && isAnonymous)
    throw badRequest('Anonymous reports cannot be saved as drafts. Please sign in to save a draft.');
  const description = data.description ?? '';
  const address = data.address?.trim() ? data.address.trim() : null;
  assertReportRules(isDraft ? 'draft-save' : isAnonymous ? 'anonymous' : 'signed-in', {
    incidentTypeId: data.incidentTypeId,
    description,
    address,
  });
  const type = await checkIncidentType(deps.db, data.incidentTypeId);
  const isIdentityHidden = isAnonymous || data.isIdentityHidden === true;
  const files = prepareFiles(submission, isIdentityHidden);
  const latitude = data.latitude ?? null;
  const longitude = data.longitude ?? null;
  if ((latitude === null) !== (longitude === null)) throw badRequest('Send both latitude and longitude, or neither.');
  const routing = await resolveRouting(deps, { latitude, longitude, address, stationId: data.stationId ?? null });

  const id = randomUUID();
  const ticketId = newTicketId();
  const row: repo.FiledReport = {
    id,
    ticketId,
    userId: isAnonymous ? null : user!.id,
    incidentTypeId: type.id,
    status: 'new',
    isDraft,
    address,
    description,
    isIdentityHidden,
    isLocationHidden: data.isLocationHidden === true,
    isAnonymous,
    onBehalfOf: data.onBehalfOf ?? null,
    channel: 'web',
    latitude,
    longitude,
    ...routing,
    // Submitted now: the database stamps the type's response-time targets and deadlines (decision 011).
    submittedAt: isDraft ? null : deps.now(),
  };
  const scope = `incident:new:${isAnonymous ? 'anonymous' : user!.id}`;
  const result = { ticketId, id, isDraft };
  // Without files, one statement writes the report and claims its key: no transaction to open and commit.
  if (files.length === 0)
    return writeStatementOnce({
      db: deps.db,
      scope,
      idempotency: submission.idempotency,
      result,
      write: (db, claim) => repo.fileReport(db, row, claim),
    });
  return writeOnce<Filed>({
    db: deps.db,
    storage: deps.storage,
    scope,
    idempotency: submission.idempotency,
    files: filesToStore(id, files),
    committedKeys: repo.committedStorageKeys,
    // Known before the insert: the key's claim stores it (one statement fewer per report).
    result,
    work: async (tx) => {
      await repo.insertFiledReport(tx, row);
      await repo.insertFiles(tx, fileRows(id, files));
    },
  });
}
