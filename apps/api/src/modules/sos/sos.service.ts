/**
 * SOS rules: only signed-in users with a verified email; at most 3 alerts per user in 10 minutes; the voice note is
 * checked by content (type, at most 1 MB and 16 s) and stored with the alert in one unit; the location is the
 * device's when granted, else the profile address, with the reason recorded; emergency contacts are told by SMS
 * through the job queue, off the request path. The police side is in sos-police.service.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  COMMAND_TIME_ZONE,
  SOS_DEFAULT_COMMENT,
  SOS_MAX_AUDIO_BYTES,
  SOS_MAX_AUDIO_SECONDS,
  SOS_RATE_LIMIT,
} from '@safeogun/contract/constants';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { sosDataSchema, type SosCreated } from '@safeogun/contract/sos';
import type { SenderSosAlert } from '@safeogun/contract/sos-board';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { earlierResult, writeOnce, type IdempotencyRequest, type Written } from '../../lib/idempotent-write';
import type { Storage } from '../../plugins/storage';
import type { JobQueue } from '../../plugins/jobs';
import type { EventBus } from '../../plugins/events';
import { lgaOf, mapLink, resolveLocation, type ResolvedLocation } from './alert-location';
import { AUDIO_CONTENT_TYPES, audioDurationSeconds, sniffAudio } from './audio';
import { announce, type BoardDeps } from './board-events';
import { scheduleEscalation } from './escalation.service';
import * as boardRepo from './board.repository';
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

export interface SosDeps extends BoardDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  events: EventBus;
  now: () => Date;
  apiPrefix: string;
}

/** An alert as the route read it: the data, the voice note if any, the Idempotency-Key with the request's hash. */
export interface SosSubmission {
  data: unknown;
  audio: Buffer | null;
  idempotency: IdempotencyRequest | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The SMS to emergency contacts

const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMAND_TIME_ZONE,
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

export async function createSosAlert(
  deps: SosDeps,
  userId: string,
  submission: SosSubmission,
): Promise<Written<SosCreated>> {
  const { db } = deps;
  const sender = await repo.findSender(db, userId);
  if (!sender || sender.deletedAt) throw unauthorized(SOS_MESSAGES.signInRequired);
  if (!sender.emailVerifiedAt) throw forbidden(SOS_MESSAGES.verifyEmail);

  const scope = `sos:${userId}`;
  // A retry is answered before the checks: its alert counts against the limit already.
  const earlier = await earlierResult<SosCreated>(db, scope, submission.idempotency);
  if (earlier) return earlier;

  const parsed = sosDataSchema.safeParse(submission.data);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'data', message: i.message }));
    throw badRequest(errors[0]?.message ?? SOS_MESSAGES.badData, errors);
  }
  const data = parsed.data;
  const audio = submission.audio ? checkedAudio(submission.audio) : null;
  const text = data.comment?.trim() ?? '';
  if (!text && !audio) throw badRequest(SOS_MESSAGES.needAudioOrText);

  const location = resolveLocation(data, sender);
  const lgaId = await lgaOf(db, location);
  const alertId = randomUUID();
  const audioKey = audio ? `sos/${alertId}.${audio.kind}` : null;

  const sent: { event?: boardRepo.EventRow } = {};
  const written = await writeOnce({
    db,
    storage: deps.storage,
    scope,
    idempotency: submission.idempotency,
    files: audio && audioKey ? [{ key: audioKey, bytes: audio.bytes }] : [],
    committedKeys: repo.committedAudioKeys,
    work: async (tx) => {
      await repo.lockSender(tx, userId);
      const now = deps.now();
      const windowMs = SOS_RATE_LIMIT.windowMinutes * 60_000;
      const recent = await repo.recentAlerts(tx, userId, new Date(now.getTime() - windowMs));
      if (recent.count >= SOS_RATE_LIMIT.max) {
        // The next alert is allowed once the oldest of the window has aged out of it.
        const waitMs = (recent.oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime();
        throw tooManyRequests(SOS_MESSAGES.tooMany(waitMs / 1000), waitMs / 1000);
      }

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

      // The board's first event (never naming the sender), and the escalation should no one acknowledge it.
      sent.event = await boardRepo.insertEvent(tx, { alertId, kind: 'sent', createdAt: now });
      await scheduleEscalation(deps, tx, alertId, alert.createdAt, 0);

      const contacts = await textEmergencyContacts(deps, tx, alert, sender.fullName, location);
      return {
        alertId,
        receivedAt: alert.createdAt.toISOString(),
        locationSource: location.source,
        locationNote: location.note,
        hasAudio: audio !== null,
        contactsToNotify: contacts.length,
      };
    },
  });
  if (sent.event && !written.replayed) await announce(deps, sent.event, { lgaId, stationIds: [], officerIds: [] });
  return written;
}

