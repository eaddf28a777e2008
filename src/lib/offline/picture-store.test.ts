import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { PICTURE_CACHE, PRESENTATION_CACHE } from '@/config/device-storage';
import { ApiError, NetworkError } from '@/lib/api/api-client';
import {
  countStoredPictures,
  downloadPicture,
  PICTURES_AT_ONCE,
  readStoredPicture,
  readStoredPictureBlob,
  storePictures,
  type StorePicturesProgress,
} from '@/lib/offline/picture-store';
import { installFakeCaches } from '@/testing/fake-cache-storage';
import { server } from '@/testing/mocks/server';
import { goOffline } from '@/testing/network';

const STORAGE = 'https://storage.example.test';

/** A presigned URL of `path`: the signature changes with every answer of the API. */
function signed(path: string, signature = 'a1') {
  return `${STORAGE}${path}?X-Amz-Expires=3600&X-Amz-Signature=${signature}`;
}

type Served = {
  /** Paths asked for, in order. */
  requested: string[];
  /** The most requests open at once. */
  mostAtOnce: () => number;
  /** Answers the held requests (and those after). */
  release: () => void;
  requests: Request[];
};

/**
 * Serves each storage path as the text `network <path>`; `hold` keeps answers until released,
 * `refuse` answers 403 for paths ending so, `cut` fails them without an answer.
 */
