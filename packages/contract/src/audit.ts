/** The tamper-evident audit log (decision 008): GET /admin/audit and GET /admin/audit/verify. */
import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { momentSchema, pageSchema, pageSizeSchema } from './validation';

export const auditListQuerySchema = z
  .object({
    page: pageSchema,
    size: pageSizeSchema(100, 20),
    /** Who acted: an account id, or a part of the account's name or email. */
    actor: z.string().trim().min(2, 'Who must be at least 2 characters').max(200).optional(),
    /** Such as `police.posting.changed`. */
    action: z.string().trim().min(1).max(100).optional(),
    /** The kind of record acted on, such as `user`. */
    targetType: z.string().trim().min(1).max(50).optional(),
    targetId: z.string().trim().min(1).max(200).optional(),
    /** Entries at or after this moment. */
    from: momentSchema('From').optional(),
    /** Entries at or before this moment. */
    to: momentSchema('To').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['from'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null: the system acted. The id stays after the account is erased; it is not linked to the account. */
  actorUserId: z.string().nullable(),
  actorRole: z.string().nullable(),
  /** The acting account's name as it is now; null for the system or an erased account. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;

/** What each action code of the log means, in words for the console (an unknown code is shown as it is). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'police.posting.changed': 'Posting changed',
  'incident.reporter.revealed': 'Reporter revealed',
  'incident.reporter.reveal-refused': 'Reveal refused (hidden or anonymous reporter)',
  'incident.status.changed': 'Status changed',
  'incident.rerouted': 'Report re-routed',
  'incident.escalated': 'Report escalated',
  'incident.message.sent': 'Message sent to the reporter',
  'incident.message.received': 'Answer from the reporter',
  'incident.map-visibility.changed': 'Crime map visibility changed',
  'police.role.changed': 'Role changed',
  'police.invitation.sent': 'Invitation sent',
  'police.invitation.resent': 'Invitation sent again',
  'police.invitation.revoked': 'Invitation revoked',
  'police.invitation.accepted': 'Invitation accepted',
  'police.account.disabled': 'Account disabled',
  'police.account.enabled': 'Account enabled',
  'police.administrator.created': 'Administrator created',
  'sos.sender.read': "SOS sender's contact details read",
  'sos.assigned': 'SOS alert assigned',
  'sos.closed.attended': 'SOS alert closed as attended',
  'sos.closed.false-alert': 'SOS alert closed as a false alert',
  'sla.target.changed': 'Response-time target changed',
  'incident.queue.exported': 'Reports exported (CSV)',
  'open311.key.issued': 'Open311 API key issued',
  'open311.key.revoked': 'Open311 API key revoked',
  'news.article.created': 'News article written',
  'news.article.updated': 'News article edited',
  'news.article.published': 'News article published',
  'news.article.unpublished': 'News article unpublished',
  'news.article.scheduled': 'News article scheduled',
  'news.cover.uploaded': 'News cover image uploaded',
  'station.created': 'Station added',
  'station.updated': 'Station changed',
  'station.deactivated': 'Station deactivated',
  'station.reactivated': 'Station reactivated',
  'station.imported': 'Stations imported',
  'station.demo-removed': 'Demo stations removed',
  'area-command.created': 'Area Command added',
  'area-command.renamed': 'Area Command renamed',
  'lga.area-command.changed': 'LGA moved to another Area Command',
  'incident-type.created': 'Incident type added',
  'incident-type.updated': 'Incident type changed',
  'incident-type.deleted': 'Incident type deleted',
  'site.contact-numbers.changed': 'Emergency numbers or support phone changed',
  'sms.retried': 'Failed text sent again',
  'community.tip.created': 'Safety tip written',
  'community.tip.updated': 'Safety tip changed',
  'community.alert.published': 'Security alert published',
  'community.alert.withdrawn': 'Security alert withdrawn',
  'community.poll.published': 'Poll published',
  'retention.run': 'Retention sweep ran',
  'incident.legal-hold.set': 'Case put under legal hold',
  'incident.legal-hold.cleared': 'Legal hold cleared',
};

/** GET /admin/audit: newest first. */
export const auditListResponseSchema = envelope(
  z.object({ data: z.array(auditEntrySchema), pagination: paginationSchema }),
);

export const auditVerificationSchema = z.object({
  /** True when every row chains from the one before and matches its own content. */
  valid: z.boolean(),
  /** Rows examined, up to and including the first broken one. */
  checked: z.number().int(),
  /** The first row whose content was changed, or that follows a changed or deleted row; null when valid. */
  firstBrokenId: z.number().int().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** GET /admin/audit/verify */
export const auditVerificationResponseSchema = envelope(auditVerificationSchema);
