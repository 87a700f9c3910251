/**
 * Evidence URLs: signed, expiring links so <img> and <video> load a file without a bearer header, and who may open
 * a file without one (the reporter; police who reach the report; administrators, from submission on).
 */
import { isPoliceRole } from '@safeogun/contract/roles';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncidentFile } from '@safeogun/contract/incidents';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { openStored } from '../../lib/stored-bytes';
import { isUuid } from '../../lib/uuid';
import type { IncidentsDeps } from './incidents.deps';
import { policeCanReach } from './police-reach';
import * as repo from './incidents.repository';

type UrlDeps = Pick<IncidentsDeps, 'fileUrlSecret' | 'apiPrefix' | 'now'>;

const FILE_URL_TTL_SECONDS = 6 * 60 * 60;

function signFileUrl(deps: UrlDeps, incidentId: string, fileId: string, expiresAt: number): string {
  return createHmac('sha256', deps.fileUrlSecret).update(`${incidentId}.${fileId}.${expiresAt}`).digest('base64url');
}

const nowSeconds = (deps: UrlDeps) => Math.floor(deps.now().getTime() / 1000);

/** True when the signature was made by this server for this file and has not expired. */
function verifyFileSignature(
  deps: UrlDeps,
  incidentId: string,
  fileId: string,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  if (!exp || !sig || !/^\d{1,15}$/.test(exp)) return false;
  const expiresAt = Number(exp);
  if (expiresAt < nowSeconds(deps)) return false;
  const expected = Buffer.from(signFileUrl(deps, incidentId, fileId, expiresAt));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function fileDto(deps: UrlDeps, file: repo.IncidentFileRow): IncidentFile {
  const exp = nowSeconds(deps) + FILE_URL_TTL_SECONDS;
  const sig = signFileUrl(deps, file.incidentId, file.id, exp);
  return {
    id: file.id,
    kind: file.kind === 'video' ? 'video' : 'image',
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: `${deps.apiPrefix}/incident/${file.incidentId}/files/${file.id}?exp=${exp}&sig=${sig}`,
  };
}

/** Evidence bytes (whole, or the Range asked for) for the owner, police who reach the report, or a holder of a valid signed URL; else 404. */
export async function openEvidence(
  deps: IncidentsDeps,
  user: AuthUser | null,
  incidentId: string,
  fileId: string,
  signature: { exp?: string; sig?: string },
  rangeHeader?: string,
) {
  if (!isUuid(incidentId) || !isUuid(fileId)) throw notFound('File not found.');
  const signed = verifyFileSignature(deps, incidentId, fileId, signature.exp, signature.sig);
  if (!signed) {
    if (!user) throw notFound('File not found.');
    const allowed = isPoliceRole(user.role)
      ? await policeCanReach(deps.db, user, incidentId)
      : (await repo.findOwnedIncident(deps.db, incidentId, user.id)) !== null;
    if (!allowed) throw notFound('File not found.');
  }
  const file = await repo.findFile(deps.db, incidentId, fileId);
  if (!file) throw notFound('File not found.');
  const bytes = await openStored(deps.storage, file.storageKey, rangeHeader);
  if (!bytes) throw notFound('File not found.');
  return { file, bytes };
}
