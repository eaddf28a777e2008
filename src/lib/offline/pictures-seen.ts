import { pictureKey } from '@/lib/offline/picture-key';
import { isPictureDownload } from '@/lib/offline/picture-request';

/**
 * Pictures a page showed before a service worker controlled it: on a device's first visit the
 * worker installs while the first screens load, and a picture shown then never passed through
 * its picture route, so it was not kept and shows as unavailable offline. Once a worker
 * controls the page, the page sends it their addresses (Workbox's CACHE_URLS message:
 * src/lib/offline/worker-registration.ts), and the worker keeps them as its picture route does
 * (src/service-worker/service-worker.ts). Both sides use what is here. The message names only
 * `<img>` downloads, so what is a picture in it is decided by the rule the picture route
 * follows for an image download (src/lib/offline/picture-request.ts): whatever origin serves
 * it, the API's included, but the site's.
 */

/** The message's type: Workbox's name for "keep these addresses". */
export const CACHE_URLS = 'CACHE_URLS';

/** At most this many addresses per message are looked at (a screen shows far fewer). */
export const PICTURES_PER_MESSAGE = 200;

export type CacheUrlsMessage = { type: typeof CACHE_URLS; payload: { urlsToCache: string[] } };

export function cacheUrlsMessage(urls: string[]): CacheUrlsMessage {
  return { type: CACHE_URLS, payload: { urlsToCache: urls } };
}

/** What of a Performance API resource entry is read here. */
type ResourceEntry = Pick<PerformanceResourceTiming, 'name' | 'initiatorType' | 'startTime'>;

/**
 * The page's side: the pictures (`<img>` downloads, `isPictureDownload`) that began before
 * `controlledAt` (the page's clock, as `performance.now()`): a worker did not see them. Each
 * address once.
 */
export function picturesShownBefore(
  entries: readonly ResourceEntry[],
  controlledAt: number,
  siteOrigin: string,
): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    if (entry.initiatorType !== 'img' || entry.startTime >= controlledAt) continue;
    if (isPictureDownload(entry.name, siteOrigin)) urls.add(entry.name);
  }
  return [...urls];
}

/**
 * The worker's side: of a message's data, the pictures to keep, by `pictureKey` (an address for
 * each, to download it by). Only a CACHE_URLS message; only its addresses that are pictures
 * (`isPictureDownload`: http(s), of another origin than the site's, whose own files are
 * precached); anything else in it is left out. Undefined: not such a message.
 */
export function picturesToKeep(data: unknown, siteOrigin: string): Map<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (type !== CACHE_URLS) return undefined;
  const urls = (payload as { urlsToCache?: unknown } | null | undefined)?.urlsToCache;
  const pictures = new Map<string, string>();
  if (!Array.isArray(urls)) return pictures;
  for (const address of urls.slice(0, PICTURES_PER_MESSAGE) as unknown[]) {
    if (typeof address !== 'string' || !isPictureDownload(address, siteOrigin)) continue;
    const key = pictureKey(address);
    if (key !== undefined && !pictures.has(key)) pictures.set(key, address);
  }
  return pictures;
}
