/**
 * The police console's casework API (issue 11): the queue, one case, revealing a reporter, and the actions that
 * move a report (each recorded in its history with the acting officer). Every action on a report names the
 * `version` the officer saw; a report that changed since answers 409 CASEWORK_MESSAGES.changed.
 */
import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { INCIDENT_STATUSES, STATUS_TRANSITIONS, incidentUpdateSchema, type IncidentStatus } from './incidents';
import { policeText } from './police';
import { reportSlaSchema } from './sla';
import { coercedIdSchema, momentSchema, pageSchema, pageSizeSchema } from './validation';

export const CASEWORK_MESSAGES = {
  changed: 'This report changed since you opened it. Reload it to see what changed, then try again.',
  versionRequired: 'version is required: the version of the report you opened.',
  reporterHidden: 'The reporter chose not to be identified to the police, so their contact details cannot be shown.',
  reporterAnonymous: 'This report was made anonymously: no contact details were kept.',
  /** An anonymous report by USSD or SMS: the number is kept for the status texts only (decision 017). */
  reporterAnonymousByPhone:
    'This report was made anonymously by phone: the number is used only to text the reporter status changes and is never shown.',
  reporterGone: 'The reporter has deleted their account: no contact details remain.',
  reasonRequired: 'A reason is required.',
  alreadyAcknowledged: 'This report has already been acknowledged.',
  stationOutOfReach: 'Choose a station within your reach.',
  sameStation: 'The report is already with that station.',
  escalatedAlready: 'This report is already escalated to that level or above.',
  unknownStatus: (status: string) => `Unknown status '${status}'. Use new, in-progress, on-hold, resolved or closed.`,
  exportTooLarge: (limit: number) =>
    `More than ${limit.toLocaleString('en-US')} reports match these filters. Narrow them (a period, a status, an LGA) and export again.`,
} as const;

/** The 409 of a status change the transitions do not allow, naming the statuses that are (DECISIONS.md). */
export function wrongTransitionMessage(from: IncidentStatus): string {
  const allowed = STATUS_TRANSITIONS[from];
  if (allowed.length === 0) return `A report that is ${from} cannot be moved to another status.`;
  const list = allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
  return `A report that is ${from} can only be moved to ${list}.`;
}

/** Where the reports come from. */
export const INCIDENT_CHANNELS = ['web', 'ussd', 'sms', 'open311'] as const;
export type IncidentChannel = (typeof INCIDENT_CHANNELS)[number];

/** Statuses still awaiting the police: a report in one of them past its response-time target is overdue. */
export const OPEN_STATUSES = ['new', 'in-progress', 'on-hold'] as const satisfies readonly IncidentStatus[];

