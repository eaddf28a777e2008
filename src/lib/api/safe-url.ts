/**
 * The schemes an address from the API may have for the app to show it (`<img src>`, a link) or
 * fetch it: the web's own. The API has no reason to send anything else (`javascript:`, `data:`,
 * `blob:`, `file:`...); the `blob:` and `data:` addresses the app shows are ones it makes itself
 * from files in the browser, never ones it was sent.
 */
const SHOWABLE_PROTOCOLS = new Set(['http:', 'https:']);

/** Whether `value` is an address the app may hand to the DOM or to fetch (see above). */
export function isShowableUrl(value: string): boolean {
  // Relative to the page, as the browser would read it (Node and workers have no document).
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  try {
    return SHOWABLE_PROTOCOLS.has(new URL(value, base).protocol);
  } catch {
    return false;
  }
}
