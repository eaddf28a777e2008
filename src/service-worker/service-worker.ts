/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';

import { APP_CACHE_ID, PICTURE_CACHE, PRESENTATION_CACHE } from '@/config/device-storage';
import { pictureKey } from '@/lib/offline/picture-key';
import { isPictureRequest } from '@/lib/offline/picture-request';
import { picturesToKeep } from '@/lib/offline/pictures-seen';

/**
 * The app's service worker (built by vite.config.ts into /sw.js, its precache list written by
 * workbox-build once every page of the build exists). It does three things and nothing else:
 *
 * 1. The app itself opens without a network: the pages, the app shell and every route's code
 *    are precached at install (Workbox precaching, by revision). Any `/app/...` or `/confirm`
 *    address is answered with the app shell (`/app`), the public pages with their own HTML.
 *    A new deploy installs beside the running one and waits; the page decides when it takes
 *    over (src/lib/offline/worker-registration.ts: never in the middle of a form).
 * 2. Pictures from the storage, whatever origin serves it (the API's too), are kept by what
 *    they are (origin and path, `pictureKey`), not by their signed address, which changes with
 *    every answer of the API: a picture seen once shows again offline. What a picture is, one
 *    rule for all of them: src/lib/offline/picture-request.ts. The presentations made ready
 *    offline keep theirs in a cache of their own that nothing trims (PRESENTATION_CACHE, filled
 *    by the page). Pictures a page showed before this worker controlled it (the first visit)
 *    the page names once it does (a CACHE_URLS message: src/lib/offline/pictures-seen.ts), and
 *    they are kept the same way, by the same rule.
 * 3. Nothing else: answers of the API (but its pictures) are never cached here (the page keeps
 *    the signed-in user's data itself, and clears it at logout), and requests it does not know
 *    go to the network untouched.
 *
 * Only builds with an API have it. A demo build's site is controlled by the mock API's own
 * worker (MSW), and only one worker can control a site.
 */

declare const self: ServiceWorkerGlobalScope;

/** Origin of the API (empty in demo mode): its answers, but its pictures, are never cached. */
declare const __API_ORIGIN__: string;

/** What tells a picture apart (src/lib/offline/picture-request.ts). */
const origins = { siteOrigin: self.location.origin, apiOrigin: __API_ORIGIN__ };

/** The app shell: what every address of the app area is answered with. */
const APP_SHELL_URL = '/app';

/** How many pictures seen in passing stay on the device (the oldest go first). */
const PICTURE_CACHE_LIMIT = 300;

const precache = new PrecacheController({ cacheName: `${APP_CACHE_ID}-precache` });
precache.precache(self.__WB_MANIFEST);

const router = new Router();
// The precached files by address (`/`, `/login`, `/assets/...`), whatever the query string.
router.registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/] }));
router.registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL(APP_SHELL_URL), {
    allowlist: [/^\/app(?:[/?]|$)/, /^\/confirm(?:\?|$)/],
  }),
);
router.registerRoute(
  new Route(({ request }) => isPictureRequest(request, origins), pictureResponse),
);

async function storedPicture(key: string) {
  return (
    (await caches.match(key, { cacheName: PRESENTATION_CACHE })) ??
    (await caches.match(key, { cacheName: PICTURE_CACHE }))
  );
}

/** Keeps the picture cache to its limit: the first stored go first. */
async function trimPictures(cache: Cache) {
  const keys = await cache.keys();
  const excess = keys.length - PICTURE_CACHE_LIMIT;
  for (const key of keys.slice(0, Math.max(excess, 0))) await cache.delete(key);
}

/** Pictures downloaded at once for a CACHE_URLS message. */
const PICTURES_AT_ONCE = 3;

/** Stores the network's answer for a picture under `key`, if it is a whole one; trims. */
async function keepPicture(key: string, response: Response) {
  if (!response.ok || response.status !== 200) return;
  const cache = await caches.open(PICTURE_CACHE);
  await cache.put(key, response);
  await trimPictures(cache);
}

/**
 * Keeps pictures the page showed before this worker controlled it, as the picture route would
 * have: each one not stored yet, downloaded with CORS and stored by its key. One that fails is
 * left out, as a picture whose download failed.
 */
async function keepPicturesShown(pictures: Map<string, string>) {
  const queue = [...pictures];
  const next = async (): Promise<void> => {
    const picture = queue.shift();
    if (!picture) return;
    const [key, url] = picture;
    try {
      if (!(await storedPicture(key))) {
        await keepPicture(key, await fetch(url, { mode: 'cors', credentials: 'omit' }));
      }
    } catch {
      // Not kept: no network, CORS refused, storage full.
    }
    await next();
  };
  await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, next));
}

/**
 * A storage picture: the stored copy when there is one, else the network's answer, stored for
 * next time. It is asked for with CORS (the storage allows it: the app downloads from it), so
 * the stored answer is readable and counts its true size; if CORS is refused, the page's own
 * request goes out as it was, and nothing is stored.
 */
async function pictureResponse({ request, event }: { request: Request; event: ExtendableEvent }) {
  const key = pictureKey(request.url);
  if (!key) return fetch(request);
  const stored = await storedPicture(key);
  if (stored) return stored;
  let response: Response;
  try {
    response = await fetch(request.url, { mode: 'cors', credentials: 'omit' });
  } catch {
    return fetch(request);
  }
  if (response.ok && response.status === 200) event.waitUntil(keepPicture(key, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const response = router.handleRequest({ event, request: event.request });
  if (!response) return;
  event.respondWith(response);
});

// The page says when a waiting update may take over (workbox-window's messageSkipWaiting), and
// which pictures it showed before this worker controlled it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  const pictures = picturesToKeep(event.data, origins.siteOrigin);
  if (pictures && pictures.size > 0) event.waitUntil(keepPicturesShown(pictures));
});

// The first visit is served too, not only the next one: pictures shown from then on are kept as
// they load (those shown before, the page names in a CACHE_URLS message: above).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
