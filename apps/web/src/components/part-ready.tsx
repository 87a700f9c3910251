import { useEffect, useRef } from 'react';

/**
 * Marks a part of a page that has a chunk and a Suspense boundary of its own (the landing page below its first
 * screen) until that part is live: the HTML rendered at build shows it before its code has hydrated it, and a tap or
 * a key on it does nothing until then. The browser tests wait for no `[data-part-pending]` after each navigation
 * (e2e/fixtures/test.ts), as they wait for `<html data-page-ready>` for the page itself (app/route-error.tsx).
 */
export function PartReady() {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    mark.current?.removeAttribute('data-part-pending');
  }, []);
  return <span ref={mark} hidden data-part-pending="" />;
}
