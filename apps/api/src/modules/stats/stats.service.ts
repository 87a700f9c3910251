import type { PublicStats } from '@safeogun/contract/stats';
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import { countAreas, countCitizens, countReports } from './stats.repository';

export interface StatsDeps {
  db: Db;
  clock: Clock;
}

/** How long the counted figures are reused before the database is asked again. */
export const STATS_CACHE_MS = 5 * 60_000;

/**
 * The landing page's figures from the live database (issue 13, decision 014), counted at most once per
 * STATS_CACHE_MS per server: every visitor of the home page asks, and the counts change slowly.
 */
export function createStatsService(deps: StatsDeps) {
  let cached: { stats: PublicStats; at: number } | null = null;
  let pending: Promise<PublicStats> | null = null;

  async function count(): Promise<PublicStats> {
    const [reports, users, areas] = await Promise.all([
      countReports(deps.db),
      countCitizens(deps.db),
      countAreas(deps.db),
    ]);
    const now = deps.clock.now();
    const stats = { reports, users, areas, countedAt: now.toISOString() };
    cached = { stats, at: now.getTime() };
    return stats;
  }

  return {
    async publicStats(): Promise<PublicStats> {
      if (cached && deps.clock.now().getTime() - cached.at < STATS_CACHE_MS) return cached.stats;
      // Visitors arriving together share one count.
      pending ??= count().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
