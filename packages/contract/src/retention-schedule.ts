/**
 * The retention schedule (issue 22, decision 029): how long each kind of personal data is kept and what happens then.
 * This table is the one source: the daily sweep enforces these periods, the privacy policy page and
 * docs/data-protection.md show them. Closed cases use a period per incident type that administrators set (the default
 * below); a case under legal hold is never touched.
 *
 * Kept free of zod so the public privacy page can show the table without the validation library.
 */
export const RETENTION_KINDS = [
  'sentMessages',
  'failedJobs',
  'idempotencyKeys',
  'sessions',
  'oneTimeCodes',
  'signInAttempts',
  'notifications',
  'draftNotices',
  'drafts',
  'falseAlarmAudio',
  'outboxFiles',
  'closedCases',
  'auditEntries',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** deleted: the row or file goes; anonymised: personal fields and files go, the rest stays for statistics. */
export type RetentionAction = 'deleted' | 'anonymised' | 'notified' | 'kept';

export interface RetentionRule {
  kind: RetentionKind;
  /** What is kept, as a person reads it. */
  what: string;
  /** Days after `from`; for closed cases the default of a type without its own period. */
  days: number;
  /** The moment the period counts from. */
  from: string;
  action: RetentionAction;
  /** What happens at the end of the period, as a person reads it. */
  then: string;
}

const YEAR = 365;

/** Whole days an abandoned draft is kept, and how many days before its deletion the author is told. */
export const DRAFT_KEEP_DAYS = 180;
export const DRAFT_NOTICE_DAYS = 7;
/** The closed-case period of a type without its own (6 years), and the range administrators may set. */
export const DEFAULT_CASE_RETENTION_DAYS = 6 * YEAR;
export const CASE_RETENTION_LIMITS = { min: YEAR, max: 30 * YEAR } as const;

export const RETENTION_SCHEDULE: readonly RetentionRule[] = [
  {
    kind: 'sentMessages',
    what: 'Texts and emails waiting to be sent (SOS texts to your contacts with your name and location, codes, notices)',
    days: 7,
    from: 'sending',
    action: 'deleted',
    then: 'deleted with the name, address and phone numbers they held',
  },
  {
    kind: 'failedJobs',
    what: 'Messages and tasks that could not be completed',
    days: 30,
    from: 'the last attempt',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'idempotencyKeys',
    what: 'Stored answers to repeated submissions (so a retried upload is not filed twice)',
    days: 7,
    from: 'the submission',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'sessions',
    what: 'Signed-out, revoked and expired sign-in sessions (with the browser they were used from)',
    days: 30,
    from: 'the session ended',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'oneTimeCodes',
    what: 'One-time codes for sign-up and password reset (stored only as a hash)',
    days: 1,
    from: 'the code expired',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'signInAttempts',
    what: 'Failed sign-in attempts (account or network address), kept to stop password guessing',
    days: 30,
    from: 'the attempt',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'notifications',
    what: 'Notifications in your account',
    days: YEAR,
    from: 'the notification',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'draftNotices',
    what: 'Report drafts not changed for a long time',
    days: DRAFT_KEEP_DAYS - DRAFT_NOTICE_DAYS,
    from: 'the last change to the draft',
    action: 'notified',
    then: `the author is told that the draft will be deleted in ${DRAFT_NOTICE_DAYS} days`,
  },
  {
    kind: 'drafts',
    what: 'Abandoned report drafts, with their files',
    days: DRAFT_KEEP_DAYS,
    from: 'the last change to the draft',
    action: 'deleted',
    then: `deleted, never less than ${DRAFT_NOTICE_DAYS} days after the author was told`,
  },
  {
    kind: 'falseAlarmAudio',
    what: 'Voice notes of SOS alerts the police closed as false alarms',
    days: 30,
    from: 'the alert was closed as a false alarm',
    action: 'anonymised',
    then: 'the recording is deleted; the alert record stays',
  },
  {
    kind: 'outboxFiles',
    what: 'Copies of emails and texts kept on the server when no mail or SMS provider is set (development)',
    days: 14,
    from: 'the message was written',
    action: 'deleted',
    then: 'deleted',
  },
  {
    kind: 'closedCases',
    what: 'Evidence files and the identity of the reporter of a closed case',
    days: DEFAULT_CASE_RETENTION_DAYS,
    from: 'the case was closed (the command sets the period per incident type)',
    action: 'anonymised',
    then: 'evidence files, the reporter’s account link, contact phone and address, and the person the report was made for, are removed; the anonymous case record stays for statistics. A case under legal hold is never touched',
  },
  {
    kind: 'auditEntries',
    what: 'The audit log of police and administrator actions',
    days: 7 * YEAR,
    from: 'the action',
    action: 'kept',
    then: 'archived by the administrators (the log is append-only and tamper-evident: the sweep counts the entries due)',
  },
];

export const retentionRuleOf = (kind: RetentionKind): RetentionRule =>
  RETENTION_SCHEDULE.find((rule) => rule.kind === kind)!;

/** "7 days", "1 year", "6 years", "173 days": a period as a person reads it. */
export function formatRetentionDays(days: number): string {
  if (days >= YEAR && days % YEAR === 0) return days === YEAR ? '1 year' : `${days / YEAR} years`;
  return days === 1 ? '1 day' : `${days} days`;
}
