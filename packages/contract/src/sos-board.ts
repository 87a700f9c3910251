/**
 * The live SOS board of the police console (issue 12, decision 012): one alert with its sender and history, the
 * actions on it (acknowledge and false alert are in sos.ts), whom it can be assigned to, the event stream that tells
 * the board what changed, and what the sender's phone shows of their alert.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { policeText, POLICE_TEXT_MAX_LENGTH } from './police';
import { policeSosAlertSchema } from './sos';
import { idSchema } from './validation';

/** An alert unacknowledged this long escalates one level up (station -> Area Command -> HQ), once per level. */
export const SOS_ESCALATE_AFTER_MINUTES = 2;

export const SOS_BOARD_MESSAGES = {
  closed: 'This alert is already closed.',
  chooseAssignee: 'Choose a station or an officer.',
  oneAssignee: 'Choose a station or an officer, not both.',
  stationOutOfReach: 'Choose an active station within your reach.',
  officerOutOfReach: 'Choose an officer posted to a station within your reach.',
  assignedAlready: 'The alert is already assigned there.',
  badCursor: 'Last-Event-ID (or since) must be the number of an event this stream sent.',
  assigned: 'The alert was assigned.',
  noteAdded: 'The note was added to the alert.',
  attended: 'The alert was closed as attended.',
  /** The board's connection state while it reconnects to the stream. */
  reconnecting: 'reconnecting...',
} as const;

/** The kinds of entry in an alert's history; each is also an event of the stream. */
export const SOS_EVENT_KINDS = [
  'sent',
  'acknowledged',
  'assigned',
  'note',
  'escalated',
  'attended',
  'false-alert',
] as const;
export type SosEventKind = (typeof SOS_EVENT_KINDS)[number];

export const sosHistoryEntrySchema = z.object({
  /** The event's number: the stream's cursor (Last-Event-ID). */
  id: z.number().int(),
  kind: z.enum(SOS_EVENT_KINDS),
  at: z.string(),
  /** The police account that acted; null for the sender's alert itself and for the system (escalation). */
  actor: z.object({ id: z.string(), name: z.string().nullable(), role: z.string() }).nullable(),
  note: z.string().nullable(),
  /** What the entry is about: `{ station }` or `{ officer }` when assigned, `{ level }` when escalated. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type SosHistoryEntry = z.infer<typeof sosHistoryEntrySchema>;

/**
 * GET /police/sos/{id}: the alert with the sender's name and phone to call back (null when hidden) and its history.
 * Each read that carries a named sender is audited.
 */
export const policeSosAlertDetailSchema = policeSosAlertSchema.extend({
  sender: z.object({ name: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable(),
  history: z.array(sosHistoryEntrySchema),
});
export type PoliceSosAlertDetail = z.infer<typeof policeSosAlertDetailSchema>;
export const policeSosAlertDetailResponseSchema = envelope(z.object({ alert: policeSosAlertDetailSchema }));

/** PATCH /police/sos/{id}/assign: one station or one officer within the caller's reach. */
export const sosAssignRequestSchema = z
  .object({
    stationId: idSchema('stationId must be a whole number from 1 to 2147483647.').optional(),
    officerId: z.uuid({ message: 'officerId must be the id of a police officer.' }).optional(),
  })
  .superRefine((value, ctx) => {
    const given = [value.stationId, value.officerId].filter((v) => v !== undefined).length;
    if (given === 1) return;
    ctx.addIssue({
      code: 'custom',
      path: given === 0 ? ['stationId'] : ['officerId'],
      message: given === 0 ? SOS_BOARD_MESSAGES.chooseAssignee : SOS_BOARD_MESSAGES.oneAssignee,
    });
  });
export type SosAssignRequest = z.infer<typeof sosAssignRequestSchema>;

/** POST /police/sos/{id}/notes: a note for police only. */
export const sosNoteRequestSchema = z.object({ note: policeText('note') });
export const sosNoteResponseSchema = envelope(z.object({ entry: sosHistoryEntrySchema }));

/** PATCH /police/sos/{id}/attended: closed as attended, with an optional note of what was done (or no body). */
export const sosAttendedRequestSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(POLICE_TEXT_MAX_LENGTH, `The note must be ${POLICE_TEXT_MAX_LENGTH} characters or fewer.`)
      .optional(),
  })
  .nullish();

/** GET /police/sos/{id}/assignees: the stations (nearest first) and officers the caller may assign the alert to. */
export const sosAssigneesResponseSchema = envelope(
  z.object({
    stations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        lga: z.string().nullable(),
        /** From the alert's position, when it has one. */
        distanceKm: z.number().nullable(),
      }),
    ),
    officers: z.array(
      z.object({
        id: z.string(),
        name: z.string().nullable(),
        station: z.object({ id: z.number(), name: z.string() }),
      }),
    ),
  }),
);
export type SosAssignees = z.infer<typeof sosAssigneesResponseSchema>['data'];

/**
 * GET /police/sos/stream: server-sent events. `sos` (SSE id: the event number) whenever an alert within the caller's
 * reach is sent or changes; `ready` once the stream is live, after the events missed since `Last-Event-ID` (or
 * `?since=`) were sent again. A comment line every 25 s keeps the connection open.
 */
export const SOS_STREAM_EVENT = 'sos';
export const sosStreamEventSchema = z.object({
  /** The alert. */
  id: z.string(),
  kind: z.enum(SOS_EVENT_KINDS),
  at: z.string(),
});
export type SosStreamEvent = z.infer<typeof sosStreamEventSchema>;
export interface SosStreamReady {
  /** The newest event number when the stream went live (null: no event yet). */
  cursor: string | null;
  /** More events were missed than the stream sends again: reload the board. */
  truncated: boolean;
}
export const sosStreamQuerySchema = z.object({
  since: z.string().max(20).optional(),
});

/** GET /sos/{id}: the sender's own alert as their phone shows it. */
export const SENDER_SOS_STATUSES = ['sent', 'acknowledged', 'closed'] as const;
export const senderSosAlertResponseSchema = envelope(
  z.object({
    alert: z.object({
      id: z.string(),
      receivedAt: z.string(),
      status: z.enum(SENDER_SOS_STATUSES),
      acknowledgedAt: z.string().nullable(),
      /** The station that acknowledged it (null: acknowledged at the Area Command or State HQ). */
      acknowledgedBy: z.string().nullable(),
    }),
  }),
);
export type SenderSosAlert = z.infer<typeof senderSosAlertResponseSchema>['data']['alert'];