/** An SOS sent by USSD (issue 15): the caller's number and LGA, no device location, no voice note. */
export interface ChannelSos {
  /** The account with the caller's number, if any: its emergency contacts are texted. */
  userId: string | null;
  phone: string;
  lgaId: number;
  lgaName: string;
  channel: 'ussd';
}

/**
 * Writes a USSD SOS in the caller's transaction (the USSD session row is locked there, so a retried confirm cannot
 * send a second one) and returns what tells the live boards, to call once that transaction has committed; null when
 * the number has sent SOS_RATE_LIMIT alerts already.
 */
export async function createChannelSosAlert(
  deps: Pick<SosDeps, 'jobs' | 'now' | 'publishToBoards' | 'log'>,
  tx: Db,
  sos: ChannelSos,
): Promise<{ alertId: string; announce: () => Promise<void> } | null> {
  const now = deps.now();
  // The web's limit (3 in 10 minutes), per calling number.
  const since = new Date(now.getTime() - SOS_RATE_LIMIT.windowMinutes * 60_000);
  if ((await repo.recentCallerAlerts(tx, sos.phone, since)) >= SOS_RATE_LIMIT.max) return null;
  const sender = sos.userId ? await repo.findSender(tx, sos.userId) : null;
  const alertId = randomUUID();
  const location: ResolvedLocation = {
    source: 'none',
    note: `Sent by ${sos.channel.toUpperCase()} from ${sos.phone}; the caller chose ${sos.lgaName} LGA.`,
    address: null,
    latitude: null,
    longitude: null,
    accuracy: null,
  };
  const alert = await repo.insertAlert(tx, {
    id: alertId,
    userId: sender && !sender.deletedAt ? sos.userId : null,
    comment: SOS_DEFAULT_COMMENT,
    address: null,
    latitude: null,
    longitude: null,
    accuracyMeters: null,
    locationSource: location.source,
    locationNote: location.note,
    lgaId: sos.lgaId,
    channel: sos.channel,
    callerPhone: sos.phone,
    createdAt: now,
  });
  const event = await boardRepo.insertEvent(tx, { alertId, kind: 'sent', createdAt: now });
  await scheduleEscalation(deps, tx, alertId, alert.createdAt, 0);
  await textEmergencyContacts(deps, tx, alert, sender?.fullName ?? null, location);
  return {
    alertId,
    announce: () => announce(deps, event, { lgaId: sos.lgaId, stationIds: [], officerIds: [] }),
  };
}

/**
 * The sender's own alert as their phone shows it (issue 12: "acknowledged" appears live). A closed alert says
 * closed, however it was closed: whether the police judged it false is theirs to act on, not a message to send.
 */
/**
 * Queues one text per emergency contact of the alert's account (none without an account), in the alert's
 * transaction: sent by the job queue with retries, never on the request path. Answers the contacts texted.
 */
async function textEmergencyContacts(
  deps: Pick<SosDeps, 'jobs'>,
  tx: Db,
  alert: { id: string; userId: string | null; createdAt: Date },
  senderName: string | null,
  location: ResolvedLocation,
) {
  if (!alert.userId) return [];
  const contacts = await repo.listContacts(tx, alert.userId);
  const message = sosSmsText(senderName, alert.createdAt, location);
  for (const contact of contacts) {
    await deps.jobs.enqueue<SosSmsPayload>(
      SOS_SMS_QUEUE,
      { alertId: alert.id, contactId: contact.id, to: contact.phoneNumber, message },
      { maxAttempts: SOS_SMS_MAX_ATTEMPTS },
      tx,
    );
  }
  return contacts;
}

export async function senderAlert(deps: Pick<SosDeps, 'db'>, userId: string, id: string): Promise<SenderSosAlert> {
  const row = isUuid(id) ? await repo.findOwnAlert(deps.db, userId, id) : null;
  if (!row) throw notFound(SOS_MESSAGES.alertNotFound);
  const a = row.alert;
  return {
    id: a.id,
    receivedAt: a.createdAt.toISOString(),
    status:
      a.status === 'attended' || a.status === 'false-alert' ? 'closed' : a.acknowledgedAt ? 'acknowledged' : 'sent',
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: a.acknowledgedAt ? row.acknowledgedStation : null,
  };
}

/** The voice note checked by content: type, at most 1 MB and 16 s of readable sound. */
function checkedAudio(bytes: Buffer) {
  if (bytes.length > SOS_MAX_AUDIO_BYTES) throw badRequest(SOS_MESSAGES.audioTooLarge);
  const kind = sniffAudio(bytes);
  if (!kind) throw badRequest(SOS_MESSAGES.audioType);
  const seconds = audioDurationSeconds(kind, bytes);
  // No readable length means no playable sound (a bare header, a cut-off upload): it cannot stand in for text.
  if (seconds === null || seconds <= 0) throw badRequest(SOS_MESSAGES.audioUnreadable);
  if (seconds > SOS_MAX_AUDIO_SECONDS) throw badRequest(SOS_MESSAGES.audioTooLong);
  return { bytes, kind, sha256: sha256(bytes) };
}
