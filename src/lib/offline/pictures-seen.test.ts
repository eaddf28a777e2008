import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CACHE_URLS,
  cacheUrlsMessage,
  PICTURES_PER_MESSAGE,
  picturesShownBefore,
  picturesToKeep,
} from '@/lib/offline/pictures-seen';
import { createWorkerRegistration } from '@/lib/offline/worker-registration';
import {
  FakeContainer,
  installFakeServiceWorkers,
  removeFakeServiceWorkers,
} from '@/testing/fake-service-worker';

const SITE = 'https://app.example.test';
const API = 'https://api.example.test';
const STORAGE = 'https://storage.example.test';

/** A presigned URL of `path`: the signature changes with every answer of the API. */
const signed = (path: string, signature = 'a1') =>
  `${STORAGE}${path}?X-Amz-Expires=3600&X-Amz-Signature=${signature}`;

const entry = (name: string, startTime: number, initiatorType = 'img') => ({
  name,
  startTime,
  initiatorType,
});

describe('the pictures a page showed before a worker controlled it', () => {
  it('are the pictures of other origins whose download began before, each once', () => {
    const entries = [
      entry(signed('/org/design-1.jpg'), 100),
      entry(signed('/org/design-1.jpg'), 150),
      entry(signed('/org/design-2.jpg'), 900),
      // After the worker took control: it saw this one itself.
      entry(signed('/org/design-3.jpg'), 1000),
      entry(signed('/org/design-4.jpg'), 2000),
      // A storage served from the API's origin: its pictures are pictures too.
      entry(`${API}/demo-storage/org/design-5.jpg`, 300),
      // The app's own files, calls to the API, and addresses that are no picture download.
      entry(`${SITE}/landing/hero.webp`, 100),
      entry(`${API}/api/org/generations`, 100, 'fetch'),
      entry(`${SITE}/assets/index.js`, 100, 'script'),
      entry('data:image/png;base64,AAAA', 100),
      entry('blob:https://app.example.test/0f3c', 100),
    ];
    expect(picturesShownBefore(entries, 1000, SITE)).toEqual([
      signed('/org/design-1.jpg'),
      signed('/org/design-2.jpg'),
      `${API}/demo-storage/org/design-5.jpg`,
    ]);
  });
});

describe('what the worker keeps of a CACHE_URLS message', () => {
  it('is each storage picture once, by what it is (origin and path), with an address to download it', () => {
    const message = cacheUrlsMessage([
      signed('/org/design-1.jpg', 'a1'),
      signed('/org/design-1.jpg', 'b2'),
      signed('/org/design-2.jpg'),
    ]);
    expect(message.type).toBe(CACHE_URLS);
    expect([...(picturesToKeep(message, SITE) ?? [])]).toEqual([
      [`${STORAGE}/org/design-1.jpg`, signed('/org/design-1.jpg', 'a1')],
      [`${STORAGE}/org/design-2.jpg`, signed('/org/design-2.jpg')],
    ]);
  });

  it('takes the pictures of a storage served from the API’s origin: the page names only <img> downloads', () => {
    const onApi = (path: string) => `${API}${path}?X-Amz-Expires=3600&X-Amz-Signature=a1`;
    const message = cacheUrlsMessage([
      onApi('/demo-storage/org/design-1.jpg'),
      signed('/org/a.jpg'),
    ]);
    expect([...(picturesToKeep(message, SITE) ?? [])]).toEqual([
      [`${API}/demo-storage/org/design-1.jpg`, onApi('/demo-storage/org/design-1.jpg')],
      [`${STORAGE}/org/a.jpg`, signed('/org/a.jpg')],
    ]);
  });

  it('never takes the app’s own files, or what is no http(s) address', () => {
    const message = cacheUrlsMessage([
      `${SITE}/app`,
      `${SITE}/assets/index.js`,
      `${SITE}/landing/hero.webp`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'blob:https://app.example.test/0f3c',
      'not an address',
      signed('/org/design-1.jpg'),
    ]);
    expect([...(picturesToKeep(message, SITE)?.keys() ?? [])]).toEqual([
      `${STORAGE}/org/design-1.jpg`,
    ]);
  });

  it('leaves out what is not a list of addresses, and looks at a bounded number of them', () => {
    expect(picturesToKeep({ type: 'SKIP_WAITING' }, SITE)).toBeUndefined();
    expect(picturesToKeep(null, SITE)).toBeUndefined();
    expect(picturesToKeep('CACHE_URLS', SITE)).toBeUndefined();
    expect(picturesToKeep({ type: CACHE_URLS }, SITE)?.size).toBe(0);
    expect(picturesToKeep({ type: CACHE_URLS, payload: { urlsToCache: 'x' } }, SITE)?.size).toBe(0);
    expect(
      picturesToKeep({ type: CACHE_URLS, payload: { urlsToCache: [1, {}, null] } }, SITE)?.size,
    ).toBe(0);
    const many = Array.from({ length: PICTURES_PER_MESSAGE + 50 }, (_, index) =>
      signed(`/org/design-${index}.jpg`),
    );
    expect(picturesToKeep(cacheUrlsMessage(many), SITE)?.size).toBe(PICTURES_PER_MESSAGE);
  });
});

/** The Performance API's resource entries, as the test gives them. */
class FakePerformanceObserver {
  static observers: FakePerformanceObserver[] = [];
  disconnected = false;
  private readonly callback: PerformanceObserverCallback;
  constructor(callback: PerformanceObserverCallback) {
    this.callback = callback;
    FakePerformanceObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports entries (downloads that ended). */
  report(entries: ReturnType<typeof entry>[]) {
    if (this.disconnected) return;
    const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
    this.callback(list, this as unknown as PerformanceObserver);
  }
}

describe("a page's first visit", () => {
  afterEach(() => {
    removeFakeServiceWorkers();
    FakePerformanceObserver.observers = [];
  });

  it('names to its worker, once the worker controls the page, the pictures shown before', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    const container = installFakeServiceWorkers(new FakeContainer({ firstVisit: true }));
    const site = window.location.origin;
    createWorkerRegistration().register();
    const observer = FakePerformanceObserver.observers.at(0);
    if (!observer) throw new Error('The page does not watch its downloads.');

    const now = performance.now();
    // Shown while the worker installs: no worker sees these downloads.
    observer.report([
      entry(signed('/org/design-1.jpg'), now - 500),
      entry(`${site}/assets/index.js`, now - 500, 'script'),
    ]);
    expect(container.registration.installing?.messages).toEqual([]);

    container.takeOver();
    const worker = container.controller;
    expect(worker?.messages).toEqual([cacheUrlsMessage([signed('/org/design-1.jpg')])]);

    // One that began before and ended after is named as it ends; one the worker saw is not.
    observer.report([
      entry(signed('/org/design-2.jpg'), now - 100),
      entry(signed('/org/design-3.jpg'), performance.now() + 1),
    ]);
    expect(worker?.messages).toEqual([
      cacheUrlsMessage([signed('/org/design-1.jpg')]),
      cacheUrlsMessage([signed('/org/design-2.jpg')]),
    ]);
  });

  it('names nothing when a worker controlled the page from its start', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    installFakeServiceWorkers(new FakeContainer());
    createWorkerRegistration().register();
    expect(FakePerformanceObserver.observers).toEqual([]);
  });
});