/** Queue tabs: one per status, plus All. */
export const QUEUE_TABS = ['new', 'in-progress', 'on-hold', 'resolved', 'closed', 'all'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/** `sla-due`: least time left first (the most overdue at the top), reports with no target running last. */
export const QUEUE_SORTS = ['newest', 'oldest', 'sla-due'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** How the reporter stands to the police: named (reveal on request), hidden by choice, or anonymous. */
export const REPORTER_IDENTITIES = ['named', 'hidden', 'anonymous'] as const;
export type ReporterIdentity = (typeof REPORTER_IDENTITIES)[number];

/** Escalation levels above the station: the Area Command, then State HQ. */
export const ESCALATION_TARGETS = ['area-command', 'hq'] as const;
export type EscalationTarget = (typeof ESCALATION_TARGETS)[number];
export const ESCALATION_LEVEL: Record<EscalationTarget, number> = { 'area-command': 1, hq: 2 };

/** The kinds of entry in a report's history. */
export const INCIDENT_EVENT_KINDS = [
  'status',
  'note',
  'acknowledged',
  'rerouted',
  'escalated',
  'map-visibility',
  /** A message of the conversation with the reporter (details.from: police or reporter). */
  'message',
  /** Whether a status text reached a USSD or SMS reporter's phone (the gateway's delivery report; police only). */
  'sms-delivery',
] as const;
export type IncidentEventKind = (typeof INCIDENT_EVENT_KINDS)[number];

/** Ids are bounded to PostgreSQL integers, so a huge one is a 400, not a database error. */
const positiveId = (what: string) => coercedIdSchema(`${what} must be a whole number from 1 to 2147483647.`);

/** The queue's filters and order, shared by the paged list and the export. */
const queueFilterFields = {
  status: z.enum(QUEUE_TABS, { message: `status must be one of ${QUEUE_TABS.join(', ')}` }).default('all'),
  lgaId: positiveId('lgaId').optional(),
  stationId: positiveId('stationId').optional(),
  incidentTypeId: positiveId('incidentTypeId').optional(),
  channel: z.enum(INCIDENT_CHANNELS, { message: `channel must be one of ${INCIDENT_CHANNELS.join(', ')}` }).optional(),
  /** Only reports past their response-time target. */
  overdue: z.enum(['true', 'false'], { message: 'overdue must be true or false' }).optional(),
  /** A ticket id (whole or its start) or words of the description. */
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
  from: momentSchema('From').optional(),
  to: momentSchema('To').optional(),
  sort: z.enum(QUEUE_SORTS, { message: `sort must be one of ${QUEUE_SORTS.join(', ')}` }).default('newest'),
};
const fromNotAfterTo = (q: { from?: Date; to?: Date }) => !q.from || !q.to || q.from <= q.to;
const fromNotAfterToIssue = { message: 'From must not be after To', path: ['from'] };

/** GET /police/incidents */
export const policeQueueQuerySchema = z
  .object({ page: pageSchema, size: pageSizeSchema(100, 20), ...queueFilterFields })
  .refine(fromNotAfterTo, fromNotAfterToIssue);
export type PoliceQueueQuery = z.infer<typeof policeQueueQuerySchema>;

/** The most reports one export carries: beyond it the officer narrows the filters (a period, a status). */
export const QUEUE_EXPORT_LIMIT = 10_000;

/**
 * GET /police/incidents/export: the queue's reports for the same filters, as a CSV file. It carries no reporter
 * identity and no description (those stay in the console, where each read is controlled); each export is audited.
 */
export const policeQueueExportQuerySchema = z.object(queueFilterFields).refine(fromNotAfterTo, fromNotAfterToIssue);
export type PoliceQueueExportQuery = z.infer<typeof policeQueueExportQuerySchema>;

/** The export's columns, in order. */
export const QUEUE_EXPORT_COLUMNS = [
  'Ticket ID',
  'Incident type',
  'Status',
  'Channel',
  'LGA',
  'Station',
  'Area Command',
  'Received',
  'Acknowledged',
  'Acknowledge by',
  'Resolve by',
  'Resolved',
  'Overdue',
  'Escalated to',
  'Reporter',
  'Evidence files',
] as const;

const ref = z.object({ id: z.number().int(), name: z.string() });
const stationRef = z.object({ id: z.number().int(), formation: z.string() });

export const queueItemSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  incidentType: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  channel: z.string(),
  lga: ref.nullable(),
  station: stationRef.nullable(),
  areaCommand: ref.nullable(),
  submittedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** The response-time targets: deadlines, when each was met, and whether the one running now has passed. */
  sla: reportSlaSchema,
  escalationLevel: z.number().int(),
  identity: z.enum(REPORTER_IDENTITIES),
  evidenceCount: z.number().int(),
  version: z.number().int(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueCountsSchema = z.object(
  Object.fromEntries(QUEUE_TABS.map((t) => [t, z.number().int()])) as Record<QueueTab, z.ZodNumber>,
);
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/**
 * With a search, a date range or the overdue filter, the counts are counted from the reports, at most this many.
 * When more match, `countsCappedAt` says so: `all` is then this many ("10,000+") and each tab at least what it says
 * (its total and pages too). Without those filters the counts are exact.
 */
export const QUEUE_COUNT_LIMIT = 10_000;

export const policeQueueResponseSchema = envelope(
  z.object({
    incidents: z.object({ data: z.array(queueItemSchema), pagination: paginationSchema }),
    /** Per tab, for the caller's reach, ignoring the status filter but honouring the others. */
    counts: queueCountsSchema,
    /** QUEUE_COUNT_LIMIT when more reports matched than were counted (show "10,000+"); null when counts are exact. */
    countsCappedAt: z.number().int().nullable(),
  }),
);

export const caseEvidenceSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** SHA-256 of the file as received, hex. */
  sha256: z.string(),
  metadataStripped: z.boolean(),
  receivedAt: z.string(),
  /** Signed, short-lived. */
  url: z.string(),
});

export const caseEventSchema = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_EVENT_KINDS),
  status: z.string().nullable(),
  note: z.string(),
  isPublic: z.boolean(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Null: the system, or an account since erased. Never the reporter. */
  author: z.object({ id: z.string(), fullName: z.string().nullable(), role: z.string() }).nullable(),
  at: z.string(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

export const policeCaseSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  version: z.number().int(),
  status: z.enum(INCIDENT_STATUSES),
  /** The statuses this report may move to now (DECISIONS.md transitions). */
  allowedStatuses: z.array(z.enum(INCIDENT_STATUSES)),
  incidentType: ref,
  description: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isLocationHidden: z.boolean(),
  lga: ref.nullable(),
  areaCommand: ref.nullable(),
  station: stationRef.nullable(),
  channel: z.string(),
  identity: z.enum(REPORTER_IDENTITIES),
  /** The person the report is about, when the reporter filed for someone else (issue 21). */
  onBehalfOf: z
    .object({ fullName: z.string(), relationship: z.string(), phoneNumber: z.string().nullable() })
    .nullable(),
  submittedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  sla: reportSlaSchema,
  escalationLevel: z.number().int(),
  hiddenFromMap: z.boolean(),
  /** Legal hold (issue 22): the retention schedule never touches the case while set; supervisors set and clear it. */
  legalHold: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** When the retention schedule removed the case's evidence and reporter identity (null: not yet). */
  retentionClearedAt: z.string().nullable(),
  evidence: z.array(caseEvidenceSchema),
  history: z.array(caseEventSchema),
  review: z
    .object({
      rating: z.number().int(),
      comments: z.string(),
      createdAt: z.string(),
      reply: z.string().nullable(),
      repliedAt: z.string().nullable(),
    })
    .nullable(),
});
export type PoliceCase = z.infer<typeof policeCaseSchema>;

