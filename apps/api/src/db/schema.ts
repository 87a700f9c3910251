/**
 * One schema for PGlite and PostgreSQL. Designed for the whole product up front so that features
 * built in parallel share one migration history; a feature that needs more adds a migration of its own.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Key/value facts about this database, e.g. which one-off seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const areaCommands = pgTable('area_commands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const lgas = pgTable('lgas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Name folded as the specification matches keys: no spaces, hyphens, slashes; lower case. */
  key: text('key').notNull().unique(),
  gid: text('gid').unique(),
  state: text('state').notNull().default('Ogun'),
  areaKm2: real('area_km2'),
  labelLat: doublePrecision('label_lat'),
  labelLng: doublePrecision('label_lng'),
  minLat: doublePrecision('min_lat'),
  minLng: doublePrecision('min_lng'),
  maxLat: doublePrecision('max_lat'),
  maxLng: doublePrecision('max_lng'),
  /** GeoJSON geometry (Polygon or MultiPolygon), WGS84 lon/lat. */
  boundary: jsonb('boundary'),
  sortOrder: integer('sort_order').notNull().default(0),
  areaCommandId: integer('area_command_id').references(() => areaCommands.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    formation: text('formation').notNull().unique(),
    address: text('address'),
    phone: text('phone'),
    lgaId: integer('lga_id').references(() => lgas.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDemo: boolean('is_demo').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stations_lga_idx').on(t.lgaId)],
);

export const incidentTypes = pgTable(
  'incident_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /**
     * Response-time targets (decision 011), in minutes: seeded with the defaults of DEFAULT_SLA_TARGETS, changed by
     * administrators (audited). A report is stamped with the targets in force when it is filed.
     */
    acknowledgeMinutes: integer('acknowledge_minutes').notNull().default(240),
    resolveMinutes: integer('resolve_minutes').notNull().default(20160),
    isSensitive: boolean('is_sensitive').notNull().default(false),
    /** Days a closed case of this type keeps its evidence and reporter identity (issue 22, decision 029). */
    retentionDays: integer('retention_days').notNull().default(2190),
    /** Deactivated by an administrator: no longer offered or accepted for new reports; old reports keep it. */
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    // SLA_LIMITS of the contract: the API refuses other values with a sentence; the database refuses them too.
    check(
      'incident_types_sla_check',
      sql`${t.acknowledgeMinutes} between 1 and 10080 and ${t.resolveMinutes} between ${t.acknowledgeMinutes} and 525600`,
    ),
    // CASE_RETENTION_LIMITS of the contract.
    check('incident_types_retention_days_check', sql`${t.retentionDays} between 365 and 10950`),
  ],
);

/**
 * Settings administrators change that the public pages show (issue 14): one row per key, its value checked by the
 * contract's schema for that key on the way in and out ('contact-numbers': the emergency numbers and support phone).
 * One key is the server's own: 'lga-boundaries-file', the SHA-256 of the boundary file last imported at start-up.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const feedbackTypes = pgTable('feedback_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isRated: boolean('is_rated').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const relationships = pgTable('relationships', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null once the account is deleted (personal data erased). */
    email: text('email'),
    userName: text('user_name'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    state: text('state'),
    gender: text('gender'),
    passwordHash: text('password_hash'),
    provider: text('provider').notNull().default('email'),
    googleSub: text('google_sub'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the Terms and Privacy Policy were accepted at sign-up; null for accounts made before it was recorded. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    role: text('role').notNull().default('citizen'),
    /** The station shown on the profile: a citizen's own choice; for police it mirrors the posting. */
    stationId: integer('station_id').references(() => stations.id),
    /**
     * A police officer's posting, the only station that decides their reach (decision 006). Changed by an
     * administrator alone (PATCH /admin/users/{id}/posting, audited), never by the profile.
     */
    postingStationId: integer('posting_station_id').references(() => stations.id),
    /** An area commander's command (issue 11): their reach is every LGA of it. Set by an administrator alone. */
    postingAreaCommandId: integer('posting_area_command_id').references(() => areaCommands.id),
    /** A police account an administrator disabled: it cannot sign in and its sessions ended when it was set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    searchRadiusKm: integer('search_radius_km').notNull().default(10),
    /** 'en', 'yo' or 'pcm' (contract languages.ts): the app's, emails' and texts' language for this account. */
    language: text('language').notNull().default('en'),
    locationMetadata: jsonb('location_metadata'),
    falseAlertCount: integer('false_alert_count').notNull().default(0),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    check('users_language_check', sql`${t.language} in ('en', 'yo', 'pcm')`),
  ],
);

