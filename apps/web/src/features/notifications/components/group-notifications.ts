import type { NotificationItem } from '@safeogun/contract/notifications';

export type GroupName = 'New' | 'Today' | 'Yesterday' | 'Earlier';

function startOfDay(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** New = unread; read ones by day: Today, Yesterday, Earlier. Empty groups are left out. */
export function groupNotifications(
  items: NotificationItem[],
  now = new Date(),
): { name: GroupName; items: NotificationItem[] }[] {
  const today = startOfDay(now);
  const yesterday = today - 86_400_000;
  const groups: Record<GroupName, NotificationItem[]> = { New: [], Today: [], Yesterday: [], Earlier: [] };
  for (const item of items) {
    if (!item.read) groups.New.push(item);
    else {
      const day = startOfDay(new Date(item.createdAt));
      groups[day >= today ? 'Today' : day >= yesterday ? 'Yesterday' : 'Earlier'].push(item);
    }
  }
  return (Object.keys(groups) as GroupName[])
    .filter((name) => groups[name].length > 0)
    .map((name) => ({ name, items: groups[name] }));
}