/** GET /police/incidents/{id} */
export const policeCaseResponseSchema = envelope(z.object({ incident: policeCaseSchema }));

const version = z
  .number({ message: CASEWORK_MESSAGES.versionRequired })
  .int(CASEWORK_MESSAGES.versionRequired)
  .min(0, CASEWORK_MESSAGES.versionRequired)
  .max(2_147_483_647, CASEWORK_MESSAGES.versionRequired);
const reason = z
  .string({ message: CASEWORK_MESSAGES.reasonRequired })
  .trim()
  .min(1, CASEWORK_MESSAGES.reasonRequired)
  .max(500, 'The reason must be 500 characters or fewer.');

/** POST /police/incidents/{id}/reveal-reporter */
export const revealReporterRequestSchema = z.object({ reason });
export const revealReporterResponseSchema = envelope(
  z.object({
    reporter: z.object({
      fullName: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      email: z.string().nullable(),
    }),
  }),
);

/** POST /police/incidents/{id}/acknowledge */
export const acknowledgeRequestSchema = z.object({ version });
/** POST /police/incidents/{id}/reroute */
export const rerouteRequestSchema = z.object({
  version,
  stationId: z
    .number({ message: 'Choose a station.' })
    .int('Choose a station.')
    .min(1, 'Choose a station.')
    .max(2_147_483_647, 'Choose a station.'),
  reason,
});
/** POST /police/incidents/{id}/escalate */
export const escalateRequestSchema = z.object({
  version,
  to: z.enum(ESCALATION_TARGETS, { message: 'Escalate to the Area Command (area-command) or State HQ (hq).' }),
  reason,
});
/**
 * POST /police/incidents/{id}/internal-notes: police only, never shown to the citizen. A note adds to the history
 * and changes nothing else, so it names no version and leaves the version as it is.
 */
export const internalNoteRequestSchema = z.object({ note: policeText('note') });

/** Every action answers the case as it now stands, with its new version. */
export const caseActionResponseSchema = policeCaseResponseSchema;

/** PATCH /police/incidents/{id}/status: along the transitions of DECISIONS.md, with a note the citizen reads. */
export const statusChangeRequestSchema = z.object({
  version,
  status: z.string({ message: 'Status is required.' }).min(1, 'Status is required.').max(40),
  note: z
    .string({ message: 'A note for the citizen is required.' })
    .trim()
    .min(1, 'A note for the citizen is required.')
    .max(2000, 'The note must be 2000 characters or fewer.'),
});
/** `id`, `status` and `update` as before the console; `incident` the case as it now stands. */
export const statusChangeResponseSchema = envelope(
  z.object({ id: z.string(), status: z.string(), update: incidentUpdateSchema, incident: policeCaseSchema }),
);

/**
 * PATCH /police/incidents/{id}/map-visibility: police hide a report from the public crime map (or show it again),
 * with the reason kept as an internal note so every change is accountable.
 */
export const mapVisibilityRequestSchema = z.object({
  version,
  hiddenFromMap: z.boolean({ message: 'hiddenFromMap must be true or false.' }),
  reason: policeText('note'),
});
export const mapVisibilityResponseSchema = envelope(
  z.object({ id: z.string(), hiddenFromMap: z.boolean(), update: incidentUpdateSchema, incident: policeCaseSchema }),
);
