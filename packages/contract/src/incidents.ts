/** Incident reporting (issue 4): payloads and responses shared by the web form and the API. */
import { z } from 'zod';
import { policeText } from './police';
import { envelope, paginationSchema } from './envelope';
import { COMMENT_MAX_LENGTH, MIN_ADDRESS_LENGTH, MIN_DESCRIPTION_LENGTH } from './constants';
import { REPORT_MESSAGES, REVIEW_MESSAGES } from './messages';
import { threadMessageSchema } from './thread';
import { idSchema, pageSchema, pageSizeSchema } from './validation';

// The statuses and their labels live in a module without zod (a citizen page shows a status label without the
// schemas: issue 17); every importer of this module keeps finding them here.
export * from './incident-statuses';

/** Form parts arrive as strings; JSON as booleans. */
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  idSchema().nullable(),
);
const coordinate = (min: number, max: number, name: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: `${name} must be a number` })
      .min(min, `${name} is out of range`)
      .max(max, `${name} is out of range`)
      .nullable(),
  );

/**
 * "I am reporting for someone else" (issue 21): the person the report is about. Police see it on the case; it is
 * never on the map, the tracking page or the transparency figures. Hiding the reporter's identity hides the
 * reporter, not this person.
 */
export const onBehalfOfSchema = z.object({
  fullName: z
    .string({ message: "Enter the person's name." })
    .trim()
    .min(1, "Enter the person's name.")
    .max(200, "The person's name must be 200 characters or fewer."),
  relationship: z
    .string({ message: 'Say how you know the person.' })
    .trim()
    .min(1, 'Say how you know the person.')
    .max(60, 'The relationship must be 60 characters or fewer.'),
  phoneNumber: z
    .string()
    .trim()
    .max(30, "The person's phone number must be 30 characters or fewer.")
    .regex(/^(\+?[\d\s\-()]{7,30})?$/, "Enter the person's phone number in digits, or leave it empty.")
    .nullish()
    .transform((v) => v || null),
});
export type OnBehalfOf = z.infer<typeof onBehalfOfSchema>;

/** The `data` part of POST /incident/new and PATCH /incident/{id} (section 3). */
export const incidentDataSchema = z.object({
  incidentTypeId: optionalId.optional(),
  isDraft: flag.optional(),
  address: z.string().trim().max(500, 'Address must be 500 characters or fewer').nullable().optional(),
  description: z.string().trim().max(5000, 'Description must be 5000 characters or fewer').nullable().optional(),
  isIdentityHidden: flag.optional(),
  isLocationHidden: flag.optional(),
  isAnonymous: flag.optional(),
  channel: z.enum(['web'], { message: "channel must be 'web'" }).optional(),
  stationId: optionalId.optional(),
  /** Sent by the client for compatibility; the server uses the session, never this. */
  userId: z.unknown().optional(),
  latitude: coordinate(-90, 90, 'Latitude').optional(),
  longitude: coordinate(-180, 180, 'Longitude').optional(),
  /** PATCH only: ids (or URLs) of existing images to keep; the others are removed. */
  keepImages: z.array(z.string().max(500)).max(20).optional(),
  /** PATCH only: ids of existing images to remove. */
  removeImageIds: z.array(z.string().max(100)).max(20).optional(),
  /** Reporting for someone else (issue 21); null: for oneself. */
  onBehalfOf: onBehalfOfSchema.nullish(),
});
export type IncidentData = z.infer<typeof incidentDataSchema>;

/**
 * How a report is being sent, each with its own rules (specification section 5): an anonymous report, a signed-in
 * report (the report form and the survey), a draft saved, and a draft submitted. Every report that reaches the
 * police has a description of at least 10 characters and, when it has an address, one of at least 5: section 5
 * states those minimums for a submitted draft, and the same report filed directly keeps them (issue 10).
 */
