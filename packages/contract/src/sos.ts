/** SOS alerts: POST /sos/new (multipart: `data` JSON, optional `audio`), PATCH /police/sos/{id}/false-alert. */
import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { COMMENT_MAX_LENGTH } from './constants';
import { pageSchema, pageSizeSchema } from './validation';

/** Why the device location is missing, as the browser reported it. */
export const LOCATION_UNAVAILABLE_REASONS = ['denied', 'unavailable', 'timeout', 'unsupported', 'error'] as const;
export type LocationUnavailableReason = (typeof LOCATION_UNAVAILABLE_REASONS)[number];

export const sosCoordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: z.number().min(0).max(1_000_000).nullish(),
});
export type SosCoordinates = z.infer<typeof sosCoordinatesSchema>;

/** The `data` part. Without coordinates the server uses the profile address and records why. */
export const sosDataSchema = z.object({
  address: z.string().trim().max(500).nullish(),
  comment: z.string().max(COMMENT_MAX_LENGTH, `Comment must be ${COMMENT_MAX_LENGTH} characters or fewer`).nullish(),
  isIdentityHidden: z.boolean().default(false),
  isLocationHidden: z.boolean().default(false),
  channel: z.enum(['web', 'mobile']).default('web'),
  coordinates: sosCoordinatesSchema.nullish(),
  locationUnavailableReason: z.enum(LOCATION_UNAVAILABLE_REASONS).nullish(),
});
export type SosData = z.input<typeof sosDataSchema>;

export const LOCATION_SOURCES = ['device', 'profile', 'none'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

export const sosCreatedSchema = z.object({
  alertId: z.string(),
  receivedAt: z.string(),
  locationSource: z.enum(LOCATION_SOURCES),
  locationNote: z.string().nullable(),
  hasAudio: z.boolean(),
  contactsToNotify: z.number().int(),
});
export type SosCreated = z.infer<typeof sosCreatedSchema>;
export const sosCreatedResponseSchema = envelope(sosCreatedSchema);

/** Any string: an unknown id (malformed or not) answers 404. */
export const sosAlertIdParamsSchema = z.object({ id: z.string().max(100) });

export const sosFalseAlertResponseSchema = envelope(
  z.object({
    alertId: z.string(),
    status: z.string(),
    markedFalseAt: z.string(),
    /** The sender's record after marking; both null for an identity-hidden alert, which never changes it. */
    userFalseAlertCount: z.number().int().nullable(),
    userFlagged: z.boolean().nullable(),
  }),
);

// Police console -------------------------------------------------------------------------------------------------

/** new -> acknowledged -> attended; new or acknowledged -> false-alert (closed as a false alert). */
export const SOS_STATUSES = ['new', 'acknowledged', 'attended', 'false-alert'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];
/** Alerts still awaiting the police: the live board's list. */
export const SOS_OPEN_STATUSES = ['new', 'acknowledged'] as const satisfies readonly SosStatus[];

/** Who an alert has reached: the station level, then (unacknowledged after 2 minutes each) the Area Command, HQ. */
export const SOS_ESCALATION_LEVELS = ['station', 'area', 'hq'] as const;
export type SosEscalationLevel = (typeof SOS_ESCALATION_LEVELS)[number];

export const policeSosQuerySchema = z.object({
  /** One status, or `open` (new and acknowledged) or `closed` (attended and false alerts). */
  status: z
    .enum([...SOS_STATUSES, 'open', 'closed'], {
      message: `status must be one of ${SOS_STATUSES.join(', ')}, open or closed.`,
    })
    .optional(),
  page: pageSchema,
  size: pageSizeSchema(100, 20),
});

const named = z.object({ id: z.string(), name: z.string().nullable() });

/**
 * An alert as the board lists it. The sender's name and phone are not in it: they come with the one alert
 * (GET /police/sos/{id}), whose every read with a named sender is written to the audit log (decision 012).
 */
export const policeSosAlertSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  status: z.enum(SOS_STATUSES),
  comment: z.string(),
  channel: z.string(),
  location: z.object({
    source: z.string(),
    note: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    accuracyMeters: z.number().nullable(),
    lgaId: z.number().int().nullable(),
    lga: z.string().nullable(),
    mapUrl: z.string().nullable(),
  }),
  audio: z.object({ url: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  /** False when the sender hid their identity from officers (or the account is gone): nothing to call back. */
  senderNamed: z.boolean(),
  /**
   * The sending account's false-alert record; null when the sender is hidden (by choice or a deleted account), since
   * a count and a flag would follow one person across alerts.
   */
  falseAlertCount: z.number().int().nullable(),
  flagged: z.boolean().nullable(),
  /**
   * State HQ (administrators) only, on an identity-hidden alert: whether its sender had an earlier alert marked
   * false. Null for officers and on alerts whose sender is named (their record is above).
   */
  priorFalseAlerts: z.boolean().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** The police account that acknowledged it. */
  acknowledgedBy: named.nullable(),
  markedFalseAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
  escalation: z.object({ level: z.enum(SOS_ESCALATION_LEVELS), at: z.string().nullable() }),
  assignedStation: named.nullable(),
  assignedOfficer: named.nullable(),
});
export type PoliceSosAlert = z.infer<typeof policeSosAlertSchema>;

export const policeSosListResponseSchema = envelope(
  z.object({
    alerts: z.object({
      data: z.array(policeSosAlertSchema),
      pagination: z.object({
        totalPages: z.number().int(),
        total: z.number().int(),
        currentPage: z.number().int(),
        pageSize: z.number().int(),
      }),
    }),
  }),
);
/** What an action on an alert answers: the alert as it now stands. */
export const policeSosAlertResponseSchema = envelope(z.object({ alert: policeSosAlertSchema }));

/** GET /police/sos/flagged-accounts (administrators): accounts flagged for repeated false alerts, newest flag first. */
export const flaggedAccountsQuerySchema = policeSosQuerySchema.omit({ status: true });

export const flaggedAccountSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  falseAlertCount: z.number().int(),
  flaggedAt: z.string(),
});
export type FlaggedAccount = z.infer<typeof flaggedAccountSchema>;

export const flaggedAccountsResponseSchema = envelope(
  z.object({
    accounts: z.object({ data: z.array(flaggedAccountSchema), pagination: paginationSchema }),
  }),
);
