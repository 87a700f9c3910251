/** Query keys of the console's community authoring: under 'admin', emptied when the person changes. */
export const communityAuthoringKeys = {
  all: ['admin', 'community'] as const,
  lgas: () => ['admin', 'community', 'lgas'] as const,
  tips: (state: 'draft' | 'published' | undefined) => ['admin', 'community', 'tips', state ?? 'all'] as const,
  tip: (id: number) => ['admin', 'community', 'tip', id] as const,
  alerts: () => ['admin', 'community', 'alerts'] as const,
  polls: () => ['admin', 'community', 'polls'] as const,
  pollResults: (id: number) => ['admin', 'community', 'poll-results', id] as const,
};
