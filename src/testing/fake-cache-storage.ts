import { vi } from 'vitest';

/**
 * A small in-memory Cache Storage (`caches`), which the test DOM lacks: enough of the browser's
 * behaviour for code that keeps responses in it. Entries are kept by URL (without the fragment;
 * `ignoreSearch` compares without the query string too), a stored body can be read any number
 * of times, `put` refuses a partial (206) answer and a body already read, as browsers do, and a
 * deleted cache's handle goes on working without being reachable by name again.
 *
 * `installFakeCaches()` puts one on the window for the test (`unstubGlobals` removes it after).
 */

type StoredResponse = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
};

function urlOf(request: RequestInfo | URL): string {
  const raw =
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const url = new URL(raw, window.location.href);
  url.hash = '';
  return url.href;
}

function withoutSearch(url: string) {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
}

function toResponse(stored: StoredResponse) {
  return new Response(stored.body.slice(0), {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  });
}

export class FakeCache implements Cache {
  private readonly entries = new Map<string, StoredResponse>();
  /** Makes every `put` fail with this error (e.g. storage full) until set back to undefined. */
  failPutsWith: Error | undefined;

  /** The URLs stored, in the order they were first put. */
  urls(): string[] {
    return [...this.entries.keys()];
  }

  private find(request: RequestInfo | URL, options?: CacheQueryOptions) {
    const url = urlOf(request);
    if (!options?.ignoreSearch) return this.entries.get(url);
    const wanted = withoutSearch(url);
    for (const [key, stored] of this.entries) {
      if (withoutSearch(key) === wanted) return stored;
    }
    return undefined;
  }

  match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const stored = this.find(request, options);
    return Promise.resolve(stored ? toResponse(stored) : undefined);
  }

  async matchAll(request?: RequestInfo | URL, options?: CacheQueryOptions) {
    if (request === undefined) return [...this.entries.values()].map(toResponse);
    const found = await this.match(request, options);
    return found ? [found] : [];
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (response.status === 206) throw new TypeError('Partial responses cannot be cached.');
    if (response.bodyUsed) throw new TypeError('The response body was already read.');
    const body = await response.arrayBuffer();
    if (this.failPutsWith) throw this.failPutsWith;
    this.entries.set(urlOf(request), {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      body,
    });
  }

  async add(request: RequestInfo | URL) {
    await this.put(request, await fetch(request));
  }

  async addAll(requests: Iterable<RequestInfo>) {
    for (const request of requests) await this.add(request);
  }

  delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const stored = this.find(request, options);
    if (!stored) return Promise.resolve(false);
    for (const [key, value] of this.entries) {
      if (value === stored) this.entries.delete(key);
    }
    return Promise.resolve(true);
  }

  keys(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Request[]> {
    const urls =
      request === undefined
        ? this.urls()
        : this.urls().filter((url) =>
            options?.ignoreSearch
              ? withoutSearch(url) === withoutSearch(urlOf(request))
              : url === urlOf(request),
          );
    return Promise.resolve(urls.map((url) => new Request(url)));
  }
}

export class FakeCacheStorage implements CacheStorage {
  private readonly caches = new Map<string, FakeCache>();

  /** The cache `name`, made if it is not there yet (for arranging and inspecting a test). */
  cache(name: string): FakeCache {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  /** The URLs stored in the cache `name` (none when there is no such cache). */
  urls(name: string): string[] {
    return this.caches.get(name)?.urls() ?? [];
  }

  open(name: string): Promise<Cache> {
    return Promise.resolve(this.cache(name));
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }

  async match(
    request: RequestInfo | URL,
    options?: MultiCacheQueryOptions,
  ): Promise<Response | undefined> {
    if (options?.cacheName !== undefined) {
      return this.caches.get(options.cacheName)?.match(request, options);
    }
    for (const cache of this.caches.values()) {
      const found = await cache.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
}

/** A fresh in-memory Cache Storage as the window's `caches`, for the running test. */
export function installFakeCaches(): FakeCacheStorage {
  const fake = new FakeCacheStorage();
  vi.stubGlobal('caches', fake);
  return fake;
}
