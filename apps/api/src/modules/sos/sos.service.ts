/**
 * SOS rules: only signed-in users with a verified email; at most 3 alerts per user in 10 minutes; the voice note is
 * checked by content (type, at most 1 MB and 16 s) and stored with the alert in one unit; the location is the
 * device's when granted, else the profile address, with the reason recorded; emergency contacts are told by SMS
 * through the job queue, off the request path. The police side (reach, false alerts, flagged accounts) is in
 * sos-police.service.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  SOS_DEFAULT_COMMENT,
  SOS_MAX_AUDIO_BYTES,
  SOS_MAX_AUDIO_SECONDS,
  SOS_RATE_LIMIT,
} from '@safeogun/contract/constants';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import {
  sosDataSchema,
  type LocationSource,
  type LocationUnavailableReason,
  type SosCreated,
} from '@safeogun/contract/sos';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import type { JobQueue } from '../../plugins/jobs';
import { lgaAt, offlineProvider } from '../geo/geocoding';
import { AUDIO_CONTENT_TYPES, audioDurationSeconds, sniffAudio } from './audio';
import * as repo from './sos.repository';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const SOS_SMS_QUEUE = 'sos-sms';
export const SOS_SMS_MAX_ATTEMPTS = 8;
/** 5 s doubling, at most 5 minutes between tries: about 10 minutes of retries in all. */
export const sosSmsBackoffMs = (attempt: number) => Math.min(5000 * 2 ** (attempt - 1), 5 * 60 * 1000);

export interface SosSmsPayload {
  alertId: string;
  contactId: string;
  to: string;
  message: string;
}

export interface SosDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export interface SosUpload {
  data: unknown;
  audio: { bytes: Buffer; filename: string | undefined } | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the multipart request

export const SOS_MULTIPART_LIMITS = {
  fileSize: SOS_MAX_AUDIO_BYTES,
  files: 2,
  fields: 5,
  fieldSize: 16 * 1024,
  parts: 8,
  headerPairs: 100,
};

function multipartError(error: unknown): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(SOS_MESSAGES.audioTooLarge);
  if (code === 'FST_FILES_LIMIT') throw badRequest(SOS_MESSAGES.onlyOneAudio);
  const status = (error as { statusCode?: number }).statusCode;
  if ((typeof code === 'string' && code.startsWith('FST_')) || (status && status >= 400 && status < 500))
    throw badRequest('The upload could not be read.');
  if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message))
    throw badRequest('The upload could not be read.');
  throw error;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(SOS_MESSAGES.badData, [{ field: 'data', message: 'Not valid JSON' }]);
  }
}

