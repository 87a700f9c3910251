import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@safeogun/contract/notifications';
import { groupNotifications } from './group-notifications';

const item = (id: string, read: boolean, createdAt: string): NotificationItem => ({
  id,
  category: 'reportStatus',
  title: id,
  body: '',
  link: null,
  read,
  readAt: read ? createdAt : null,
  createdAt,
});

describe('groupNotifications', () => {
  it('puts unread under New and read ones under Today, Yesterday and Earlier', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    const groups = groupNotifications(
      [
        item('a', false, new Date(2026, 10, 10).toISOString()),
        item('b', true, new Date(2026, 10, 21, 9).toISOString()),
        item('c', true, new Date(2026, 10, 20, 23).toISOString()),
        item('d', true, new Date(2026, 10, 1).toISOString()),
      ],
      now,
    );
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['New', ['a']],
      ['Today', ['b']],
      ['Yesterday', ['c']],
      ['Earlier', ['d']],
    ]);
  });
  it('leaves empty groups out', () => {
    expect(groupNotifications([])).toEqual([]);
  });
});
