/** The signed-in user's inbox: list, count, mark read, and the event a live stream sends for a bus message. */
import type { NotificationItem, NotificationStreamEvent } from '@safeogun/contract/notifications';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { BusEvent, NotificationBus } from './notifications.bus';
import { countUnread, findForUser, listForUser, markAllRead, markRead } from './notifications.repository';
import { toItem } from './notifications.service';
import { pagination } from '../../lib/pagination';

const NOT_FOUND = 'Notification not found.';

export interface InboxDeps {
  db: Db;
  notifications: { bus: Pick<NotificationBus, 'publish'> };
}

export function unreadCount(deps: Pick<InboxDeps, 'db'>, userId: string): Promise<number> {
  return countUnread(deps.db, userId);
}

export async function listInbox(
  deps: Pick<InboxDeps, 'db'>,
  userId: string,
  query: { page: number; size: number; unread?: boolean },
) {
  const { page, size } = query;
  const [{ rows, total }, unread] = await Promise.all([
    listForUser(deps.db, userId, { limit: size, offset: (page - 1) * size, unreadOnly: query.unread ?? false }),
    countUnread(deps.db, userId),
  ]);
  return {
    data: rows.map(toItem),
    pagination: pagination(total, page, size),
    unreadCount: unread,
  };
}

/** Other tabs of the user hear of it; a failed publish only delays their count until the next event. */
const tellOtherTabs = (deps: InboxDeps, userId: string) =>
  deps.notifications.bus.publish({ userId, kind: 'read' }).catch(() => undefined);

export async function markOneRead(
  deps: InboxDeps,
  userId: string,
  id: string,
): Promise<{ notification: NotificationItem; unreadCount: number }> {
  const before = await findForUser(deps.db, userId, id);
  if (!before) throw notFound(NOT_FOUND);
  const row = before.readAt ? before : await markRead(deps.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  if (!before.readAt) await tellOtherTabs(deps, userId);
  return { notification: toItem(row), unreadCount: await countUnread(deps.db, userId) };
}

export async function markEveryRead(deps: InboxDeps, userId: string): Promise<number> {
  const updated = await markAllRead(deps.db, userId);
  if (updated > 0) await tellOtherTabs(deps, userId);
  return updated;
}

/** What a live stream sends for a bus message: the new notification, or the fresh unread count. */
export async function streamEventFor(
  deps: Pick<InboxDeps, 'db'>,
  userId: string,
  event: BusEvent,
): Promise<NotificationStreamEvent> {
  const count = await countUnread(deps.db, userId);
  if (event.kind === 'created' && event.notificationId) {
    const row = await findForUser(deps.db, userId, event.notificationId);
    if (row) return { type: 'notification', notification: toItem(row), unreadCount: count };
  }
  return { type: 'unread', unreadCount: count };
}
