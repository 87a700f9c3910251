import { useEffect, useRef } from 'react';

/**
 * The notification stream tells the pages showing what a notification is about: a report's page fetches itself
 * again when news of that report arrives, so a police note appears without a reload. A window event, so the
 * stream (notifications) and the page (incidents) need not know each other.
 */
const EVENT = 'safeogun:notification';

export function announceNotification(link: string | null): void {
  window.dispatchEvent(new CustomEvent<{ link: string | null }>(EVENT, { detail: { link } }));
}

/** Calls `onNews` whenever a notification linking to `link` arrives on the stream. */
export function useNotificationsFor(link: string | null, onNews: () => void): void {
  const callback = useRef(onNews);
  useEffect(() => {
    callback.current = onNews;
  });
  useEffect(() => {
    if (!link) return;
    const listener = (event: Event) => {
      if ((event as CustomEvent<{ link: string | null }>).detail?.link === link) callback.current();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [link]);
}
