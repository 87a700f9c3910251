import { useQuery } from '@tanstack/react-query';
import { landingFigure, MARKETING_FLOORS } from '@safeogun/contract/constants';
import type { PublicStats } from '@safeogun/contract/stats';
import { publicApi } from '../../../lib/api-client';
import { useFiguresMessages } from '../locales/figures/messages';
import { marketingKeys } from './keys';

export interface LandingFigure {
  value: string;
  label: string;
}

/**
 * GET /stats/public, worded for the page (decision 014): the live count of reports filed and of citizen accounts
 * ("2,000+" and "4,000+" only from those floors up) and the areas covered. `figures` is null while loading or when
 * the count could not be had: the page then shows no figure rather than one that may be untrue. `labels` are the
 * three figures' labels, in the reader's language, for the boxes that wait for them.
 */
export function useLandingFigures(): { figures: LandingFigure[] | null; labels: string[] } {
  const { _ } = useFiguresMessages();
  const labels = [_('figures.reports'), _('figures.areas'), _('figures.users')];
  const stats = useQuery({
    queryKey: marketingKeys.stats,
    queryFn: ({ signal }) => publicApi.get<PublicStats>('/stats/public', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const { reports, users, areas } = stats.data ?? {};
  // An answer without the three counts (an older or failing server) shows no figures rather than breaking the page.
  if (![reports, users, areas].every((n) => typeof n === 'number')) return { figures: null, labels };
  const values = [
    landingFigure(reports!, MARKETING_FLOORS.reports),
    String(areas),
    landingFigure(users!, MARKETING_FLOORS.users),
  ];
  return { figures: values.map((value, index) => ({ value, label: labels[index]! })), labels };
}
