/** Query keys of the SOS board; everything an officer fetched sits under their user id. */
export type BoardList = 'open' | 'closed';

export const sosBoardKeys = {
  all: (userId: string | null) => ['sos-board', userId] as const,
  lists: (userId: string | null) => ['sos-board', userId, 'list'] as const,
  list: (userId: string | null, list: BoardList) => ['sos-board', userId, 'list', list] as const,
  alerts: (userId: string | null) => ['sos-board', userId, 'alert'] as const,
  alert: (userId: string | null, id: string) => ['sos-board', userId, 'alert', id] as const,
  assignees: (userId: string | null, id: string) => ['sos-board', userId, 'assignees', id] as const,
  audio: (userId: string | null, id: string) => ['sos-board', userId, 'audio', id] as const,
};
