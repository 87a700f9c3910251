/** Query keys of the marketing pages (public: the same for everyone). */
export const marketingKeys = {
  stats: ['marketing', 'stats'] as const,
};
