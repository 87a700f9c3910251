/**
 * A server-sent event stream of the API read with fetch, so the bearer token travels in the header (never in a URL;
 * decision 005): framed by eventsource-parser as EventSource frames it, reconnected with back-off whenever it ends
 * or fails, each time sending Last-Event-ID (the id of the last event that carried one) so the server can send what
 * was missed. On 401 it lets the API client refresh the access token (or end the session) through `probe`.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { authApi } from './api-client';
import { getAccessToken } from './session';

/** `live` while connected; `reconnecting` from a lost or refused connection until the next one answers. */
export type StreamState = 'connecting' | 'live' | 'reconnecting';

export interface StreamMessage {
  event: string;
  /** The event's data as JSON, or null when it is not JSON. */
  data: unknown;
  id: string | undefined;
}

export interface EventStreamOptions {
  /** Below the API base, e.g. /notifications/stream. */
  path: string;
  /** A cheap authenticated GET the API client may refresh the session on, after the stream answered 401. */
  probe: string;
  onMessage(message: StreamMessage): void;
  onState?(state: StreamState): void;
  /** The longest wait between two attempts. */
  maxBackoffMs?: number;
}

function json(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openEventStream(options: EventStreamOptions): () => void {
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let stopped = false;
  let controller: AbortController | null = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
  const state = (next: StreamState) => {
    if (!stopped) options.onState?.(next);
  };

  const run = async () => {
    state('connecting');
    while (!stopped) {
      const token = getAccessToken();
      if (!token) return;
      controller = new AbortController();
      try {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
        if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
        const response = await fetch(`${API_BASE_PATH}${options.path}`, {
          headers,
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 401) {
          // The API client refreshes the access token, or ends the session as section 8 says.
          await authApi.get(options.probe).catch(() => undefined);
          if (getAccessToken() === token) await sleep(Math.min(maxBackoffMs, 2000 * 2 ** attempt++));
          continue;
        }
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        attempt = 0;
        state('live');
        const messages = response.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        for (;;) {
          const { value, done } = await messages.read();
          if (done) break;
          if (value.id !== undefined) lastEventId = value.id;
          options.onMessage({ event: value.event ?? 'message', data: json(value.data), id: value.id });
        }
      } catch {
        if (stopped) return;
      }
      if (stopped) return;
      state('reconnecting');
      await sleep(Math.min(maxBackoffMs, 1000 * 2 ** attempt++));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
