import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** When the page last moved to a `#section` link (About, FAQs), in performance.now() time. */
let hashNavigatedAt = Number.NEGATIVE_INFINITY;
const REALIGN_WINDOW_MS = 4000;

/**
 * Runs once the lazy content has appeared. It usually has another height than the placeholder, so when the page
 * has just been sent to a section further down (the FAQs link scrolls past this slot), land on that section again.
 */
function RealignHashTarget({ anchor }: { anchor: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const left = REALIGN_WINDOW_MS - (performance.now() - hashNavigatedAt);
    const slot = anchor.current;
    if (left <= 0 || !slot) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target || !(slot.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    const realign = () => target.scrollIntoView({ block: 'start' });
    realign();
    // The content may change height again as its data arrives (the crime-map teaser draws its map): land again
    // each time, for what is left of the window.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(realign);
    observer.observe(slot);
    const stop = setTimeout(() => observer.disconnect(), left);
    return () => {
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [anchor]);
  return null;
}

/**
 * Renders its children (typically a React.lazy component) only once the visitor scrolls within `margin` of it, so
 * below-the-fold parts of a page cost no JavaScript until they are about to be seen. Until then it holds
 * `placeholderClassName` (a minimum height) so the page does not jump.
 */
export function LazyWhenNear({
  children,
  placeholderClassName = 'min-h-96',
  margin = '600px',
  testId,
}: {
  children: ReactNode;
  placeholderClassName?: string;
  margin?: string;
  testId?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  // False in the HTML rendered at build too, so the page hydrates the placeholder it was sent.
  const [near, setNear] = useState(false);
  const { hash, key } = useLocation();

  useEffect(() => {
    if (hash) hashNavigatedAt = performance.now();
  }, [hash, key]);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true); // a browser that cannot tell: load it now
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={anchor} data-testid={testId} className={near ? undefined : placeholderClassName}>
      {near ? (
        <Suspense fallback={<div className={placeholderClassName} />}>
          {children}
          <RealignHashTarget anchor={anchor} />
        </Suspense>
      ) : null}
    </div>
  );
}
