const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** How long to wait for the paint at most, should the browser never report it. */
const LONGEST_WAIT_MS = 3000;

/**
 * Resolves once the browser has shown the page's first content (its `first-contentful-paint`
 * entry), so that work started then cannot hold that paint back. Resolves at once where the
 * browser does not report paints, or the page is hidden (a hidden page paints only when shown);
 * and after LONGEST_WAIT_MS in any case.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint') ||
      painted()
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = window.setTimeout(done, LONGEST_WAIT_MS);
    document.addEventListener('visibilitychange', done);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
