import { PICTURE_CACHE, PRESENTATION_CACHE } from '@/config/device-storage';
import { ApiError, downloadBlob, type AbortOptions } from '@/lib/api/api-client';
import { whenApiReady } from '@/lib/api/api-ready';
import { isShowableUrl } from '@/lib/api/safe-url';
import { isBrowserOffline } from '@/lib/network/network-status';
import { pictureKey } from '@/lib/offline/picture-key';
import { isOwnPictureUrl } from '@/lib/images/own-picture-urls';
import { createLimiter } from '@/lib/uploads/limit';

/**
 * Pictures from the storage kept on the device for offline use (a presentation made ready
 * offline), in Cache Storage under PRESENTATION_CACHE, which nothing trims. Each is kept by
 * `pictureKey` (origin and path, without the signature), so any signed URL of it finds it: the
 * service worker answers `<img>` requests from here, and the page reads from here when the
 * network fails (`downloadPicture`).
 *
 * Nothing is held in memory: what is stored is what the cache holds, so logout deleting the
 * cache (src/lib/session/sign-out-wipe.ts) leaves nothing behind. Where the browser has no Cache
 * Storage (an insecure context, the test DOM) or refuses it (private modes), every call is a
 * no-op that says 'unsupported'.
 */

/** Pictures fetched at once: enough to keep a connection busy, not to crowd a screen's own. */
export const PICTURES_AT_ONCE = 2;

/** A picture that could not be stored, and why (a network error, an answer not 200, a full disk). */
type PictureFailure = { url: string; error: unknown };

/** Where a run is: pictures stored (those stored before included), failed, of `total`. */
export type StorePicturesProgress = { stored: number; failed: number; total: number };

type StorePicturesResult =
  | { status: 'unsupported' }
  | { status: 'done'; stored: number; total: number; failures: PictureFailure[] };

type StoredPicturesCount =
  { status: 'unsupported' } | { status: 'counted'; stored: number; total: number };

/** Whether this browser has Cache Storage here (it may still refuse to open it). */
export function canStorePictures(): boolean {
  return typeof caches !== 'undefined';
}