/**
 * An administrator's invitation to a police account (issue 11): the mailed link carries a random token stored here
 * only as its SHA-256; it can be used once, within 72 hours, unless revoked.
 */
export const policeInvitations = pgTable(
  'police_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    stationId: integer('station_id').references(() => stations.id),
    areaCommandId: integer('area_command_id').references(() => areaCommands.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('police_invitations_email_idx').on(t.email, t.createdAt)],
);

/** One-time passwords (sign-up, password reset): stored hashed, short-lived, few tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_lookup_idx').on(t.purpose, t.email, t.createdAt),
    index('otp_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Rotating refresh tokens, hashed; a family is one sign-in, revoked as a whole on reuse or logout. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Failed attempts by key (account or address), for slowing and refusing brute force across processes. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_lookup_idx').on(t.scope, t.key, t.createdAt),
    index('auth_attempts_created_idx').on(t.createdAt),
  ],
);

/** Secrets generated at first start and shared by every process on one database (migration 0029, decision 034). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The per-route rate limit counters shared by every process (lib/rate-limit-store.ts): one row per route and client
 * for its current window. UNLOGGED in the migration (a database crash forgets a minute's counts), which Drizzle
 * does not express.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reportStatusPush: boolean('report_status_push').notNull().default(true),
  reportStatusEmail: boolean('report_status_email').notNull().default(true),
  emergencyAlertsPush: boolean('emergency_alerts_push').notNull().default(true),
  emergencyAlertsEmail: boolean('emergency_alerts_email').notNull().default(false),
  moreActivityPush: boolean('more_activity_push').notNull().default(false),
  moreActivityEmail: boolean('more_activity_email').notNull().default(false),
  /** "Security alerts for my area" (issue 21): in the app (on by default), and by text (off by default). */
  areaAlertsPush: boolean('area_alerts_push').notNull().default(true),
  areaAlertsSms: boolean('area_alerts_sms').notNull().default(false),
  updatedAt: updatedAt(),
});

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    relationship: text('relationship').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('emergency_contacts_user_idx').on(t.userId)],
);

