import type { QueueFilters } from '../lib/queue-filters';

/** Query keys of the casework feature; everything an officer fetched sits under their user id. */
export const caseworkKeys = {
  all: (userId: string | null) => ['casework', userId] as const,
  queues: (userId: string | null) => ['casework', userId, 'queue'] as const,
  queue: (userId: string | null, filters: QueueFilters) => ['casework', userId, 'queue', filters] as const,
  case: (userId: string | null, id: string | undefined) => ['casework', userId, 'case', id] as const,
  thread: (userId: string | null, id: string) => ['casework', userId, 'case', id, 'messages'] as const,
  lgas: ['casework', 'lgas'] as const,
  incidentTypes: ['casework', 'incident-types'] as const,
  stations: ['casework', 'stations'] as const,
};