export const REPORT_MODES = ['anonymous', 'signed-in', 'draft-save', 'draft-submit'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

/** The fields the rules read: the values the form holds, or a stored draft with the edit applied. */
const reportFieldsSchema = z.object({
  incidentTypeId: z.number().nullable().optional(),
  description: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
});
export type ReportFields = z.infer<typeof reportFieldsSchema>;
type ReportField = keyof ReportFields;

const trimmedLength = (value: string | null | undefined) => (value ?? '').trim().length;

function reportSchema(rules: (fields: ReportFields, problem: (field: ReportField, message: string) => void) => void) {
  return reportFieldsSchema.superRefine((fields, ctx) =>
    rules(fields, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })),
  );
}

/** Section 5's minimums, checked once the field is filled. */
function descriptionMinimum(fields: ReportFields, problem: (field: ReportField, message: string) => void) {
  const length = trimmedLength(fields.description);
  if (length > 0 && length < MIN_DESCRIPTION_LENGTH) problem('description', REPORT_MESSAGES.descriptionTooShort);
}
function addressMinimum(fields: ReportFields, problem: (field: ReportField, message: string) => void) {
  const length = trimmedLength(fields.address);
  if (length > 0 && length < MIN_ADDRESS_LENGTH) problem('address', REPORT_MESSAGES.addressTooShort);
}

/** Filed without an account: type and description ('...(Incident Type and Description)'); the minimum. */
export const anonymousReportSchema = reportSchema((fields, problem) => {
  const missing: ReportField[] = [];
  if (!fields.incidentTypeId) missing.push('incidentTypeId');
  if (!trimmedLength(fields.description)) missing.push('description');
  for (const field of missing) problem(field, REPORT_MESSAGES.requiredAnonymous);
  descriptionMinimum(fields, problem);
});

/** Filed signed in: type, description and address ('...(Incident Type, Description, and Address)'); minimums. */
export const signedInReportSchema = reportSchema((fields, problem) => {
  const missing: ReportField[] = [];
  if (!fields.incidentTypeId) missing.push('incidentTypeId');
  if (!trimmedLength(fields.description)) missing.push('description');
  if (!trimmedLength(fields.address)) missing.push('address');
  for (const field of missing) problem(field, REPORT_MESSAGES.requiredSignedIn);
  descriptionMinimum(fields, problem);
  addressMinimum(fields, problem);
});

/** A draft needs only its incident type. */
export const draftSaveSchema = reportSchema((fields, problem) => {
  if (!fields.incidentTypeId) problem('incidentTypeId', REPORT_MESSAGES.incidentTypeRequired);
});

/** A draft submitted: one message per unmet rule, in section 5's order. */
export const draftSubmitSchema = reportSchema((fields, problem) => {
  if (!fields.incidentTypeId) problem('incidentTypeId', REPORT_MESSAGES.incidentTypeRequired);
  if (!trimmedLength(fields.description)) problem('description', REPORT_MESSAGES.descriptionRequired);
  if (!trimmedLength(fields.address)) problem('address', REPORT_MESSAGES.addressRequired);
  descriptionMinimum(fields, problem);
  addressMinimum(fields, problem);
});

export const REPORT_SCHEMAS: Record<ReportMode, typeof draftSaveSchema> = {
  anonymous: anonymousReportSchema,
  'signed-in': signedInReportSchema,
  'draft-save': draftSaveSchema,
  'draft-submit': draftSubmitSchema,
};

// In a module of its own (no zod), so the web's report form can word a refusal without loading the schemas first.
export { reportProblemMessage } from './report-problems';

export const stationRefSchema = z.object({ id: z.number().int(), formation: z.string() });

export const incidentFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});
export type IncidentFile = z.infer<typeof incidentFileSchema>;

