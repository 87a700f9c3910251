import { useMutation } from '@tanstack/react-query';
import type { TrackResult } from '@safeogun/contract/incidents';
import { publicApi } from '../../../lib/api-client';

/** GET /incident/track/{trackingId} (public). */
export function useTrack() {
  return useMutation({
    mutationFn: (trackingId: string) =>
      publicApi.get<TrackResult>(`/incident/track/${encodeURIComponent(trackingId.trim())}`),
  });
}
