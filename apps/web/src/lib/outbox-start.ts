/**
 * Starts sending the outbox (decision 025), loaded by `main.tsx` after the first render as its own chunk: now (the
 * app was opened), on the `online` event, on the service worker's Background Sync wake-up, and when the person
 * signed in changes (their own items may go with their token). Tells the person of each item sent.
 */
import { i18n } from './i18n';
import { flushOutbox, onOutboxSent } from './outbox-sender';
import { queryClient } from './query-client';
import { onOutboxSync } from './service-worker';
import { onSessionUserChange } from './session';
import { toast } from './toast';
import './locales/outbox/messages';

let started = false;

export function startOutbox(): void {
  if (started) return;
  started = true;
  onOutboxSent(({ item, trackingId }) => {
    // The lists and pages that show what was just filed read it again.
    void queryClient.invalidateQueries();
    if (trackingId)
      // The only way back to an anonymous report: kept on screen until closed, and in the Outbox until "I have kept it".
      toast.success(i18n._('outbox.toast.anonymousSent', { trackingId }), { duration: Infinity });
    else toast.success(i18n._('outbox.toast.sent', { kind: i18n._(`outbox.kind.${item.kind}`) }));
  });
  window.addEventListener('online', () => void flushOutbox());
  // Background Sync (Chromium): the service worker wakes the page when the connection is back (decision 024).
  onOutboxSync(() => void flushOutbox());
  onSessionUserChange(() => void flushOutbox());
  void flushOutbox();
}
