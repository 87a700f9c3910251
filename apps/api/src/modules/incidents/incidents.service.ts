/**
 * Incident reporting rules: who may file, read, edit, delete; what a report must hold; evidence checks and
 * metadata stripping; routing to LGA, Area Command and station; one transaction per submission with its files;
 * idempotent retries; status changes by police with a listener hook for notifications.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  MAX_FILE_BYTES,
  MAX_IMAGES,
  MAX_VIDEOS,
  MIN_ADDRESS_LENGTH,
  MIN_DESCRIPTION_LENGTH,
} from '@safeogun/contract/constants';
import {
  STATUS_TRANSITIONS,
  incidentDataSchema,
  isReviewable,
  normaliseStatus,
  reviewRequestSchema,
  type Incident,
  type IncidentData,
  type IncidentFile,
  type IncidentReview,
  type IncidentStatus,
  type TrackResult,
} from '@safeogun/contract/incidents';
import { REPORT_MESSAGES, REVIEW_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { idempotencyKeys, incidentFiles, incidentReviews, incidentUpdates, incidents, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { newTicketId, normaliseTicketId } from '../../lib/ticket-id';
import { distanceKm } from '../../lib/geo';
import { lgaAt, loadLgaAreas, offlineProvider, type GeocodingProvider, type LgaArea } from '../geo/geocoding';
import { stationsByDistance } from '../geo/geo.repository';
import {
  CONTENT_TYPES,
  EXTENSIONS,
  UnreadableImageError,
  sha256,
  sniff,
  stripMetadata,
  type EvidenceType,
} from './evidence';
import * as repo from './incidents.repository';

export interface IncidentsDeps {
  db: Db;
  storage: Storage;
  /** Signs evidence URLs so <img> and <video> can load them without a bearer header. */
  fileUrlSecret: string;
  apiPrefix: string;
  /** The configured geocoder (Google when GOOGLE_MAPS_API_KEY is set) for reports with an address but no point. */
  geocoder: GeocodingProvider;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a submission (multipart or JSON)

export interface Upload {
  data: Record<string, unknown>;
  images: Buffer[];
  videos: Buffer[];
}

export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES - 1,
  files: 12,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 40,
  headerPairs: 200,
};

const FILE_FIELDS = new Set(['images', 'images[]', 'image', 'video']);

function parseJsonObject(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest('The data part is not valid JSON.', [{ field: 'data', message: 'Not valid JSON' }]);
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The data part must be a JSON object.', [{ field: 'data', message: 'Must be a JSON object' }]);
  return parsed as Record<string, unknown>;
}

function multipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(REPORT_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') throw badRequest(REPORT_MESSAGES.tooManyImages);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest('The data part is not valid JSON.');
  if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest('The upload could not be read.');
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof AppError) throw error;
  if (status && status >= 400 && status < 500) throw badRequest('The upload could not be read.');
  // A broken multipart stream (truncated body, bad boundary) is the client's, not ours.
  if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message))
    throw badRequest('The upload could not be read.');
  throw error;
}

