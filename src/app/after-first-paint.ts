/**
 * Calls `start` once the page has loaded (the images of its first screen included) and the
 * browser has painted it (the first contentful paint). The public site's server HTML is readable
 * without JavaScript, so its app need not compete with that first paint: started earlier, its
 * 145 KB (gzip) of script would share the slow network with the page's pictures and fonts, and its
 * evaluation would hold up the paint (Lighthouse's FCP and LCP). A hidden tab paints nothing:
 * there the app starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  const whenPainted = () => {
    const canObservePaint =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!canObservePaint || document.visibilityState === 'hidden') {
      start();
      return;
    }
    // `buffered`: a paint that happened before the observer existed is reported too.
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') whenPainted();
  else window.addEventListener('load', whenPainted, { once: true });
}
