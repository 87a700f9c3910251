/** Query keys of the feedback feature; a signed-in person's history sits under their user id. */
export const feedbackKeys = {
  types: ['feedback', 'types'] as const,
  stations: ['feedback', 'stations'] as const,
  histories: (userId: string | null) => ['feedback', userId, 'history'] as const,
  history: (userId: string | null, page: number) => ['feedback', userId, 'history', page] as const,
};
