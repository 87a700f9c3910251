/**
 * The retention schedule (issue 22, decision 029): how long each kind of personal data is kept and what happens then.
 * This table is the one source: the daily sweep enforces these periods, the privacy policy page and
 * docs/data-protection.md show them. Closed cases use a period per incident type that administrators set (the default
 * below); a case under legal hold is never touched.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { CASE_RETENTION_LIMITS, RETENTION_KINDS } from './retention-schedule';
import { trimmedText } from './validation';

export * from './retention-schedule';

export const RETENTION_MESSAGES = {
  dryRun: 'dryRun must be true (count only) or false (run now).',
  previewed: 'These records are due under the retention schedule. Nothing was changed.',
  ran: 'The retention sweep ran.',
  runsListed: 'Retention runs retrieved',
  caseRetentionRange: `The retention period must be a whole number of days from ${CASE_RETENTION_LIMITS.min} to ${CASE_RETENTION_LIMITS.max}.`,
  holdReason: 'Give the reason for the legal hold (3 to 500 characters).',
  holdFlag: 'legalHold must be true or false.',
  holdSet: 'The case is under legal hold: the retention schedule will not touch it.',
  holdCleared: 'The legal hold was cleared: the retention schedule applies to the case again.',
  holdUnchanged: 'The case is already in that state.',
} as const;

export const retentionCountsSchema = z.record(z.enum(RETENTION_KINDS), z.number().int());
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;

/** POST /admin/retention/run */
export const retentionRunBodySchema = z.object({
  dryRun: z.boolean({ message: RETENTION_MESSAGES.dryRun }),
});
export type RetentionRunBody = z.infer<typeof retentionRunBodySchema>;

export const retentionRunSchema = z.object({
  /** When the run ended. */
  at: z.string(),
  /** Who ran it by hand (null: the daily sweep). */
  actorUserId: z.string().nullable(),
  durationMs: z.number().int(),
  counts: retentionCountsSchema,
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionRunResponseSchema = envelope(
  z.object({ dryRun: z.boolean(), counts: retentionCountsSchema, durationMs: z.number().int() }),
);
export const retentionRunsResponseSchema = envelope(z.object({ runs: z.array(retentionRunSchema) }));

/** PUT /police/incidents/{id}/legal-hold */
export const legalHoldBodySchema = z.object({
  legalHold: z.boolean({ message: RETENTION_MESSAGES.holdFlag }),
  reason: trimmedText(RETENTION_MESSAGES.holdReason, 3, 500),
});
export type LegalHoldBody = z.infer<typeof legalHoldBodySchema>;

/** The closed-case period of an incident type, in days (PATCH /admin/incident-types/{id}). */
export const caseRetentionDaysSchema = z
  .number({ message: RETENTION_MESSAGES.caseRetentionRange })
  .int({ message: RETENTION_MESSAGES.caseRetentionRange })
  .min(CASE_RETENTION_LIMITS.min, { message: RETENTION_MESSAGES.caseRetentionRange, abort: true })
  .max(CASE_RETENTION_LIMITS.max, { message: RETENTION_MESSAGES.caseRetentionRange, abort: true });