/** Multipart (`data` JSON part, optional `audio` file), or a JSON body for a text-only alert. */
export async function readSosUpload(request: FastifyRequest): Promise<SosUpload> {
  if (!request.isMultipart()) {
    const body = request.body as unknown;
    if (body === undefined || body === null) throw badRequest(SOS_MESSAGES.badData);
    const data = typeof body === 'object' && 'data' in body ? parseJson((body as { data: unknown }).data) : body;
    return { data, audio: null };
  }
  const upload: SosUpload = { data: undefined, audio: null };
  try {
    for await (const part of request.parts({ limits: SOS_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') {
          part.file.resume();
          throw badRequest(`Unexpected file field '${part.fieldname}'. Send the voice note as audio.`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        if (upload.audio) throw badRequest(SOS_MESSAGES.onlyOneAudio);
        upload.audio = { bytes, filename: part.filename };
      } else if (part.fieldname === 'data') {
        if (part.valueTruncated) throw badRequest('The data part is too large.');
        upload.data = parseJson(part.value);
      }
    }
  } catch (error) {
    multipartError(error);
  }
  if (upload.data === undefined) throw badRequest(SOS_MESSAGES.badData);
  return upload;
}

// ---------------------------------------------------------------------------------------------------------------
// Location

const REASON_TEXT: Record<LocationUnavailableReason, string> = {
  denied: 'location permission was denied',
  unavailable: 'the device could not determine its position',
  timeout: 'the location request timed out',
  unsupported: 'the browser does not support geolocation',
  error: 'the location could not be read',
};

interface ResolvedLocation {
  source: LocationSource;
  note: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

export function resolveLocation(
  data: ReturnType<typeof sosDataSchema.parse>,
  profile: { address: string | null; latitude: number | null; longitude: number | null },
): ResolvedLocation {
  const c = data.coordinates;
  if (c) {
    const accuracy = c.accuracy ?? null;
    return {
      source: 'device',
      note:
        accuracy !== null
          ? `Device location, accurate to about ${Math.round(accuracy)} m.`
          : 'Device location (accuracy not reported).',
      address: data.address?.trim() || null,
      latitude: c.latitude,
      longitude: c.longitude,
      accuracy,
    };
  }
  const why = REASON_TEXT[data.locationUnavailableReason ?? 'error'];
  const address = profile.address?.trim() || data.address?.trim() || null;
  if (address || (profile.latitude !== null && profile.longitude !== null)) {
    return {
      source: 'profile',
      note: `Device location not available (${why}); the address on the user's profile is used.`,
      address,
      latitude: profile.latitude,
      longitude: profile.longitude,
      accuracy: null,
    };
  }
  return {
    source: 'none',
    note: `Device location not available (${why}) and the profile has no address.`,
    address: null,
    latitude: null,
    longitude: null,
    accuracy: null,
  };
}

/**
 * The LGA of the alert (which officers see it): the boundary containing its point, else the LGA its address names
 * (a profile address without coordinates), as reports are routed.
 */
async function lgaOf(db: Db, location: ResolvedLocation): Promise<number | null> {
  if (location.latitude !== null && location.longitude !== null) {
    const area = await lgaAt(db, location.latitude, location.longitude);
    if (area) return area.id;
  }
  if (!location.address) return null;
  const places = await offlineProvider(db).search(location.address);
  return places.find((p) => p.lga)?.lga?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The SMS to emergency contacts

export function mapLink(location: Pick<ResolvedLocation, 'latitude' | 'longitude' | 'address'>): string | null {
  if (location.latitude !== null && location.longitude !== null)
    return `https://maps.google.com/?q=${location.latitude.toFixed(6)},${location.longitude.toFixed(6)}`;
  if (location.address) return `https://maps.google.com/?q=${encodeURIComponent(location.address)}`;
  return null;
}

const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function sosSmsText(name: string | null, at: Date, location: ResolvedLocation): string {
  const who = name?.trim() || 'A SafeOgun user';
  const link = mapLink(location);
  const where =
    location.source === 'device'
      ? `Location: ${link}${location.accuracy !== null ? ` (within about ${Math.round(location.accuracy)} m)` : ''}.`
      : location.source === 'profile'
        ? `Device location unavailable; home address${location.address ? ` ${location.address}` : ''}: ${link}.`
        : 'Location not available.';
  return `SafeOgun SOS: ${who} sent an emergency alert to Ogun State Police at ${LAGOS_TIME.format(at)} WAT. ${where} Please try to reach them or call 112.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Commands

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
  body: { success: true; message: string; data: SosCreated };
}

export async function createSosAlert(
  deps: SosDeps,
  userId: string,
  upload: SosUpload,
  idempotencyKey: string | null,
): Promise<Stored> {
  const { db } = deps;
  const sender = await repo.findSender(db, userId);
  if (!sender || sender.deletedAt) throw unauthorized(SOS_MESSAGES.signInRequired);
  if (!sender.emailVerifiedAt) throw forbidden(SOS_MESSAGES.verifyEmail);

  const scope = `sos:${userId}`;
  if (idempotencyKey) {
    const existing = await repo.findIdempotent(db, scope, idempotencyKey);
    if (existing) return { statusCode: existing.statusCode, body: existing.response as Stored['body'] };
  }

  const parsed = sosDataSchema.safeParse(upload.data);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'data', message: i.message }));
    throw badRequest(errors[0]?.message ?? SOS_MESSAGES.badData, errors);
  }
  const data = parsed.data;

  let audio: { bytes: Buffer; kind: keyof typeof AUDIO_CONTENT_TYPES; sha256: string } | null = null;
  if (upload.audio) {
    const { bytes } = upload.audio;
    if (bytes.length > SOS_MAX_AUDIO_BYTES) throw badRequest(SOS_MESSAGES.audioTooLarge);
    const kind = sniffAudio(bytes);
    if (!kind) throw badRequest(SOS_MESSAGES.audioType);
    const seconds = audioDurationSeconds(kind, bytes);
    // No readable length means no playable sound (a bare header, a cut-off upload): it cannot stand in for text.
    if (seconds === null || seconds <= 0) throw badRequest(SOS_MESSAGES.audioUnreadable);
    if (seconds > SOS_MAX_AUDIO_SECONDS) throw badRequest(SOS_MESSAGES.audioTooLong);
    audio = { bytes, kind, sha256: sha256(bytes) };
  }

  const text = data.comment?.trim() ?? '';
  if (!text && !audio) throw badRequest(SOS_MESSAGES.needAudioOrText);

  const location = resolveLocation(data, sender);
  const lgaId = await lgaOf(db, location);

  const alertId = randomUUID();
  const audioKey = audio ? `sos/${alertId}.${audio.kind}` : null;
  if (audio && audioKey) await deps.storage.put(audioKey, audio.bytes);

  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await repo.lockSender(tx, userId);
      const now = new Date();
      const windowStart = new Date(now.getTime() - SOS_RATE_LIMIT.windowMinutes * 60_000);
      if ((await repo.countRecentAlerts(tx, userId, windowStart)) >= SOS_RATE_LIMIT.max)
        throw tooManyRequests(SOS_MESSAGES.tooMany);

      const alert = await repo.insertAlert(tx, {
        id: alertId,
        userId,
        comment: text || SOS_DEFAULT_COMMENT,
        address: location.address,
        latitude: location.latitude,
        longitude: location.longitude,
        accuracyMeters: location.accuracy,
        locationSource: location.source,
        locationNote: location.note,
        lgaId,
        channel: data.channel,
        isIdentityHidden: data.isIdentityHidden,
        isLocationHidden: data.isLocationHidden,
        audioKey,
        audioContentType: audio ? AUDIO_CONTENT_TYPES[audio.kind] : null,
        audioSizeBytes: audio ? audio.bytes.length : null,
        audioSha256: audio?.sha256 ?? null,
        createdAt: now,
      });

      const contacts = await repo.listContacts(tx, userId);
      const message = sosSmsText(sender.fullName, alert.createdAt, location);
      for (const contact of contacts) {
        await deps.jobs.enqueue<SosSmsPayload>(
          SOS_SMS_QUEUE,
          { alertId, contactId: contact.id, to: contact.phoneNumber, message },
          { maxAttempts: SOS_SMS_MAX_ATTEMPTS },
          tx,
        );
      }

      const stored: Stored = {
        statusCode: 201,
        body: {
          success: true,
          message: SOS_MESSAGES.received,
          data: {
            alertId,
            receivedAt: alert.createdAt.toISOString(),
            locationSource: location.source,
            locationNote: location.note,
            hasAudio: audio !== null,
            contactsToNotify: contacts.length,
          },
        },
      };
      if (idempotencyKey) await repo.rememberIdempotent(tx, scope, idempotencyKey, stored.statusCode, stored.body);
      return stored;
    });
  } catch (error) {
    if (audioKey) await deps.storage.remove(audioKey).catch(() => undefined);
    // A concurrent duplicate lost on the idempotency key's primary key: answer with the winner's response.
    if (idempotencyKey && !(error instanceof AppError)) {
      const existing = await repo.findIdempotent(db, scope, idempotencyKey);
      if (existing) return { statusCode: existing.statusCode, body: existing.response as Stored['body'] };
    }
    throw error;
  }
}
