import { EventSourceParserStream } from 'eventsource-parser/stream';
import { notify, type NotificationsDeps } from '../src/modules/notifications/notifications.service';

/** Reads a server-sent event stream with fetch and eventsource-parser (as the web app does) and collects its events. */
export interface SseEvent {
  event: string;
  data: unknown;
  /** The event's `id:` field, when it has one. */
  id?: string;
}

export interface SseReader {
  events: SseEvent[];
  /** The response's headers (which process answered, behind a load balancer). */
  headers: Headers;
  /** Resolves with the first event (already received or coming) that matches. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, token: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const messages = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await messages.read();
        if (done) break;
        events.push({ event: value.event ?? 'message', data: JSON.parse(value.data), id: value.id });
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    headers: response.headers,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * Sends `userId` a report-status notification as the app does and resolves with the notification event `stream`
 * delivers: the proof, in the PostgreSQL tests, that a notification made now reaches this listener.
 */
export async function notifyAndHear(
  app: NotificationsDeps,
  stream: SseReader,
  userId: string,
  note: { title: string; body: string },
): Promise<SseEvent> {
  await notify(app, { userId, category: 'reportStatus', ...note });
  return stream.next((e) => e.event === 'notification');
}
