/**
 * Drafts: the author edits (fields, photos kept or removed, new evidence), submits under the draft-submit rules of
 * section 5, or deletes. Only the author ever reaches a draft.
 */
import { MAX_IMAGES, MAX_VIDEOS } from '@safeogun/contract/constants';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import type { AuthUser } from '../../plugins/auth';
import { badRequest } from '../../lib/errors';
import { earlierResult, removeFilesQuietly, writeOnce, type Written } from '../../lib/idempotent-write';
import { fileRows, filesToStore, prepareFiles, restripped } from './evidence-intake';
import { checkIncidentType, parseData, type Filed, type Submission } from './filing.service';
import { ownedOr404 } from './incidents.service';
import type { IncidentsDeps } from './incidents.deps';
import { assertReportRules } from './report-rules';
import { resolveRouting } from './routing';
import * as repo from './incidents.repository';

/** A kept or removed file named by its id or by its URL. */
function fileIdIn(value: string, ids: string[]): string | null {
  return ids.find((id) => value === id || value.includes(`/files/${id}`)) ?? null;
}

const ALREADY_SUBMITTED = 'Only drafts can be edited; this report has already been submitted.';

export async function updateDraft(
  deps: IncidentsDeps,
  user: AuthUser,
  id: string,
  submission: Submission,
): Promise<Written<Filed>> {
  const scope = `incident:patch:${user.id}:${id}`;
  // A retry of the edit that submitted the draft gets that answer, not "already submitted".
  const earlier = await earlierResult<Filed>(deps.db, scope, submission.idempotency);
  if (earlier) return earlier;
  const draft = (await ownedOr404(deps.db, id, user.id, REPORT_MESSAGES.draftNotFound)).incident;
  if (!draft.isDraft) throw badRequest(ALREADY_SUBMITTED);
  const data = parseData(submission.data);
  if (data.isAnonymous === true) throw badRequest('A draft cannot be turned into an anonymous report.');
  const next = {
    incidentTypeId: data.incidentTypeId !== undefined ? data.incidentTypeId : draft.incidentTypeId,
    address: data.address !== undefined ? (data.address?.trim() ? data.address.trim() : null) : draft.address,
    description: data.description !== undefined ? (data.description ?? '') : draft.description,
    isIdentityHidden: data.isIdentityHidden ?? draft.isIdentityHidden,
    isLocationHidden: data.isLocationHidden ?? draft.isLocationHidden,
    latitude: data.latitude !== undefined ? data.latitude : draft.latitude,
    longitude: data.longitude !== undefined ? data.longitude : draft.longitude,
    stationId: data.stationId !== undefined ? data.stationId : draft.stationId,
    onBehalfOf: data.onBehalfOf !== undefined ? data.onBehalfOf : draft.onBehalfOf,
    isDraft: data.isDraft ?? true,
  };
  if ((next.latitude === null) !== (next.longitude === null))
    throw badRequest('Send both latitude and longitude, or neither.');
  assertReportRules(next.isDraft ? 'draft-save' : 'draft-submit', next);
  const type = await checkIncidentType(deps.db, next.incidentTypeId);

  const existing = await repo.filesOf(deps.db, [draft.id]);
  const ids = existing.map((f) => f.id);
  const remove = new Set<string>();
  for (const value of data.removeImageIds ?? []) {
    const fid = fileIdIn(value, ids);
    if (fid) remove.add(fid);
  }
  if (data.keepImages) {
    const keep = new Set(data.keepImages.map((v) => fileIdIn(v, ids)).filter(Boolean));
    for (const f of existing) if (f.kind === 'image' && !keep.has(f.id)) remove.add(f.id);
  }
  const kept = existing.filter((f) => !remove.has(f.id));
  const files = prepareFiles(submission, next.isIdentityHidden);
  const count = (kind: string) =>
    kept.filter((f) => f.kind === kind).length + files.filter((f) => f.kind === kind).length;
  if (count('image') > MAX_IMAGES) throw badRequest(REPORT_MESSAGES.tooManyImages);
  if (count('video') > MAX_VIDEOS) throw badRequest(REPORT_MESSAGES.tooManyVideos);

  // Hiding identity later: kept photos and video lose their metadata too (rewritten under new keys).
  const restrip = next.isIdentityHidden ? await restripped(deps.storage, kept) : [];
  const routing = await resolveRouting(deps, next);
  const added = [...files, ...restrip.map((r) => r.file)];
  const written = await writeOnce({
    db: deps.db,
    storage: deps.storage,
    scope,
    idempotency: submission.idempotency,
    files: filesToStore(draft.id, added),
    committedKeys: repo.committedStorageKeys,
    work: async (tx) => {
      const now = deps.now();
      // Only while it is still a draft: two submits racing cannot both win.
      const updated = await repo.updateDraft(tx, draft.id, {
        incidentTypeId: type.id,
        address: next.address,
        description: next.description,
        isIdentityHidden: next.isIdentityHidden,
        isLocationHidden: next.isLocationHidden,
        onBehalfOf: next.onBehalfOf,
        latitude: next.latitude,
        longitude: next.longitude,
        ...routing,
        isDraft: next.isDraft,
        // Submitted now: the database stamps the type's response-time targets and deadlines (decision 011).
        submittedAt: next.isDraft ? null : now,
        updatedAt: now,
      });
      if (!updated) throw badRequest(ALREADY_SUBMITTED);
      await repo.deleteFiles(tx, [...remove, ...restrip.map((r) => r.old.id)]);
      await repo.insertFiles(tx, fileRows(draft.id, added));
      return { ticketId: draft.ticketId, id: draft.id, isDraft: next.isDraft };
    },
  });
  // After commit: the replaced files go (a replay replaced nothing).
  if (!written.replayed)
    await removeFilesQuietly(deps.storage, [
      ...existing.filter((f) => remove.has(f.id)).map((f) => f.storageKey),
      ...restrip.map((r) => r.old.storageKey),
    ]);
  return written;
}

export async function deleteDraft(deps: IncidentsDeps, user: AuthUser, id: string) {
  const { incident } = await ownedOr404(deps.db, id, user.id, REPORT_MESSAGES.draftNotFound);
  if (!incident.isDraft) throw badRequest('Only drafts can be deleted.');
  const files = await repo.filesOf(deps.db, [incident.id]);
  await repo.deleteDraft(deps.db, incident.id);
  await removeFilesQuietly(
    deps.storage,
    files.map((f) => f.storageKey),
  );
  return { id: incident.id };
}
