import { z } from 'zod';
import { envelope } from './envelope';

export { landingFigure, MARKETING_FLOORS } from './constants';

/** GET /stats/public: the landing page's figures, counted in the live database. */
export const publicStatsSchema = z.object({
  /** Reports filed (drafts and demo reports not counted). */
  reports: z.number().int().nonnegative(),
  /** Citizen accounts (police, deleted and demo accounts not counted). */
  users: z.number().int().nonnegative(),
  /** Local government areas the service covers (those with a boundary on the map). */
  areas: z.number().int().nonnegative(),
  /** When these were counted (ISO 8601): the answer is cached for a few minutes. */
  countedAt: z.string(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
export const publicStatsResponseSchema = envelope(publicStatsSchema);