function baseUrl() {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

/** The key a picture is stored by, or undefined for an address that is no picture to keep. */
export function storedPictureKey(url: string): string | undefined {
  return isShowableUrl(url) ? pictureKey(url, baseUrl()) : undefined;
}

type Picture = { key: string; url: string };

/**
 * The distinct pictures of `urls` (two signed URLs of one object are one picture; the first
 * URL is the one fetched), and the addresses that are none (not http or https).
 */
function distinctPictures(urls: readonly string[]) {
  const pictures = new Map<string, Picture>();
  const invalid = new Set<string>();
  // Pictures the app made on the device (an edited design's) are kept there already.
  const onDevice = new Set(urls.filter(isOwnPictureUrl));
  for (const url of urls) {
    if (onDevice.has(url)) continue;
    const key = storedPictureKey(url);
    if (key === undefined) invalid.add(url);
    else if (!pictures.has(key)) pictures.set(key, { key, url });
  }
  return { pictures: [...pictures.values()], invalid: [...invalid], onDevice: onDevice.size };
}

async function openPresentationCache(): Promise<Cache | undefined> {
  if (!canStorePictures()) return undefined;
  try {
    return await caches.open(PRESENTATION_CACHE);
  } catch {
    // Refused (a private window, storage switched off): as if there were no Cache Storage.
    return undefined;
  }
}

async function isStored(cache: Cache, key: string) {
  try {
    return (await cache.match(key)) !== undefined;
  } catch {
    return false;
  }
}

/** The copy the service worker kept as the picture was shown, if it is a whole, readable one. */
async function seenCopy(key: string) {
  try {
    const seen = await caches.match(key, { cacheName: PICTURE_CACHE });
    return seen?.status === 200 ? seen : undefined;
  } catch {
    return undefined;
  }
}

async function storeOne(cache: Cache, { key, url }: Picture, signal: AbortSignal | undefined) {
  const seen = await seenCopy(key);
  if (seen) {
    await cache.put(key, seen);
    return;
  }
  await whenApiReady();
  signal?.throwIfAborted();
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', signal, priority: 'low' });
  // Only a whole picture is kept: an error page or a partial answer would be served as it.
  if (response.status !== 200) {
    throw new ApiError(response.status, await response.text().catch(() => ''), undefined);
  }
  await cache.put(key, response);
}

/**
 * Stores the pictures of `urls` in PRESENTATION_CACHE: each distinct picture once, those already
 * stored skipped, PICTURES_AT_ONCE at a time. A picture the service worker already kept (shown
 * before) is copied without the network. Failures are collected, not thrown; an address that is
 * not http(s) is one. `onProgress` hears the count once the stored ones are known, then after
 * each picture. Aborting stops the run (what is stored stays) and rejects with the reason.
 */
export async function storePictures(
  urls: readonly string[],
  {
    signal,
    onProgress,
  }: { signal?: AbortSignal; onProgress?: (progress: StorePicturesProgress) => void } = {},
): Promise<StorePicturesResult> {
  signal?.throwIfAborted();
  const cache = await openPresentationCache();
  if (!cache) return { status: 'unsupported' };
  signal?.throwIfAborted();

  const { pictures, invalid, onDevice } = distinctPictures(urls);
  const total = pictures.length + invalid.length + onDevice;
  const failures: PictureFailure[] = invalid.map((url) => ({
    url,
    error: new TypeError('Not an address of a picture.'),
  }));
  const stored = await Promise.all(pictures.map((picture) => isStored(cache, picture.key)));
  signal?.throwIfAborted();
  const missing = pictures.filter((_, index) => !stored[index]);
  let storedCount = pictures.length - missing.length + onDevice;
  const report = () => onProgress?.({ stored: storedCount, failed: failures.length, total });
  report();

  const limit = createLimiter(PICTURES_AT_ONCE);
  await Promise.all(
    missing.map((picture) =>
      limit(async () => {
        if (signal?.aborted) return;
        try {
          await storeOne(cache, picture, signal);
          storedCount += 1;
        } catch (error) {
          if (signal?.aborted) return;
          failures.push({ url: picture.url, error });
        }
        report();
      }),
    ),
  );
  signal?.throwIfAborted();
  return { status: 'done', stored: storedCount, total, failures };
}

/** How many of the distinct pictures of `urls` are stored in PRESENTATION_CACHE. */
export async function countStoredPictures(urls: readonly string[]): Promise<StoredPicturesCount> {
  if (!canStorePictures()) return { status: 'unsupported' };
  const { pictures, invalid, onDevice } = distinctPictures(urls);
  const total = pictures.length + invalid.length + onDevice;
  let cacheThere: boolean;
  try {
    cacheThere = await caches.has(PRESENTATION_CACHE);
  } catch {
    return { status: 'unsupported' };
  }
  // Not opened when it is not there: a count makes no cache.
  if (!cacheThere) return { status: 'counted', stored: onDevice, total };
  const cache = await openPresentationCache();
  if (!cache) return { status: 'unsupported' };
  const stored = await Promise.all(pictures.map((picture) => isStored(cache, picture.key)));
  return { status: 'counted', stored: stored.filter(Boolean).length + onDevice, total };
}

/**
 * The stored copy of the picture at `url` (any signed URL of it), as a Response: the one of a
 * presentation made ready offline, else the one the service worker kept as it was shown.
 */
export async function readStoredPicture(url: string): Promise<Response | undefined> {
  const key = storedPictureKey(url);
  if (key === undefined || !canStorePictures()) return undefined;
  for (const cacheName of [PRESENTATION_CACHE, PICTURE_CACHE]) {
    try {
      const found = await caches.match(key, { cacheName });
      if (found?.status === 200) return found;
    } catch {
      // Unreadable: as if not stored.
    }
  }
  return undefined;
}

/** The stored copy of the picture at `url` as a Blob (see readStoredPicture). */
export async function readStoredPictureBlob(url: string): Promise<Blob | undefined> {
  const response = await readStoredPicture(url);
  try {
    return await response?.blob();
  } catch {
    return undefined;
  }
}

/**
 * A picture for the page to use (the proposal PDF): from the network as `downloadBlob` does, but
 * the stored copy when the browser is offline, or when the network fails to give it (no answer,
 * an expired signature); without a stored copy, the network's error.
 */
export async function downloadPicture(url: string, { signal }: AbortOptions = {}): Promise<Blob> {
  if (isBrowserOffline()) {
    const stored = await readStoredPictureBlob(url);
    signal?.throwIfAborted();
    if (stored) return stored;
  }
  try {
    return await downloadBlob(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const stored = await readStoredPictureBlob(url);
    if (stored) return stored;
    throw error;
  }
}
