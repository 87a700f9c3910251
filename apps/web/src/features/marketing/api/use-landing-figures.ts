import { useQuery } from '@tanstack/react-query';
import { landingFigure, MARKETING_FLOORS } from '@safeogun/contract/constants';
import type { PublicStats } from '@safeogun/contract/stats';
import { publicApi } from '../../../lib/api-client';
import { marketingKeys } from './keys';

export interface LandingFigure {
  value: string;
  label: string;
}

/**
 * GET /stats/public, worded for the page (decision 014): the live count of reports filed and of citizen accounts
 * ("2,000+" and "4,000+" only from those floors up) and the areas covered. Null while loading or when the count
 * could not be had: the page then shows no figure rather than one that may be untrue.
 */
export function useLandingFigures(): LandingFigure[] | null {
  const stats = useQuery({
    queryKey: marketingKeys.stats,
    queryFn: ({ signal }) => publicApi.get<PublicStats>('/stats/public', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const { reports, users, areas } = stats.data ?? {};
  // An answer without the three counts (an older or failing server) shows no figures rather than breaking the page.
  if (![reports, users, areas].every((n) => typeof n === 'number')) return null;
  return [
    { value: landingFigure(reports!, MARKETING_FLOORS.reports), label: 'reports submitted' },
    { value: String(areas), label: 'local government areas covered' },
    { value: landingFigure(users!, MARKETING_FLOORS.users), label: 'registered users' },
  ];
}
