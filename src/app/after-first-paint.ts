/** The longest the app waits for the page's load: a stalled picture must not keep it away. */
export const LONGEST_WAIT_MS = 5_000;

/** Input that shows the visitor reaching for the page: the app is wanted now. */
const REACHING = ['pointerdown', 'keydown'] as const;

/**
 * Calls `start` once the page has loaded (the images of its first screen included) and the
 * browser has painted it (the first contentful paint). The public site's server HTML is readable
 * without JavaScript, so its app need not compete with that first paint: started earlier, its
 * 145 KB (gzip) of script would share the slow network with the page's pictures and fonts, and its
 * evaluation would hold up the paint (Lighthouse's FCP and LCP).
 *
 * It starts sooner in a hidden tab (which paints nothing), at the visitor's first press or key,
 * and at the latest LONGEST_WAIT_MS after it was called.
 */
export function afterFirstPaint(start: () => void): void {
  let observer: PerformanceObserver | undefined;
  let started = false;
  const startNow = () => {
    if (started) return;
    started = true;
    window.clearTimeout(timer);
    window.removeEventListener('load', whenPainted);
    for (const type of REACHING) window.removeEventListener(type, startNow, true);
    observer?.disconnect();
    start();
  };
  function whenPainted() {
    const canObservePaint =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!canObservePaint || document.visibilityState === 'hidden') {
      startNow();
      return;
    }
    // `buffered`: a paint that happened before the observer existed is reported too.
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) startNow();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  const timer = window.setTimeout(startNow, LONGEST_WAIT_MS);
  for (const type of REACHING) window.addEventListener(type, startNow, true);
  if (document.readyState === 'complete') whenPainted();
  else window.addEventListener('load', whenPainted, { once: true });
}