export const incidentUpdateSchema = z.object({
  status: z.string().nullable(),
  note: z.string(),
  date: z.string(),
});
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentReviewSchema = z.object({
  rating: z.number().int(),
  comments: z.string(),
  isIdentityHidden: z.boolean(),
  createdAt: z.string(),
  /** The police's reply, when they have answered. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type IncidentReview = z.infer<typeof incidentReviewSchema>;

/** GET /incident/{id} `data.incident` and the rows of GET /incident/all (section 3, plus what the server knows). */
export const incidentSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  incidentTypeId: z.number().int(),
  incidentType: z.string(),
  incidentStatus: z.string(),
  isDraft: z.boolean(),
  datePublished: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  address: z.string().nullable(),
  description: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lga: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isIdentityHidden: z.boolean(),
  isLocationHidden: z.boolean(),
  isAnonymous: z.boolean(),
  channel: z.string(),
  stationId: z.number().int().nullable(),
  station: stationRefSchema.nullable(),
  incidentImages: z.array(z.string()),
  files: z.array(incidentFileSchema),
  video: incidentFileSchema.nullable(),
  updates: z.array(incidentUpdateSchema),
  review: incidentReviewSchema.nullable(),
  /** The conversation with the police (oldest first); answered through the tracking ID. */
  messages: z.array(threadMessageSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentIdParamsSchema = z.object({ id: z.string().max(100) });
export const incidentFileParamsSchema = z.object({ id: z.string().max(100), fileId: z.string().max(100) });
export const incidentFileQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
});

export const incidentListQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(100, 10),
  isDraft: z.enum(['true', 'false'], { message: 'isDraft must be true or false' }).optional(),
});

/** POST /incident/new, PATCH /incident/{id} */
export const incidentSubmitResponseSchema = envelope(
  z.object({ ticketId: z.string(), id: z.string(), isDraft: z.boolean() }),
);
/** GET /incident/all */
export const incidentListResponseSchema = envelope(
  z.object({ incidents: z.object({ data: z.array(incidentSchema), pagination: paginationSchema }) }),
);
/** GET /incident/{id} */
export const incidentResponseSchema = envelope(z.object({ incident: incidentSchema }));
/** DELETE /incident/{id} */
export const incidentDeleteResponseSchema = envelope(z.object({ id: z.string() }));

/** POST /incident/{id}/review (section 3 and 5). */
export const reviewRequestSchema = z.object({
  name: z.string().trim().max(200).nullable().optional(),
  rating: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: REVIEW_MESSAGES.ratingRequired })
      .int(REVIEW_MESSAGES.ratingRequired)
      .min(1, REVIEW_MESSAGES.ratingRequired)
      .max(5, 'Rating must be between 1 and 5.'),
  ),
  comments: z
    .string({ message: REVIEW_MESSAGES.commentsRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentsRequired)
    .max(COMMENT_MAX_LENGTH, `Comments must be ${COMMENT_MAX_LENGTH} characters or fewer.`),
  isIdentityHidden: flag.optional(),
  incidentId: z.string().max(100).optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export const reviewResponseSchema = envelope(z.object({ review: incidentReviewSchema }));

/** GET /incident/track/{trackingId}: public, never the reporter. */
export const trackParamsSchema = z.object({ trackingId: z.string().max(100) });
/** The tracking form (section 5): 'Please enter a tracking ID' when blank. */
export const trackFormSchema = z.object({
  trackingId: z
    .string({ message: REPORT_MESSAGES.trackingIdRequired })
    .trim()
    .min(1, REPORT_MESSAGES.trackingIdRequired)
    .max(100, REPORT_MESSAGES.trackingNotFound),
});
export const trackResultSchema = z.object({
  trackingId: z.string(),
  status: z.string(),
  dateSubmitted: z.string(),
  incidentType: z.string(),
  updates: z.array(incidentUpdateSchema),
  /** The conversation with the police, oldest first. */
  messages: z.array(threadMessageSchema),
  /** False once the report is closed: the conversation is closed too. */
  canReply: z.boolean(),
});
export type TrackResult = z.infer<typeof trackResultSchema>;
export const trackResponseSchema = envelope(trackResultSchema);

/** POST /police/incidents/{id}/notes: a note without a status change; a public one is shown to the citizen. */
export const policeNoteRequestSchema = z.object({
  note: policeText('note'),
  isPublic: z.boolean({ message: 'isPublic must be true or false.' }).default(true),
});
export const policeNoteResponseSchema = envelope(
  z.object({ id: z.string(), isPublic: z.boolean(), update: incidentUpdateSchema }),
);

/** POST /police/incidents/{id}/review/reply */
export const reviewReplyResponseSchema = envelope(z.object({ review: incidentReviewSchema }));