function serveStorage({
  hold = false,
  refuse = [],
  cut = [],
}: { hold?: boolean; refuse?: string[]; cut?: string[] } = {}): Served {
  const requested: string[] = [];
  const requests: Request[] = [];
  let open = 0;
  let most = 0;
  let release = () => {};
  const released = hold
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  server.use(
    http.get(`${STORAGE}/*`, async ({ request }) => {
      const { pathname } = new URL(request.url);
      requested.push(pathname);
      requests.push(request);
      open += 1;
      most = Math.max(most, open);
      try {
        await released;
      } finally {
        open -= 1;
      }
      if (cut.some((end) => pathname.endsWith(end))) return HttpResponse.error();
      if (refuse.some((end) => pathname.endsWith(end))) {
        return HttpResponse.text('Request has expired', { status: 403 });
      }
      return HttpResponse.text(`network ${pathname}`, {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    }),
  );
  return { requested, requests, mostAtOnce: () => most, release: () => release() };
}

async function textOf(response: Response | Blob | undefined) {
  return response === undefined ? undefined : response.text();
}

describe('storePictures', () => {
  it('stores each picture by its storage path, fetched with CORS and no credentials', async () => {
    const fake = installFakeCaches();
    const storage = serveStorage();

    const result = await storePictures([signed('/sources/front.jpg'), signed('/results/g1.jpg')]);

    expect(result).toEqual({ status: 'done', stored: 2, total: 2, failures: [] });
    expect(fake.urls(PRESENTATION_CACHE).sort()).toEqual([
      `${STORAGE}/results/g1.jpg`,
      `${STORAGE}/sources/front.jpg`,
    ]);
    for (const request of storage.requests) {
      expect(request.mode).toBe('cors');
      expect(request.credentials).toBe('omit');
    }
    // Another signature of the same picture finds it.
    const stored = await readStoredPicture(signed('/results/g1.jpg', 'b2'));
    expect(await textOf(stored)).toBe('network /results/g1.jpg');
    expect(await textOf(await readStoredPictureBlob(signed('/sources/front.jpg', 'c3')))).toBe(
      'network /sources/front.jpg',
    );
    // Nothing else is kept: the service worker's cache of pictures seen in passing is untouched.
    expect(fake.urls(PICTURE_CACHE)).toEqual([]);
  });

  it('fetches a picture once whatever its signatures, and skips those stored already', async () => {
    installFakeCaches();
    const storage = serveStorage();
    const first = await storePictures([
      signed('/sources/front.jpg', 'a1'),
      signed('/results/g1.jpg', 'a1'),
      signed('/sources/front.jpg', 'a2'),
    ]);
    expect(first).toMatchObject({ status: 'done', stored: 2, total: 2 });
    expect(storage.requested.sort()).toEqual(['/results/g1.jpg', '/sources/front.jpg']);

    const progress: StorePicturesProgress[] = [];
    const again = await storePictures(
      [
        signed('/sources/front.jpg', 'x9'),
        signed('/results/g1.jpg', 'x9'),
        signed('/results/g2.jpg'),
      ],
      { onProgress: (step) => progress.push(step) },
    );
    expect(again).toEqual({ status: 'done', stored: 3, total: 3, failures: [] });
    // Only the new one went to the network; the count started with the two already there.
    expect(storage.requested.sort()).toEqual([
      '/results/g1.jpg',
      '/results/g2.jpg',
      '/sources/front.jpg',
    ]);
    expect(progress).toEqual([
      { stored: 2, failed: 0, total: 3 },
      { stored: 3, failed: 0, total: 3 },
    ]);
  });

  it('copies a picture the service worker kept as it was shown, without the network', async () => {
    const fake = installFakeCaches();
    await fake
      .cache(PICTURE_CACHE)
      .put(`${STORAGE}/results/g1.jpg`, new Response('seen before', { status: 200 }));
    const storage = serveStorage();

    const result = await storePictures([signed('/results/g1.jpg')]);

    expect(result).toMatchObject({ status: 'done', stored: 1, total: 1 });
    expect(storage.requested).toEqual([]);
    expect(
      await textOf(await fake.cache(PRESENTATION_CACHE).match(`${STORAGE}/results/g1.jpg`)),
    ).toBe('seen before');
  });

  it('fetches at most PICTURES_AT_ONCE at a time and reports each picture', async () => {
    installFakeCaches();
    const storage = serveStorage({ hold: true });
    const progress: StorePicturesProgress[] = [];
    const paths = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg'];

    const running = storePictures(
      paths.map((path) => signed(path)),
      { onProgress: (step) => progress.push(step) },
    );
    await expect.poll(() => storage.requested.length).toBe(PICTURES_AT_ONCE);
    expect(progress).toEqual([{ stored: 0, failed: 0, total: 5 }]);
    storage.release();
    await expect(running).resolves.toMatchObject({ status: 'done', stored: 5, total: 5 });

    expect(PICTURES_AT_ONCE).toBeGreaterThanOrEqual(2);
    expect(PICTURES_AT_ONCE).toBeLessThanOrEqual(3);
    expect(storage.mostAtOnce()).toBe(PICTURES_AT_ONCE);
    expect(progress.map((step) => step.stored)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('collects the pictures that could not be stored and stores the others', async () => {
    const fake = installFakeCaches();
    serveStorage({ refuse: ['/expired.jpg'], cut: ['/cut.jpg'] });

    const result = await storePictures([
      signed('/good.jpg'),
      signed('/expired.jpg'),
      signed('/cut.jpg'),
      'javascript:alert(1)',
    ]);

    if (result.status !== 'done') throw new Error('Cache Storage is there.');
    expect(result.stored).toBe(1);
    expect(result.total).toBe(4);
    expect(result.failures.map((failure) => failure.url).sort()).toEqual(
      [signed('/cut.jpg'), signed('/expired.jpg'), 'javascript:alert(1)'].sort(),
    );
    const expired = result.failures.find((failure) => failure.url === signed('/expired.jpg'));
    expect(expired?.error).toBeInstanceOf(ApiError);
    expect(fake.urls(PRESENTATION_CACHE)).toEqual([`${STORAGE}/good.jpg`]);
    // Nothing was kept for what failed: the next run asks for them again.
    await expect(
      countStoredPictures([signed('/expired.jpg'), signed('/cut.jpg')]),
    ).resolves.toEqual({ status: 'counted', stored: 0, total: 2 });
  });

  it('reports a full storage as failures, not as an error', async () => {
    const fake = installFakeCaches();
    fake.cache(PRESENTATION_CACHE).failPutsWith = new DOMException('Full', 'QuotaExceededError');
    serveStorage();

    const result = await storePictures([signed('/a.jpg'), signed('/b.jpg')]);

    expect(result).toMatchObject({ status: 'done', stored: 0, total: 2 });
    expect(result.status === 'done' && result.failures).toHaveLength(2);
  });

  it('stops when aborted: no further picture starts, and what was stored stays', async () => {
    const fake = installFakeCaches();
    const storage = serveStorage({ hold: true });
    const controller = new AbortController();
    const paths = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'];

    const running = storePictures(
      paths.map((path) => signed(path)),
      { signal: controller.signal },
    );
    await expect.poll(() => storage.requested.length).toBe(PICTURES_AT_ONCE);
    controller.abort();
    storage.release();

    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(storage.requested).toHaveLength(PICTURES_AT_ONCE);
    expect(fake.urls(PRESENTATION_CACHE)).toEqual([]);

    // A run aborted after a picture was stored keeps it.
    const second = new AbortController();
    const progress: StorePicturesProgress[] = [];
    serveStorage();
    const next = storePictures(
      paths.map((path) => signed(path)),
      {
        signal: second.signal,
        onProgress: (step) => {
          progress.push(step);
          if (step.stored === 1) second.abort();
        },
      },
    );
    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
    const count = await countStoredPictures(paths.map((path) => signed(path, 'z')));
    expect(count.status === 'counted' && count.stored).toBeGreaterThanOrEqual(1);
    expect(count.status === 'counted' && count.stored).toBeLessThan(4);
  });

  it('says unsupported, and asks nothing, where there is no Cache Storage', async () => {
    // The test DOM has no `caches`; no handler is set, so a request would fail the test.
    expect(typeof caches).toBe('undefined');
    await expect(storePictures([signed('/a.jpg')])).resolves.toEqual({ status: 'unsupported' });
    await expect(countStoredPictures([signed('/a.jpg')])).resolves.toEqual({
      status: 'unsupported',
    });
    await expect(readStoredPicture(signed('/a.jpg'))).resolves.toBeUndefined();
  });
});

describe('countStoredPictures', () => {
  it('counts the distinct pictures stored, by path, without making the cache', async () => {
    const fake = installFakeCaches();
    await expect(countStoredPictures([signed('/a.jpg'), signed('/b.jpg')])).resolves.toEqual({
      status: 'counted',
      stored: 0,
      total: 2,
    });
    expect(await fake.keys()).toEqual([]);

    await fake.cache(PRESENTATION_CACHE).put(`${STORAGE}/a.jpg`, new Response('a'));
    await expect(
      countStoredPictures([signed('/a.jpg', 'x'), signed('/b.jpg'), signed('/a.jpg', 'y')]),
    ).resolves.toEqual({ status: 'counted', stored: 1, total: 2 });
  });
});

describe('downloadPicture', () => {
  async function storeCopy(path: string) {
    const fake = installFakeCaches();
    await fake.cache(PRESENTATION_CACHE).put(`${STORAGE}${path}`, new Response(`stored ${path}`));
    return fake;
  }

  it('takes the network’s picture while online', async () => {
    await storeCopy('/a.jpg');
    serveStorage();
    expect(await (await downloadPicture(signed('/a.jpg'))).text()).toBe('network /a.jpg');
  });

  it('takes the stored copy when the network gives no answer, or refuses', async () => {
    await storeCopy('/a.jpg');
    serveStorage({ cut: ['/a.jpg'] });
    expect(await (await downloadPicture(signed('/a.jpg', 'other'))).text()).toBe('stored /a.jpg');

    server.resetHandlers();
    serveStorage({ refuse: ['/a.jpg'] });
    expect(await (await downloadPicture(signed('/a.jpg'))).text()).toBe('stored /a.jpg');
  });

  it('takes the stored copy offline without asking the network', async () => {
    await storeCopy('/a.jpg');
    const storage = serveStorage();
    goOffline();
    expect(await (await downloadPicture(signed('/a.jpg'))).text()).toBe('stored /a.jpg');
    expect(storage.requested).toEqual([]);
  });

  it('gives the network’s error when no copy is stored', async () => {
    installFakeCaches();
    serveStorage({ cut: ['/a.jpg'], refuse: ['/b.jpg'] });
    await expect(downloadPicture(signed('/a.jpg'))).rejects.toBeInstanceOf(NetworkError);
    await expect(downloadPicture(signed('/b.jpg'))).rejects.toBeInstanceOf(ApiError);
    // Without Cache Storage at all, the same.
    vi.unstubAllGlobals();
    await expect(downloadPicture(signed('/b.jpg'))).rejects.toBeInstanceOf(ApiError);
  });
});
