import { z } from 'zod';
import { envelope, paginationSchema } from './envelope';
import { LIST_PAGE_SIZE } from './constants';
import { pageSchema, pageSizeSchema } from './validation';

/** The preference groups of section 3, and security alerts for the resident's area (issue 21); each notification belongs to one. */
export const NOTIFICATION_CATEGORIES = ['reportStatus', 'emergencyAlerts', 'moreActivity', 'areaAlerts'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  /** An in-app path such as /reports/{id}, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(100, LIST_PAGE_SIZE),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** GET /notifications */
export const notificationListResponseSchema = envelope(
  z.object({ data: z.array(notificationSchema), pagination: paginationSchema, unreadCount: z.number().int() }),
);
export type NotificationListData = z.infer<typeof notificationListResponseSchema>['data'];

/** GET /notifications/unread-count */
export const unreadCountResponseSchema = envelope(z.object({ unreadCount: z.number().int() }));

export const notificationIdParamsSchema = z.object({ id: z.uuid({ message: 'Notification not found.' }) });

/** PATCH /notifications/{id}/read */
export const markReadResponseSchema = envelope(
  z.object({ notification: notificationSchema, unreadCount: z.number().int() }),
);
/** POST /notifications/read-all */
export const markAllReadResponseSchema = envelope(
  z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
);

/**
 * GET /notifications/stream: server-sent events (read with fetch and the bearer token).
 * Events: `ready` and `unread` carry { unreadCount }; `notification` carries { notification, unreadCount }.
 */
export type NotificationStreamEvent =
  | { type: 'ready'; unreadCount: number }
  | { type: 'unread'; unreadCount: number }
  | { type: 'notification'; notification: NotificationItem; unreadCount: number };
