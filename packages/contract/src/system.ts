/**
 * The console's System page (issue 23, administrators): the key figures of GET /metrics for a command without
 * Prometheus. GET /admin/system, and POST /admin/system/failed-texts/{id}/retry to send a failed text again.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { coercedIdSchema } from './validation';

export const SYSTEM_MESSAGES = {
  read: 'System figures retrieved',
  retried: 'The text is queued to be sent again.',
  noSuchText: 'There is no failed text with that id (it may have been retried already).',
  textId: 'id must be a whole number from 1 to 2147483647.',
} as const;

export const queueFiguresSchema = z.object({
  queue: z.string(),
  pending: z.number().int(),
  due: z.number().int(),
  oldestDueSeconds: z.number(),
  failed: z.number().int(),
});
export type QueueFiguresView = z.infer<typeof queueFiguresSchema>;

export const failedTextSchema = z.object({
  id: z.number().int(),
  /** sos-sms (to an emergency contact) or channel-sms (a reply on the SMS channel). */
  queue: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedText = z.infer<typeof failedTextSchema>;

export const backupSummarySchema = z.object({
  /** The folder backups go to (BACKUP_DIR), null when scheduled backups are off. */
  directory: z.string().nullable(),
  everySeconds: z.number().int().nullable(),
  /** The newest snapshot in that folder, null when there is none yet. */
  last: z
    .object({ name: z.string(), createdAt: z.string(), sizeBytes: z.number().int(), engine: z.string() })
    .nullable(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

export const systemSchema = z.object({
  version: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int(),
  queues: z.array(queueFiguresSchema),
  sos: z.object({ unacknowledged: z.number().int(), oldestUnacknowledgedSeconds: z.number() }),
  overdueByAreaCommand: z.array(z.object({ areaCommand: z.string(), overdue: z.number().int() })),
  failedTexts: z.array(failedTextSchema),
  backup: backupSummarySchema,
});
export type SystemView = z.infer<typeof systemSchema>;

export const systemResponseSchema = envelope(systemSchema);
export const failedTextParamsSchema = z.object({ id: coercedIdSchema(SYSTEM_MESSAGES.textId) });
export const retryResponseSchema = envelope(z.object({ id: z.number().int(), queue: z.string() }));