export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ticket / tracking id: OGP- plus 10 Crockford base32 characters from a CSPRNG. */
    ticketId: text('ticket_id').notNull().unique(),
    /** Null for anonymous reports (never linked) and after the reporter deleted the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    incidentTypeId: integer('incident_type_id')
      .notNull()
      .references(() => incidentTypes.id),
    status: text('status').notNull().default('new'),
    isDraft: boolean('is_draft').notNull().default(false),
    address: text('address'),
    description: text('description').notNull().default(''),
    isIdentityHidden: boolean('is_identity_hidden').notNull().default(false),
    isLocationHidden: boolean('is_location_hidden').notNull().default(false),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    channel: text('channel').notNull().default('web'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    lgaId: integer('lga_id').references(() => lgas.id),
    areaCommandId: integer('area_command_id').references(() => areaCommands.id),
    stationId: integer('station_id').references(() => stations.id),
    hiddenFromMap: boolean('hidden_from_map').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    escalationLevel: integer('escalation_level').notNull().default(0),
    /** First police acknowledgement (null: nobody has picked the report up yet). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /**
     * Bumped by every police action, so two officers acting on what they each saw cannot silently overwrite one
     * another: an action names the version it was based on and a stale one answers 409.
     */
    version: integer('version').notNull().default(0),
    // Response-time targets (decision 011). The targets in force when the report was filed, and its deadlines,
    // are stamped by the trigger `incidents_sla_derive` (migration 0012) when a report is submitted.
    acknowledgeMinutes: integer('acknowledge_minutes'),
    resolveMinutes: integer('resolve_minutes'),
    acknowledgeDueAt: timestamp('acknowledge_due_at', { withTimezone: true }),
    /** Moved on by the time a report spends on hold (or resolved, when it is reopened). */
    resolveDueAt: timestamp('resolve_due_at', { withTimezone: true }),
    /** When it was resolved, or closed without being resolved; cleared when it is reopened. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Since when the resolve clock is stopped (on hold, or resolved); null while it runs. */
    slaPausedAt: timestamp('sla_paused_at', { withTimezone: true }),
    /**
     * Derived by the trigger, never written by the app: the deadline of the target running now (acknowledge until
     * acknowledged, then resolve; none once resolved or closed). Past it, the report is overdue.
     */
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }),
    /**
     * Derived by the trigger: when the escalation sweep must next look at the report (the running deadline plus one
     * target period per level already reached); null at State HQ or with no target running.
     */
    slaEscalateAt: timestamp('sla_escalate_at', { withTimezone: true }),
    /** When the report was filed (null while a draft). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The person the report is about when the reporter files for someone else (issue 21): shown to police on the
     * case only, under the reporter's privacy rules (never on the map, tracking page or transparency figures).
     */
    onBehalfOf: jsonb('on_behalf_of').$type<{ fullName: string; relationship: string; phoneNumber: string | null }>(),
    /**
     * Legal hold (issue 22): set and cleared by supervisors (audited); the retention sweep never touches a held case.
     */
    legalHoldAt: timestamp('legal_hold_at', { withTimezone: true }),
    legalHoldByUserId: uuid('legal_hold_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    legalHoldReason: text('legal_hold_reason'),
    /** When the author of an abandoned draft was told it will be deleted (the retention sweep, decision 029). */
    draftNoticeAt: timestamp('draft_notice_at', { withTimezone: true }),
    /** When the retention sweep removed the closed case's evidence and reporter identity. */
    retentionClearedAt: timestamp('retention_cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('incidents_user_idx').on(t.userId, t.isDraft, t.createdAt),
    index('incidents_map_idx')
      .on(t.submittedAt, t.lgaId, t.incidentTypeId)
      .where(sql`${t.isDraft} = false`),
    // The police queue (issue 11, decision 009): each arm of a reach (a station, an LGA, an Area Command, the
    // state) read newest first, on every status (All) or one (a tab), straight from an index.
    index('incidents_queue_station_idx')
      .on(t.stationId, t.status, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_station_recent_idx')
      .on(t.stationId, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_lga_recent_idx')
      .on(t.lgaId, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_area_recent_idx')
      .on(t.areaCommandId, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_recent_idx')
      .on(t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    // Queue search: a ticket id by its start, and the words of descriptions.
    index('incidents_ticket_prefix_idx').on(t.ticketId.op('text_pattern_ops')),
    index('incidents_description_search_idx')
      .using('gin', sql`to_tsvector('simple', ${t.description})`)
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_idx')
      .on(t.status, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_lga_idx')
      .on(t.lgaId, t.status, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    index('incidents_queue_area_idx')
      .on(t.areaCommandId, t.status, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false`),
    // The escalation sweep (decision 011) reads the reports whose next escalation is due: only open ones below
    // State HQ have a value, so the index stays small however many reports are closed.
    index('incidents_sla_escalate_idx')
      .on(t.slaEscalateAt)
      .where(sql`${t.slaEscalateAt} is not null`),
    // Open reports past their target, counted for GET /metrics and the System page (migration 0028).
    index('incidents_sla_due_idx')
      .on(t.slaDueAt)
      .where(sql`${t.slaDueAt} is not null`),
    index('incidents_map_lga_recent_idx')
      .on(t.lgaId, t.submittedAt.desc())
      .where(sql`${t.isDraft} = false and ${t.hiddenFromMap} = false`),
    // The retention sweep's reads (decision 029).
    index('incidents_retention_closed_idx')
      .on(t.resolvedAt)
      .where(sql`${t.status} = 'closed' and ${t.retentionClearedAt} is null and ${t.legalHoldAt} is null`),
    index('incidents_retention_draft_idx')
      .on(t.updatedAt)
      .where(sql`${t.isDraft} = true`),
  ],
);

/**
 * Crime map rollup: non-draft, map-visible reports per LGA, type and UTC day. Kept current by statement
 * triggers on incidents (migration 'crime-map'), so every writer of incidents keeps it right.
 */
export const crimeMapDaily = pgTable(
  'crime_map_daily',
  {
    lgaId: integer('lga_id').notNull(),
    incidentTypeId: integer('incident_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lgaId, t.incidentTypeId, t.day] }),
    index('crime_map_daily_day_idx').on(t.day, t.lgaId, t.incidentTypeId),
  ],
);

/**
 * The police queue's counts: submitted reports per status, place (LGA, station, Area Command; 0 for none), type and
 * channel. Kept current by statement triggers on incidents (migration 'police-queue-counts', decision 009), so the
 * tabs of any reach are a sum over a few hundred rows instead of a count over a million reports.
 */
export const policeQueueCounts = pgTable(
  'police_queue_counts',
  {
    status: text('status').notNull(),
    lgaId: integer('lga_id').notNull(),
    stationId: integer('station_id').notNull(),
    areaCommandId: integer('area_command_id').notNull(),
    incidentTypeId: integer('incident_type_id').notNull(),
    channel: text('channel').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.lgaId, t.stationId, t.areaCommandId, t.incidentTypeId, t.channel] })],
);

/**
 * The same counts by status and place only (migration 'police-queue-place-counts', decision 009): the default view of
 * every tab, for any reach, sums a few hundred rows of it (State HQ's, one row per status, station and LGA pairing).
 */
export const policeQueuePlaceCounts = pgTable(
  'police_queue_place_counts',
  {
    status: text('status').notNull(),
    lgaId: integer('lga_id').notNull(),
    stationId: integer('station_id').notNull(),
    areaCommandId: integer('area_command_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.lgaId, t.stationId, t.areaCommandId] })],
);

export const incidentFiles = pgTable(
  'incident_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    metadataStripped: boolean('metadata_stripped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('incident_files_incident_idx').on(t.incidentId)],
);

/**
 * A report's history: status changes, police notes, acknowledgement, re-routing, escalation and map changes, each
 * with its author. Public ones (status changes and public notes) show on tracking and to the reporter.
 */
export const incidentUpdates = pgTable(
  'incident_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    /** status | note | acknowledged | rerouted | escalated | map-visibility (INCIDENT_EVENT_KINDS). */
    kind: text('kind').notNull().default('note'),
    status: text('status'),
    /** What the kind needs beyond the note: the stations of a re-route, the level of an escalation. */
    details: jsonb('details'),
    note: text('note').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('incident_updates_incident_idx').on(t.incidentId, t.createdAt),
    // The cases an officer handled (reviews of "mine" in the console, decision 013).
    index('incident_updates_author_idx').on(t.authorUserId, t.incidentId),
  ],
);

/**
 * The conversation between the police and the reporter of a report (issue 12), anonymous or not. A police message
 * names its author; a reporter's answer names nobody: no account, address, IP or user agent is kept with it, and the
 * check below keeps it so whoever writes.
 */
export const incidentMessages = pgTable(
  'incident_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    /** police | reporter */
    from: text('from').notNull(),
    text: text('text').notNull(),
    /** The officer who wrote a police message; always null for the reporter's. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('incident_messages_incident_idx').on(t.incidentId, t.createdAt),
    index('incident_messages_author_idx').on(t.authorUserId, t.incidentId),
    check('incident_messages_from_check', sql`${t.from} in ('police', 'reporter')`),
    check('incident_messages_reporter_unnamed_check', sql`${t.from} = 'police' or ${t.authorUserId} is null`),
  ],
);

export const incidentReviews = pgTable(
  'incident_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .unique()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    rating: integer('rating').notNull(),
    comments: text('comments').notNull(),
    isIdentityHidden: boolean('is_identity_hidden').notNull().default(false),
    /** The police's answer to the review, shown to the citizen under it. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByUserId: uuid('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The console's reviews over a period, newest first (decision 013).
  (t) => [index('incident_reviews_created_idx').on(t.createdAt)],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackTypeId: integer('feedback_type_id')
      .notNull()
      .references(() => feedbackTypes.id),
    recipient: text('recipient').notNull(),
    stationId: integer('station_id').references(() => stations.id),
    officerName: text('officer_name').notNull().default('Anonymous'),
    rating: integer('rating').notNull().default(0),
    comment: text('comment').notNull(),
    /** The police's answer, shown to the citizen in their feedback history. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByUserId: uuid('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedbacks_user_idx').on(t.userId, t.createdAt),
    index('feedbacks_created_idx').on(t.createdAt),
    // A station's feedback over a period (the console, decision 013).
    index('feedbacks_station_created_idx').on(t.stationId, t.createdAt),
  ],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Markdown. */
    bodyText: text('body_text').notNull(),
    coverImage: text('cover_image'),
    caption: text('caption'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isDraft: boolean('is_draft').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** One of NEWS_CATEGORIES (its key is also among the tags, which the public list filters on). */
    category: text('category'),
    datePublished: timestamp('date_published', { withTimezone: true }),
    /**
     * A draft to be published at this time by the job queue (`news.publish`, on the app clock); cleared when it is
     * published, unpublished or rescheduled.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_idx').on(t.datePublished)],
);

export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    /** 'device' or 'profile': where the location came from, and why (locationNote). */
    locationSource: text('location_source').notNull(),
    locationNote: text('location_note'),
    lgaId: integer('lga_id').references(() => lgas.id),
    channel: text('channel').notNull().default('web'),
    isIdentityHidden: boolean('is_identity_hidden').notNull().default(false),
    isLocationHidden: boolean('is_location_hidden').notNull().default(false),
    audioKey: text('audio_key'),
    /** The number an SOS by USSD came from, for the police to call back when no account has that number. */
    callerPhone: text('caller_phone'),
    audioContentType: text('audio_content_type'),
    audioSizeBytes: integer('audio_size_bytes'),
    audioSha256: text('audio_sha256'),
    /** new, acknowledged, attended or false-alert (the last two close the alert). */
    status: text('status').notNull().default('new'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The police account that acknowledged it, and that account's station then (what the sender is told). */
    acknowledgedByUserId: uuid('acknowledged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedStationId: integer('acknowledged_station_id').references(() => stations.id),
    markedFalseAt: timestamp('marked_false_at', { withTimezone: true }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    /**
     * The live board (issue 12, decision 012): assigned to a station or an officer, who then reach it too; escalated
     * while unacknowledged, 0 the station level, 1 the Area Command, 2 State HQ, each level once.
     */
    assignedStationId: integer('assigned_station_id').references(() => stations.id),
    assignedOfficerId: uuid('assigned_officer_id').references(() => users.id, { onDelete: 'set null' }),
    escalationLevel: integer('escalation_level').notNull().default(0),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sos_alerts_user_idx').on(t.userId, t.createdAt),
    index('sos_alerts_status_idx').on(t.status, t.createdAt),
    index('sos_alerts_lga_idx').on(t.lgaId, t.createdAt),
    index('sos_alerts_assigned_station_idx').on(t.assignedStationId),
    index('sos_alerts_assigned_officer_idx').on(t.assignedOfficerId),
    index('sos_alerts_false_audio_idx')
      .on(t.markedFalseAt)
      .where(sql`${t.status} = 'false-alert' and ${t.audioKey} is not null`),
    check('sos_alerts_status_check', sql`${t.status} in ('new', 'acknowledged', 'attended', 'false-alert')`),
    check('sos_alerts_escalation_level_check', sql`${t.escalationLevel} between 0 and 2`),
  ],
);

/**
 * What happened to an alert, in order: its history on the board and the live stream's events. The id is the
 * stream's cursor (Last-Event-ID): a board that lost its connection is sent the events after it again.
 */
export const sosAlertEvents = pgTable(
  'sos_alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => sosAlerts.id, { onDelete: 'cascade' }),
    /** sent, acknowledged, assigned, note, escalated, attended, false-alert */
    kind: text('kind').notNull(),
    /** The police account that acted; null for the alert itself (never the sender) and for the system. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sos_alert_events_alert_idx').on(t.alertId, t.id),
    index('sos_alert_events_created_idx').on(t.createdAt),
    check(
      'sos_alert_events_kind_check',
      sql`${t.kind} in ('sent', 'acknowledged', 'assigned', 'note', 'escalated', 'attended', 'false-alert')`,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** reportStatus | emergencyAlerts | moreActivity (the preference groups). */
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Stored responses of multipart submissions, so a retried request returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (fields and file bytes): the same key with another request is refused, not replayed. */
    requestHash: text('request_hash'),
    /** The first request's result, answered again to a retry. */
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Background work queue on the database (works on PGlite and PostgreSQL). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_pending_idx')
      .on(t.queue, t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('jobs_failed_idx')
      .on(t.queue, t.failedAt)
      .where(sql`${t.failedAt} is not null`),
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
    index('jobs_failed_at_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

/**
 * Who did what to which record, for HQ: written only by the audit service, in the transaction of the change it
 * records. Tamper-evident (decision 008): each row's `hash` is the SHA-256 of the previous row's hash and this row's
 * canonical content, and a trigger refuses UPDATE and DELETE, so rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The acting account, kept as a plain id without a foreign key: erasing an account must never need to change a
     * row of the chain (decision 008). Null: an action of the system itself.
     */
    actorUserId: uuid('actor_user_id'),
    /** The actor's role when they acted (null: the system, or a row written before roles were recorded). */
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull().default({}),
    /** The client address the request came from (null: no request, or a row written before addresses were kept). */
    ipAddress: text('ip_address'),
    /** Always written with millisecond precision, the precision the chain hashes (decision 008). */
    createdAt: createdAt(),
    /** The previous row's `hash`; the first row's is the genesis value of audit-chain.ts. */
    prevHash: text('prev_hash').notNull(),
    /** Hex SHA-256 of `prev_hash` and this row's canonical content (audit-chain.ts). */
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Keys of the Open311 GeoReport v2 interface (issue 15, decision 018): issued by administrators to other civic apps
 * that file reports. Only a SHA-256 of the key is kept (the key is shown once, when issued); `prefix` is its first
 * characters, shown so an administrator can tell keys apart. A revoked key stays for the record and is refused.
 */
export const open311ApiKeys = pgTable(
  'open311_api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('open311_api_keys_created_idx').on(t.createdAt)],
);

/** Which key filed a report through Open311 (one row per such report; the report itself has channel 'open311'). */
export const open311Reports = pgTable(
  'open311_reports',
  {
    incidentId: uuid('incident_id')
      .primaryKey()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => open311ApiKeys.id),
    createdAt: createdAt(),
  },
  (t) => [index('open311_reports_key_idx').on(t.apiKeyId)],
);

// ---------------------------------------------------------------------------------------------------------------
// USSD and SMS channels (issue 15, decision 017)

/**
 * One USSD session, keyed by the gateway's sessionId: several processes answer its callbacks, so the state lives
 * here. `lastText` is the gateway's whole `text` of the last callback answered and `lastScreen` the answer: a retry
 * of that callback is answered again from here, and only what follows `lastText` is read as the newest answer.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    phone: text('phone').notNull(),
    state: jsonb('state').notNull(),
    lastText: text('last_text').notNull().default(''),
    lastScreen: text('last_screen').notNull(),
    /** The report or SOS alert the session filed (at most one; a retry of the confirm finds it here). */
    incidentId: uuid('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    sosAlertId: uuid('sos_alert_id').references(() => sosAlerts.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ussd_sessions_expires_idx').on(t.expiresAt)],
);

/** A short SMS conversation per phone: a REPORT missing its LGA or description waits here for the next text. */
export const smsConversations = pgTable('sms_conversations', {
  phone: text('phone').primaryKey(),
  state: jsonb('state').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/** Inbound SMS already processed, by the gateway's id: a repeated callback is answered once. */
export const smsInbound = pgTable('sms_inbound', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull(),
  receivedAt: createdAt(),
});

/** Numbers that sent STOP: no status texts go to them (a new report by text starts them again). */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The phone a USSD or SMS report came from, kept only to text its status changes: never shown to the police (the
 * reporter's identity on the report is what the police see, hidden or not).
 */
export const channelReporters = pgTable('channel_reporters', {
  incidentId: uuid('incident_id')
    .primaryKey()
    .references(() => incidents.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

/** Every text the channels send, with the gateway's message id and the final state its delivery report gave. */
export const smsOutbound = pgTable(
  'sms_outbound',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** The report a status text is about (its delivery shows in the case history). */
    incidentId: uuid('incident_id').references(() => incidents.id, { onDelete: 'cascade' }),
    /** reply (to an inbound text) or status (a report's status change). */
    purpose: text('purpose').notNull(),
    providerMessageId: text('provider_message_id'),
    /** queued, sent, then a final state from the delivery report: delivered or failed. */
    status: text('status').notNull().default('queued'),
    failureReason: text('failure_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_outbound_provider_idx').on(t.providerMessageId),
    index('sms_outbound_incident_idx').on(t.incidentId),
  ],
);

/** Safety tips of the community hub (issue 21): written by administrators; the starter set has a `seedKey`. */
export const communityTips = pgTable(
  'community_tips',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    isDraft: boolean('is_draft').notNull().default(true),
    datePublished: timestamp('date_published', { withTimezone: true }),
    /** The starter tip this row was seeded from (seeded once; then the command's to edit). */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('community_tips_topic_idx').on(t.topic)],
);

/** Security alerts for an area (issue 21): `lgaIds` empty is the whole state. */
export const communityAlerts = pgTable(
  'community_alerts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    severity: text('severity').notNull(),
    lgaIds: integer('lga_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    /** How many residents were notified in the app and by text when it was published. */
    notified: integer('notified').notNull().default(0),
    texted: integer('texted').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_alerts_expires_idx').on(t.expiresAt),
    check('community_alerts_severity_check', sql`${t.severity} in ('info', 'warning', 'danger')`),
  ],
);

export const communityPolls = pgTable('community_polls', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  options: jsonb('options').$type<{ id: number; text: string }[]>().notNull(),
  lgaIds: integer('lga_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** Who voted in a poll (to refuse a second vote); nothing here says for what. */
export const communityPollVoters = pgTable(
  'community_poll_voters',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => communityPolls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'community_poll_voters_pk', columns: [t.pollId, t.userId] })],
);

/** Votes per option and LGA of the voter's profile (0: none); nothing here says who. */
export const communityPollCounts = pgTable(
  'community_poll_counts',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => communityPolls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    lgaId: integer('lga_id').notNull().default(0),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'community_poll_counts_pk', columns: [t.pollId, t.optionId, t.lgaId] })],
);
