import { useQuery } from '@tanstack/react-query';
import type { SenderSosAlert } from '@safeogun/contract/sos-board';
import { authApi } from '../../../lib/api-client';
import { useNotificationsFor } from '../../../lib/live-notifications';
import { useUserId } from '../../../lib/session';

/**
 * GET /sos/{id}: the alert the person just sent, as the police have it (sent, acknowledged, closed). It is read
 * again the moment the notification stream brings news of it ("Your SOS alert was acknowledged"), and every
 * 10 seconds while it waits (for a person whose in-app notifications are off), then every 30 until it is closed.
 */
export function useSentAlert(alertId: string | null) {
  const userId = useUserId();
  const query = useQuery({
    queryKey: ['sos', userId, 'sent', alertId],
    queryFn: ({ signal }) => authApi.get<{ alert: SenderSosAlert }>(`/sos/${encodeURIComponent(alertId!)}`, { signal }),
    select: (data) => data.alert,
    enabled: Boolean(alertId),
    refetchInterval: (q) => {
      const status = q.state.data?.alert.status;
      return status === 'closed' ? false : status === 'acknowledged' ? 30_000 : 10_000;
    },
  });
  useNotificationsFor(alertId ? '/sos' : null, () => void query.refetch());
  return query;
}
