/**
 * What a picture is, for the service worker (src/service-worker/service-worker.ts), which keeps
 * pictures for offline: the one rule its picture route and its handling of the page's
 * CACHE_URLS message (src/lib/offline/pictures-seen.ts) both follow, so that a picture shown on
 * a device's first visit is kept exactly when one shown later would be.
 *
 * A picture is a GET of an http(s) address on another origin than the site's (the site's own
 * files are precached), and either an image download (an `<img>`), whatever origin serves it,
 * the API's included (a storage may be served from the API's origin), or any request to
 * another origin than the API's (the storage, whose files the app also downloads with
 * `fetch`). Anything else of the API's origin (its JSON answers) is no picture: it is never
 * kept.
 */

/** What of a request the rule reads (a fetch event's `Request` has all of it). */
export type PictureRequest = { method: string; destination: string; url: string };

/** The site's origin, and the API's ('' when the build has none). */
export type PictureOrigins = { siteOrigin: string; apiOrigin: string };

/** `address` as a URL when it is an http(s) address on another origin than the site's. */
function otherOriginAddress(address: string, siteOrigin: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin === siteOrigin ? undefined : url;
}

/**
 * Whether an image download (an `<img>`'s, as the page names them in a CACHE_URLS message) of
 * `address` is a picture: an http(s) address on another origin than the site's, whichever.
 */
export function isPictureDownload(address: string, siteOrigin: string): boolean {
  return otherOriginAddress(address, siteOrigin) !== undefined;
}

/** Whether the service worker keeps what `request` gets as a picture (the rule above). */
export function isPictureRequest(
  { method, destination, url }: PictureRequest,
  { siteOrigin, apiOrigin }: PictureOrigins,
): boolean {
  if (method !== 'GET') return false;
  if (destination === 'image') return isPictureDownload(url, siteOrigin);
  const address = otherOriginAddress(url, siteOrigin);
  return address !== undefined && address.origin !== apiOrigin;
}
