/** Query keys of the notifications feature, under the signed-in person's user id. */
export const notificationKeys = {
  all: (userId: string | null) => ['notifications', userId] as const,
  unread: (userId: string | null) => ['notifications', userId, 'unread'] as const,
  lists: (userId: string | null) => ['notifications', userId, 'list'] as const,
  list: (userId: string | null, page: number) => ['notifications', userId, 'list', page] as const,
};
