/**
 * GET /police/sos/stream (lib/event-stream.ts): the board reads an alert and its lists again when the stream says
 * it changed, and hears new and escalated alerts. After a lost connection the browser reconnects on its own with
 * Last-Event-ID and the server first sends what was missed; until its `ready` the board says it is reconnecting.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOS_STREAM_EVENT, type SosStreamEvent } from '@safeogun/contract/sos-board';
import { openEventStream, type StreamState } from '../../../lib/event-stream';
import { useUserId } from '../../../lib/session';
import { BOARD_PROBE } from './use-alerts';
import { sosBoardKeys } from './keys';

/** Event numbers already handled: one sent again after a reconnection is not announced twice. */
const REMEMBERED = 1000;

export function useSosStream(onArrival: (event: SosStreamEvent) => void): StreamState {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const [state, setState] = useState<StreamState>('connecting');
  const arrival = useRef(onArrival);
  useEffect(() => {
    arrival.current = onArrival;
  });

  useEffect(() => {
    if (!userId) return;
    const handled = new Set<string>();
    let everReady = false;
    return openEventStream({
      path: '/police/sos/stream',
      probe: BOARD_PROBE,
      maxBackoffMs: 5000,
      onState: (next) => {
        // Connected is not yet live: the missed events come first, then `ready`.
        if (next !== 'live') setState(next === 'connecting' && everReady ? 'reconnecting' : next);
      },
      onMessage: ({ event, data, id }) => {
        if (event === 'ready') {
          everReady = true;
          setState('live');
          void queryClient.invalidateQueries({ queryKey: sosBoardKeys.lists(userId) });
          return;
        }
        if (event !== SOS_STREAM_EVENT || !data) return;
        const change = data as SosStreamEvent;
        void queryClient.invalidateQueries({ queryKey: sosBoardKeys.lists(userId) });
        void queryClient.invalidateQueries({ queryKey: sosBoardKeys.alert(userId, change.id) });
        if (id !== undefined) {
          if (handled.has(id)) return;
          handled.add(id);
          if (handled.size > REMEMBERED) handled.delete(handled.values().next().value!);
        }
        if (change.kind === 'sent' || change.kind === 'escalated') arrival.current(change);
      },
    });
  }, [userId, queryClient]);

  return state;
}
