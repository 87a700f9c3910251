/**
 * Runs `then` once the page has loaded (its images, the other files it named): at once if it has already. A page
 * built ahead of time starts its app only after it has been painted (scripts/prerender.mjs), which on a fast
 * connection can be after the load event: a listener added then would never be called.
 */
export function whenLoaded(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}