/** Reads `data`, `images` and `video` parts into memory (bounded by the limits above). */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) throw badRequest('The report data is missing.');
    const data =
      typeof body === 'object' && 'data' in (body as object)
        ? parseJsonObject((body as { data: unknown }).data)
        : parseJsonObject(body);
    return { data, images: [], videos: [] };
  }
  const upload: Upload = { data: {}, images: [], videos: [] };
  let sawData = false;
  const extra: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Unexpected file field '${part.fieldname}'. Send images or video.`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue; // an empty file input
        if (part.fieldname === 'video') {
          upload.videos.push(bytes);
          if (upload.videos.length > MAX_VIDEOS) throw badRequest(REPORT_MESSAGES.tooManyVideos);
        } else {
          upload.images.push(bytes);
          if (upload.images.length > MAX_IMAGES) throw badRequest(REPORT_MESSAGES.tooManyImages);
        }
      } else {
        if (part.valueTruncated) throw badRequest(`The ${part.fieldname} part is too large.`);
        if (part.fieldname === 'data') {
          upload.data = parseJsonObject(part.value);
          sawData = true;
        } else if (part.fieldname === 'keepImages' || part.fieldname === 'removeImageIds') {
          const value = part.value;
          const list = typeof value === 'string' && value.trim().startsWith('[') ? parseJsonArray(value) : [value];
          extra[part.fieldname] = [...((extra[part.fieldname] as unknown[]) ?? []), ...list];
        }
      }
    }
  } catch (error) {
    multipartError(error);
  }
  if (!sawData) throw badRequest('The report data is missing (send it as the data part).');
  for (const [k, v] of Object.entries(extra)) if (upload.data[k] === undefined) upload.data[k] = v;
  return upload;
}

function parseJsonArray(value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through
  }
  throw badRequest('keepImages and removeImageIds must be lists of ids.');
}

function parseData(raw: Record<string, unknown>): IncidentData {
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

// ---------------------------------------------------------------------------------------------------------------
// Evidence

interface PreparedFile {
  id: string;
  kind: 'image' | 'video';
  type: EvidenceType;
  bytes: Buffer;
  sha256: string;
  metadataStripped: boolean;
}

/** Checks each file by its bytes; strips location and device metadata when the reporter is hidden. */
function prepareFiles(upload: Upload, stripImages: boolean): PreparedFile[] {
  const out: PreparedFile[] = [];
  for (const bytes of upload.images) {
    const type = sniff(bytes);
    if (type !== 'png' && type !== 'jpeg' && type !== 'gif') throw badRequest(REPORT_MESSAGES.fileTypeNotAllowed);
    out.push(prepared('image', type, bytes, stripImages));
  }
  for (const bytes of upload.videos) {
    if (sniff(bytes) !== 'mp4') throw badRequest(REPORT_MESSAGES.fileTypeNotAllowed);
    out.push(prepared('video', 'mp4', bytes, stripImages));
  }
  return out;
}

function prepared(kind: 'image' | 'video', type: EvidenceType, input: Buffer, strip: boolean): PreparedFile {
  let bytes = input;
  if (strip) {
    try {
      bytes = stripMetadata(type, input);
    } catch (error) {
      if (error instanceof UnreadableImageError)
        throw badRequest(`The ${kind === 'video' ? 'video' : 'image'} could not be read. Please choose another file.`);
      throw error;
    }
  }
  return { id: randomUUID(), kind, type, bytes, sha256: sha256(bytes), metadataStripped: strip };
}

const storageKey = (incidentId: string, file: PreparedFile) =>
  `incidents/${incidentId}/${file.id}.${EXTENSIONS[file.type]}`;

// ---------------------------------------------------------------------------------------------------------------
// Routing

export interface Routing {
  lgaId: number | null;
  areaCommandId: number | null;
  stationId: number | null;
}

/** How long a submission waits for the configured geocoder before routing by the offline one. */
export const ROUTING_GEOCODE_TIMEOUT_MS = 2500;

/** The LGA of a typed address: the configured geocoder's answer, else (failure, slowness, no LGA) the offline one. */
async function lgaOfAddress(deps: Pick<IncidentsDeps, 'db' | 'geocoder'>, address: string): Promise<number | null> {
  if (deps.geocoder.name !== 'offline') {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ROUTING_GEOCODE_TIMEOUT_MS);
    });
    // A failed lookup (network, quota) only means the offline answer is used; the report is still filed.
    const places = await Promise.race([deps.geocoder.search(address).catch(() => null), timeout]);
    clearTimeout(timer);
    const named = places?.find((p) => p.lga);
    if (named?.lga) return named.lga.id;
  }
  const named = (await offlineProvider(deps.db).search(address)).find((p) => p.lga);
  return named?.lga?.id ?? null;
}

/** LGA from the coordinates (else the address), station chosen or else the nearest in that LGA. */
export async function resolveRouting(
  deps: Pick<IncidentsDeps, 'db' | 'geocoder'>,
  input: { latitude?: number | null; longitude?: number | null; address?: string | null; stationId?: number | null },
): Promise<Routing> {
  const db = deps.db;
  const hasPoint = typeof input.latitude === 'number' && typeof input.longitude === 'number';
  let area: LgaArea | null = hasPoint ? await lgaAt(db, input.latitude!, input.longitude!) : null;
  if (!area && input.address) {
    const lgaId = await lgaOfAddress(deps, input.address);
    if (lgaId !== null) area = (await loadLgaAreas(db)).find((a) => a.id === lgaId) ?? null;
  }
  let stationId: number | null = null;
  if (input.stationId) {
    const station = await repo.findStation(db, input.stationId);
    if (!station || !station.isActive) throw badRequest('Please choose a valid police station.');
    stationId = station.id;
    if (!area && station.lgaId) area = (await loadLgaAreas(db)).find((a) => a.id === station.lgaId) ?? null;
  } else if (area) {
    const inLga = await repo.stationsInLga(db, area.id);
    const refLat = hasPoint ? input.latitude! : area.labelLat;
    const refLng = hasPoint ? input.longitude! : area.labelLng;
    const withCoords = inLga.filter((s) => s.latitude !== null && s.longitude !== null);
    if (refLat !== null && refLng !== null && withCoords.length > 0) {
      withCoords.sort(
        (a, b) =>
          distanceKm(refLat, refLng, a.latitude!, a.longitude!) - distanceKm(refLat, refLng, b.latitude!, b.longitude!),
      );
      stationId = withCoords[0]!.id;
    } else stationId = inLga[0]?.id ?? null;
  } else if (hasPoint) {
    // Outside every LGA (the citizen confirmed an address beyond Ogun): the nearest station within reach.
    const nearest = (await stationsByDistance(db, input.latitude!, input.longitude!))[0];
    if (nearest && nearest.distance <= 30) stationId = nearest.id;
  }
  return { lgaId: area?.id ?? null, areaCommandId: area?.areaCommandId ?? null, stationId };
}

// ---------------------------------------------------------------------------------------------------------------
// Serialising

function signFileUrl(deps: IncidentsDeps, incidentId: string, fileId: string, expiresAt: number): string {
  return createHmac('sha256', deps.fileUrlSecret).update(`${incidentId}.${fileId}.${expiresAt}`).digest('base64url');
}

/** True when the signature was made by this server for this file and has not expired. */
export function verifyFileSignature(
  deps: IncidentsDeps,
  incidentId: string,
  fileId: string,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  if (!exp || !sig || !/^\d{1,15}$/.test(exp)) return false;
  const expiresAt = Number(exp);
  if (expiresAt < Math.floor(Date.now() / 1000)) return false;
  const expected = Buffer.from(signFileUrl(deps, incidentId, fileId, expiresAt));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const FILE_URL_TTL_SECONDS = 6 * 60 * 60;

function fileDto(deps: IncidentsDeps, file: repo.IncidentFileRow): IncidentFile {
  const exp = Math.floor(Date.now() / 1000) + FILE_URL_TTL_SECONDS;
  const sig = signFileUrl(deps, file.incidentId, file.id, exp);
  return {
    id: file.id,
    kind: file.kind === 'video' ? 'video' : 'image',
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: `${deps.apiPrefix}/incident/${file.incidentId}/files/${file.id}?exp=${exp}&sig=${sig}`,
  };
}

function reviewDto(review: typeof incidentReviews.$inferSelect): IncidentReview {
  return {
    rating: review.rating,
    comments: review.comments,
    isIdentityHidden: review.isIdentityHidden,
    createdAt: review.createdAt.toISOString(),
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
  };
}

async function toDtos(deps: IncidentsDeps, rows: repo.JoinedIncident[]): Promise<Incident[]> {
  const ids = rows.map((r) => r.incident.id);
  const [files, updates, reviews] = await Promise.all([
    repo.filesOf(deps.db, ids),
    repo.publicUpdatesOf(deps.db, ids),
    repo.reviewsOf(deps.db, ids),
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
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rules of a report

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Draft-submit messages of section 5, joined with commas. */
function draftSubmitProblems(v: { incidentTypeId: number | null; description: string; address: string | null }) {
  const problems: string[] = [];
  if (!v.incidentTypeId) problems.push(REPORT_MESSAGES.incidentTypeRequired);
  if (blank(v.description)) problems.push(REPORT_MESSAGES.descriptionRequired);
  if (blank(v.address)) problems.push(REPORT_MESSAGES.addressRequired);
  if (!blank(v.description) && v.description.trim().length < MIN_DESCRIPTION_LENGTH)
    problems.push(REPORT_MESSAGES.descriptionTooShort);
  if (!blank(v.address) && v.address!.trim().length < MIN_ADDRESS_LENGTH)
    problems.push(REPORT_MESSAGES.addressTooShort);
  return problems;
}

async function checkIncidentType(db: Db, id: number | null | undefined) {
  if (!id) return null;
  const type = await repo.findIncidentType(db, id);
  if (!type)
    throw badRequest('Please choose a valid incident type.', [
      { field: 'incidentTypeId', message: 'Unknown incident type' },
    ]);
  return type;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value))
    throw badRequest('The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.');
  return value;
}

export interface Stored {
  statusCode: number;
  body: unknown;
}

/** A file this request put in storage. */
interface Written {
  id: string;
  key: string;
}

async function writeFiles(storage: Storage, incidentId: string, files: PreparedFile[], written: Written[]) {
  for (const file of files) {
    const key = storageKey(incidentId, file);
    written.push({ id: file.id, key });
    await storage.put(key, file.bytes);
  }
}

async function removeQuietly(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
}

/**
 * Removes the files this request wrote whose rows did not commit: its transaction failed, or a concurrent duplicate
 * won and the answer is the other request's. A commit whose acknowledgement was lost keeps its files, and so does
 * everything when the database cannot tell: an orphan file is better than a report without its evidence.
 */
async function removeUncommitted(deps: IncidentsDeps, written: Written[]) {
  if (written.length === 0) return;
  const ids = written.map((w) => w.id);
  const committed = await repo.existingFileIds(deps.db, ids).catch(() => new Set(ids));
  await removeQuietly(
    deps.storage,
    written.filter((w) => !committed.has(w.id)).map((w) => w.key),
  );
}

function fileRows(incidentId: string, files: PreparedFile[]) {
  return files.map((f) => ({
    id: f.id,
    incidentId,
    kind: f.kind,
    storageKey: storageKey(incidentId, f),
    contentType: CONTENT_TYPES[f.type],
    sizeBytes: f.bytes.length,
    sha256: f.sha256,
    metadataStripped: f.metadataStripped,
  }));
}

/** An answer, and whether this request's own work produced it (false: a stored answer to an earlier request). */
interface Answer {
  stored: Stored;
  own: boolean;
}

/**
 * Runs the write in one transaction with its idempotency record; a retry with the same key gets the stored answer.
 * Concurrent duplicates queue on a lock of the key before any work, so only the first writes files; the others then
 * read its answer. Should a duplicate still lose on the key's primary key, it gets the winner's answer.
 */
async function idempotent(
  db: Db,
  scope: string,
  key: string | null,
  work: (tx: Db, remember: (stored: Stored) => Promise<void>) => Promise<Stored>,
): Promise<Answer> {
  const earlier = async (from: Db): Promise<Answer | null> => {
    const existing = key ? await repo.findIdempotent(from, scope, key) : null;
    return existing ? { stored: { statusCode: existing.statusCode, body: existing.response }, own: false } : null;
  };
  const answered = await earlier(db);
  if (answered) return answered;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (key) {
        await repo.lockIdempotencyKey(tx, scope, key);
        const meanwhile = await earlier(tx);
        if (meanwhile) return meanwhile;
      }
      const stored = await work(tx, async (result) => {
        if (key)
          await tx
            .insert(idempotencyKeys)
            .values({ scope, key, statusCode: result.statusCode, response: result.body as object });
      });
      return { stored, own: true };
    });
  } catch (error) {
    const winner = await earlier(db);
    if (winner) return winner;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Commands

export async function createIncident(
  deps: IncidentsDeps,
  user: AuthUser | null,
  upload: Upload,
  idempotencyKey: string | null,
): Promise<Stored> {
  const data = parseData(upload.data);
  const isAnonymous = data.isAnonymous === true || !user;
  const isDraft = data.isDraft === true;
  if (isDraft && isAnonymous)
    throw badRequest('Anonymous reports cannot be saved as drafts. Please sign in to save a draft.');
  const description = data.description ?? '';
  const address = data.address?.trim() ? data.address.trim() : null;
  if (isDraft) {
    if (!data.incidentTypeId) throw badRequest(REPORT_MESSAGES.incidentTypeRequired);
  } else if (isAnonymous) {
    if (!data.incidentTypeId || blank(description)) throw badRequest(REPORT_MESSAGES.requiredAnonymous);
  } else if (!data.incidentTypeId || blank(description) || !address) {
    throw badRequest(REPORT_MESSAGES.requiredSignedIn);
  }
  const type = (await checkIncidentType(deps.db, data.incidentTypeId))!;
  const isIdentityHidden = isAnonymous || data.isIdentityHidden === true;
  const files = prepareFiles(upload, isIdentityHidden);
  const latitude = data.latitude ?? null;
  const longitude = data.longitude ?? null;
  if ((latitude === null) !== (longitude === null)) throw badRequest('Send both latitude and longitude, or neither.');
  const routing = await resolveRouting(deps, { latitude, longitude, address, stationId: data.stationId ?? null });

  const scope = `incident:new:${isAnonymous ? 'anonymous' : user!.id}`;
  const written: Written[] = [];
  let answer: Answer;
  try {
    answer = await idempotent(deps.db, scope, idempotencyKey, async (tx, remember) => {
      const now = new Date();
      const [row] = await tx
        .insert(incidents)
        .values({
          ticketId: newTicketId(),
          userId: isAnonymous ? null : user!.id,
          incidentTypeId: type.id,
          status: 'new',
          isDraft,
          address,
          description,
          isIdentityHidden,
          isLocationHidden: data.isLocationHidden === true,
          isAnonymous,
          channel: 'web',
          latitude,
          longitude,
          ...routing,
          submittedAt: isDraft ? null : now,
          slaDueAt: !isDraft && type.slaMinutes ? new Date(now.getTime() + type.slaMinutes * 60_000) : null,
        })
        .returning();
      if (files.length) await tx.insert(incidentFiles).values(fileRows(row!.id, files));
      await writeFiles(deps.storage, row!.id, files, written);
      const stored: Stored = {
        statusCode: 201,
        body: {
          success: true,
          message: isDraft ? 'Saved As Draft' : REPORT_MESSAGES.submitted,
          data: { ticketId: row!.ticketId, id: row!.id, isDraft },
        },
      };
      await remember(stored);
      return stored;
    });
  } catch (error) {
    await removeUncommitted(deps, written);
    throw error;
  }
  if (!answer.own) await removeUncommitted(deps, written);
  return answer.stored;
}

async function ownedOr404(db: Db, id: string, userId: string, message: string = REPORT_MESSAGES.reportNotFound) {
  if (!isUuid(id)) throw notFound(message);
  const row = await repo.findOwnedIncident(db, id, userId);
  if (!row) throw notFound(message);
  return row;
}

export async function getIncident(deps: IncidentsDeps, user: AuthUser, id: string): Promise<Incident> {
  const row = await ownedOr404(deps.db, id, user.id);
  return (await toDtos(deps, [row]))[0]!;
}

export async function listIncidents(
  deps: IncidentsDeps,
  user: AuthUser,
  query: { page: number; size: number; isDraft?: 'true' | 'false' },
) {
  const isDraft = query.isDraft === 'true';
  const { rows, total } = await repo.listOwnedIncidents(deps.db, user.id, isDraft, query.page, query.size);
  return {
    data: await toDtos(deps, rows),
    pagination: {
      totalPages: Math.max(1, Math.ceil(total / query.size)),
      total,
      currentPage: query.page,
      pageSize: query.size,
    },
  };
}

function fileIdIn(value: string, ids: string[]): string | null {
  return ids.find((id) => value === id || value.includes(`/files/${id}`)) ?? null;
}

export async function updateDraft(
  deps: IncidentsDeps,
  user: AuthUser,
  id: string,
  upload: Upload,
  idempotencyKey: string | null,
): Promise<Stored> {
  if (idempotencyKey) {
    const existing = await repo.findIdempotent(deps.db, `incident:patch:${user.id}:${id}`, idempotencyKey);
    if (existing) return { statusCode: existing.statusCode, body: existing.response };
  }
  const current = await ownedOr404(deps.db, id, user.id, REPORT_MESSAGES.draftNotFound);
  const draft = current.incident;
  if (!draft.isDraft) throw badRequest('Only drafts can be edited; this report has already been submitted.');
  const data = parseData(upload.data);
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
    isDraft: data.isDraft ?? true,
  };
  if ((next.latitude === null) !== (next.longitude === null))
    throw badRequest('Send both latitude and longitude, or neither.');
  if (next.isDraft) {
    if (!next.incidentTypeId) throw badRequest(REPORT_MESSAGES.incidentTypeRequired);
  } else {
    const problems = draftSubmitProblems(next);
    if (problems.length) throw badRequest(problems.join(', '));
  }
  const type = (await checkIncidentType(deps.db, next.incidentTypeId))!;

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
  const files = prepareFiles(upload, next.isIdentityHidden);
  if (kept.filter((f) => f.kind === 'image').length + files.filter((f) => f.kind === 'image').length > MAX_IMAGES)
    throw badRequest(REPORT_MESSAGES.tooManyImages);
  if (kept.filter((f) => f.kind === 'video').length + files.filter((f) => f.kind === 'video').length > MAX_VIDEOS)
    throw badRequest(REPORT_MESSAGES.tooManyVideos);

  // Hiding identity later: kept photos and video lose their metadata too (rewritten under new keys).
  const restrip: { old: repo.IncidentFileRow; file: PreparedFile }[] = [];
  if (next.isIdentityHidden) {
    for (const f of kept.filter((k) => !k.metadataStripped)) {
      const opened = await deps.storage.open(f.storageKey);
      if (!opened) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const type = sniff(bytes);
      if (!type) continue;
      restrip.push({ old: f, file: prepared(type === 'mp4' ? 'video' : 'image', type, bytes, true) });
    }
  }

  const routing = await resolveRouting(deps, next);
  const written: Written[] = [];
  let answer: Answer;
  try {
    answer = await idempotent(deps.db, `incident:patch:${user.id}:${id}`, idempotencyKey, async (tx, remember) => {
      const now = new Date();
      const updated = await tx
        .update(incidents)
        .set({
          incidentTypeId: type.id,
          address: next.address,
          description: next.description,
          isIdentityHidden: next.isIdentityHidden,
          isLocationHidden: next.isLocationHidden,
          latitude: next.latitude,
          longitude: next.longitude,
          ...routing,
          isDraft: next.isDraft,
          submittedAt: next.isDraft ? null : now,
          slaDueAt: !next.isDraft && type.slaMinutes ? new Date(now.getTime() + type.slaMinutes * 60_000) : null,
          updatedAt: now,
        })
        // Only while it is still a draft: two submits racing cannot both win.
        .where(and(eq(incidents.id, draft.id), eq(incidents.isDraft, true)))
        .returning({ id: incidents.id });
      if (updated.length === 0) throw badRequest('Only drafts can be edited; this report has already been submitted.');
      const gone = [...remove, ...restrip.map((r) => r.old.id)];
      if (gone.length) await tx.delete(incidentFiles).where(inArray(incidentFiles.id, gone));
      const added = [...files, ...restrip.map((r) => r.file)];
      if (added.length) await tx.insert(incidentFiles).values(fileRows(draft.id, added));
      await writeFiles(deps.storage, draft.id, added, written);
      const result: Stored = {
        statusCode: 200,
        body: {
          success: true,
          message: next.isDraft ? 'Draft updated' : REPORT_MESSAGES.submitted,
          data: { ticketId: draft.ticketId, id: draft.id, isDraft: next.isDraft },
        },
      };
      await remember(result);
      return result;
    });
  } catch (error) {
    await removeUncommitted(deps, written);
    throw error;
  }
  if (!answer.own) {
    // Another request with this key did the edit: its files stay, ours go.
    await removeUncommitted(deps, written);
    return answer.stored;
  }
  // After commit: the replaced files go.
  await removeQuietly(deps.storage, [
    ...existing.filter((f) => remove.has(f.id)).map((f) => f.storageKey),
    ...restrip.map((r) => r.old.storageKey),
  ]);
  return answer.stored;
}

export async function deleteDraft(deps: IncidentsDeps, user: AuthUser, id: string) {
  const { incident } = await ownedOr404(deps.db, id, user.id, REPORT_MESSAGES.draftNotFound);
  if (!incident.isDraft) throw badRequest('Only drafts can be deleted.');
  const files = await repo.filesOf(deps.db, [incident.id]);
  await deps.db.delete(incidents).where(and(eq(incidents.id, incident.id), eq(incidents.isDraft, true)));
  await removeQuietly(
    deps.storage,
    files.map((f) => f.storageKey),
  );
  return { id: incident.id };
}

export async function reviewIncident(deps: IncidentsDeps, user: AuthUser, id: string, body: unknown) {
  const { incident } = await ownedOr404(deps.db, id, user.id);
  const parsed = reviewRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw badRequest(errors[0]!.message, errors);
  }
  if (incident.isDraft || !isReviewable(incident.status))
    throw badRequest('Only resolved or closed reports can be reviewed.');
  let name = parsed.data.name?.trim() || null;
  if (!name) {
    const [me] = await deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    name = me?.fullName ?? null;
  }
  if (!name) throw badRequest(REVIEW_MESSAGES.userUnavailable);
  const existing = await repo.reviewsOf(deps.db, [incident.id]);
  if (existing.length) throw conflict('You have already reviewed this report.');
  try {
    const [review] = await deps.db
      .insert(incidentReviews)
      .values({
        incidentId: incident.id,
        userId: user.id,
        name,
        rating: parsed.data.rating,
        comments: parsed.data.comments,
        isIdentityHidden: parsed.data.isIdentityHidden === true,
      })
      .returning();
    return reviewDto(review!);
  } catch (error) {
    if ((await repo.reviewsOf(deps.db, [incident.id])).length) throw conflict('You have already reviewed this report.');
    throw error;
  }
}

export async function trackIncident(db: Db, trackingId: string): Promise<TrackResult> {
  const ticket = normaliseTicketId(trackingId);
  if (!ticket) throw notFound(REPORT_MESSAGES.trackingNotFound);
  const row = await repo.findSubmittedByTicket(db, ticket);
  if (!row) throw notFound(REPORT_MESSAGES.trackingNotFound);
  const updates = await repo.publicUpdatesOf(db, [row.incident.id]);
  return {
    trackingId: row.incident.ticketId,
    status: normaliseStatus(row.incident.status) ?? row.incident.status,
    dateSubmitted: (row.incident.submittedAt ?? row.incident.createdAt).toISOString(),
    incidentType: row.typeName,
    updates: updates.map((u) => ({ status: u.status, note: u.note, date: u.createdAt.toISOString() })),
  };
}

/** Police see evidence of reports routed to their posting or lying in its LGA (never the profile's station). */
async function inJurisdiction(db: Db, officerId: string, incidentId: string): Promise<boolean> {
  const [officer] = await db.select({ stationId: users.postingStationId }).from(users).where(eq(users.id, officerId));
  if (!officer?.stationId) return false;
  const station = await repo.findStation(db, officer.stationId);
  const found = await repo.findIncidentById(db, incidentId);
  if (!station || !found) return false;
  return found.incident.stationId === station.id || (station.lgaId !== null && found.incident.lgaId === station.lgaId);
}

/**
 * Officers act (status, notes, review replies) only on reports of their jurisdiction; administrators (State HQ)
 * on any. Anything else answers 404, as if the report did not exist.
 */
export async function assertPoliceCanAct(db: Db, user: AuthUser, incidentId: string): Promise<void> {
  if (!isUuid(incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  if (user.role === 'admin') return;
  if (!(await inJurisdiction(db, user.id, incidentId))) throw notFound(REPORT_MESSAGES.reportNotFound);
}

/** Evidence bytes for the owner, police of the jurisdiction, admins, or a holder of a valid signed URL; else 404. */
export async function openEvidence(
  deps: IncidentsDeps,
  user: AuthUser | null,
  incidentId: string,
  fileId: string,
  signature: { exp?: string; sig?: string },
) {
  if (!isUuid(incidentId) || !isUuid(fileId)) throw notFound('File not found.');
  const signed = verifyFileSignature(deps, incidentId, fileId, signature.exp, signature.sig);
  if (!signed) {
    if (!user) throw notFound('File not found.');
    if (user.role === 'police') {
      if (!(await inJurisdiction(deps.db, user.id, incidentId))) throw notFound('File not found.');
    } else if (user.role !== 'admin') {
      const owned = await repo.findOwnedIncident(deps.db, incidentId, user.id);
      if (!owned) throw notFound('File not found.');
    }
  }
  const file = await repo.findFile(deps.db, incidentId, fileId);
  if (!file) throw notFound('File not found.');
  const opened = await deps.storage.open(file.storageKey);
  if (!opened) throw notFound('File not found.');
  return { file, ...opened };
}

// ---------------------------------------------------------------------------------------------------------------
// Status changes (police)

export interface StatusChange {
  incidentId: string;
  ticketId: string;
  /** The reporter's account; null for anonymous reports (nobody to notify but the tracking page). */
  userId: string | null;
  from: IncidentStatus;
  to: IncidentStatus;
  note: string;
  authorUserId: string | null;
  at: Date;
}

type StatusListener = (change: StatusChange, db: Db) => void | Promise<void>;
const statusListeners = new Set<StatusListener>();

/**
 * Hook for other modules (notifications): called after a status change is committed. Listener errors are logged by
 * the caller's logger and never undo the change. Returns a function that removes the listener.
 */
export function onIncidentStatusChanged(listener: StatusListener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export async function changeIncidentStatus(
  db: Db,
  input: { incidentId: string; status: string; note: string; authorUserId: string | null },
  log?: { error(obj: unknown, msg: string): void },
): Promise<StatusChange> {
  if (!isUuid(input.incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  const to = normaliseStatus(input.status);
  if (!to) throw badRequest(`Unknown status '${input.status}'. Use new, in-progress, on-hold, resolved or closed.`);
  const change = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(incidents).where(eq(incidents.id, input.incidentId)).for('update');
    if (!row || row.isDraft) throw notFound(REPORT_MESSAGES.reportNotFound);
    const from = normaliseStatus(row.status) ?? 'new';
    if (!STATUS_TRANSITIONS[from].includes(to)) throw badRequest(`A report that is ${from} cannot be moved to ${to}.`);
    const at = new Date();
    await tx.update(incidents).set({ status: to, updatedAt: at }).where(eq(incidents.id, row.id));
    await tx.insert(incidentUpdates).values({
      incidentId: row.id,
      status: to,
      note: input.note,
      isPublic: true,
      authorUserId: input.authorUserId,
      createdAt: at,
    });
    return {
      incidentId: row.id,
      ticketId: row.ticketId,
      userId: row.userId,
      from,
      to,
      note: input.note,
      authorUserId: input.authorUserId,
      at,
    };
  });
  for (const listener of statusListeners) {
    try {
      await listener(change, db);
    } catch (error) {
      log?.error({ err: error }, 'status change listener failed');
    }
  }
  return change;
}

/**
 * Hides a report from the crime map (or shows it again): the rollup triggers and the map caches follow the row.
 * The reason is kept as an internal note, never shown to the citizen.
 */
export async function setMapVisibility(
  db: Db,
  input: { incidentId: string; hiddenFromMap: boolean; reason: string; authorUserId: string },
) {
  if (!isUuid(input.incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(incidents).where(eq(incidents.id, input.incidentId)).for('update');
    if (!row || row.isDraft) throw notFound(REPORT_MESSAGES.reportNotFound);
    if (row.hiddenFromMap !== input.hiddenFromMap)
      await tx.update(incidents).set({ hiddenFromMap: input.hiddenFromMap }).where(eq(incidents.id, row.id));
    const [update] = await tx
      .insert(incidentUpdates)
      .values({
        incidentId: row.id,
        status: null,
        note: `${input.hiddenFromMap ? 'Hidden from' : 'Shown on'} the crime map: ${input.reason}`,
        isPublic: false,
        authorUserId: input.authorUserId,
      })
      .returning();
    return {
      id: row.id,
      hiddenFromMap: input.hiddenFromMap,
      update: { status: null, note: update!.note, date: update!.createdAt.toISOString() },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Police notes and replies

/**
 * A police note without a status change. A public one is shown to the citizen (and on the tracking page); an
 * internal one only to police. Returns the report's owner to tell (null when anonymous or the note is internal).
 */
export async function addPoliceNote(
  db: Db,
  input: { incidentId: string; note: string; isPublic: boolean; authorUserId: string },
) {
  if (!isUuid(input.incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  const found = await repo.findIncidentById(db, input.incidentId);
  if (!found || found.incident.isDraft) throw notFound(REPORT_MESSAGES.reportNotFound);
  const [update] = await db
    .insert(incidentUpdates)
    .values({
      incidentId: found.incident.id,
      status: null,
      note: input.note,
      isPublic: input.isPublic,
      authorUserId: input.authorUserId,
    })
    .returning();
  return {
    incident: found.incident,
    update: { status: null, note: update!.note, date: update!.createdAt.toISOString() },
    tell: input.isPublic ? found.incident.userId : null,
  };
}

/** The police answer the citizen's review of a case (a second reply replaces the first). */
export async function replyToReview(db: Db, input: { incidentId: string; reply: string; authorUserId: string }) {
  if (!isUuid(input.incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  const found = await repo.findIncidentById(db, input.incidentId);
  if (!found || found.incident.isDraft) throw notFound(REPORT_MESSAGES.reportNotFound);
  const [review] = await db
    .update(incidentReviews)
    .set({ reply: input.reply, repliedAt: new Date(), repliedByUserId: input.authorUserId })
    .where(eq(incidentReviews.incidentId, found.incident.id))
    .returning();
  if (!review) throw notFound('This report has no review to reply to.');
  return { incident: found.incident, review: reviewDto(review), tell: review.userId };
}
