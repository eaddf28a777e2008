import { readFileSync } from 'node:fs';

import { getResponse } from 'msw';
import type { BrowserContext, Route } from 'playwright-core';
import { expect } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';
import { createHandlers } from '@/demo/handlers/create-handlers';
import { createMockApi, type MockApi } from '@/demo/mock-api';
import { createMemoryPersistence } from '@/demo/mock-persistence';
import { seedDemoData } from '@/demo/seed-demo-data';

/**
 * The REST API and its storage, on other origins than the site's (the storage on its own, or
 * on the API's when `storage` is the API's origin), for a build with VITE_API_BASE_URL:
 * demo mode's own mock API (the same handlers the unit tests and demo mode run), answered
 * from this test process through Playwright's routing, with CORS as a real API sends it. It
 * starts with demo mode's data (the demo account, customers, a project, designs). Every call
 * is recorded; `failing` makes every call fail as a network error would.
 */

export type FakeApiCall = {
  method: string;
  url: string;
  path: string;
  body?: unknown;
  /** Sent while the test had the browser offline: it got a network error, no answer. */
  offline?: true;
};

export type FakeApi = {
  mockApi: MockApi;
  /** Every request that reached the API or the storage, in order. */
  calls: FakeApiCall[];
  /** The demo account's session token, as sign-in would give it. */
  token: () => string;
  /**
   * The browser offline (or back): `context.setOffline` plus this, since Playwright's routes
   * answer a request before the browser's offline emulation would refuse it.
   */
  setOffline: (offline: boolean) => Promise<void>;
  /**
   * Resolves once no request is being answered and none came for `quietMs`, counted from the
   * later of the last request and the call: a query the page refetches as it opens (its data
   * stale) is answered before a test counts what came online.
   */
  settled: (quietMs?: number) => Promise<void>;
};

const publicDir = new URL('../../public', import.meta.url);

function loadImage(path: string) {
  return Promise.resolve(new Blob([readFileSync(new URL(`.${path}`, `${publicDir.href}/`))]));
}

/**
 * Demo mode's mock API in memory, seeded with the demo's data (the demo account, customers, a
 * project, designs); its storage URLs on `storage`.
 */
export async function seededMockApi(storage: string): Promise<MockApi> {
  const mockApi = createMockApi({
    persistence: createMemoryPersistence(),
    // A finished design's result is its first photo: a real JPEG the browser shows.
    renderer: ({ source }) => Promise.resolve(source),
    origin: storage,
  });
  await mockApi.load();
  await seedDemoData(mockApi, loadImage);
  return mockApi;
}

/** The demo account's session token, as sign-in would give it. */
export function demoAccountToken(mockApi: MockApi) {
  const user = mockApi.findUser(DEMO_ACCOUNT.email);
  if (!user) throw new Error('The demo account is missing.');
  return mockApi.issueToken(user);
}

export async function serveFakeApi(
  context: BrowserContext,
  {
    api,
    storage,
    site,
    mockApi: shared,
  }: {
    api: string;
    storage: string;
    site: string;
    /** The data of another device's API: both devices then see the same account's server. */
    mockApi?: MockApi;
  },
): Promise<FakeApi> {
  const mockApi = shared ?? (await seededMockApi(storage));
  const handlers = createHandlers(mockApi, { base: api, origin: storage });
  const calls: FakeApiCall[] = [];
  let offline = false;
  let answering = 0;
  let lastRequestAt = Date.now();

  const cors = {
    'Access-Control-Allow-Origin': site,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
  };

  const answer = async (route: Route) => {
    answering += 1;
    lastRequestAt = Date.now();
    try {
      await answerRoute(route);
    } finally {
      answering -= 1;
      lastRequestAt = Date.now();
    }
  };
  const answerRoute = async (route: Route) => {
    const request = route.request();
    const method = request.method();
    if (method === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const url = request.url();
    const buffer = request.postDataBuffer();
    const isJson = /json/.test(request.headers()['content-type'] ?? '');
    calls.push({
      method,
      url,
      path: new URL(url).pathname,
      body: buffer && isJson ? (JSON.parse(buffer.toString('utf8')) as unknown) : undefined,
      ...(offline ? { offline: true as const } : {}),
    });
    if (offline) {
      await route.abort('internetdisconnected');
      return;
    }
    const response = await getResponse(
      handlers,
      new Request(url, {
        method,
        headers: request.headers(),
        body: buffer && method !== 'GET' && method !== 'HEAD' ? new Uint8Array(buffer) : undefined,
      }),
    );
    if (!response) {
      await route.fulfill({ status: 404, headers: cors, body: 'Not found' });
      return;
    }
    await route.fulfill({
      status: response.status,
      headers: { ...Object.fromEntries(response.headers), ...cors },
      body: Buffer.from(await response.arrayBuffer()),
    });
  };
  // The storage may be served from the API's own origin: one route then answers both.
  for (const origin of new Set([api, storage])) await context.route(`${origin}/**`, answer);

  return {
    mockApi,
    calls,
    token: () => demoAccountToken(mockApi),
    setOffline: async (value) => {
      offline = value;
      await context.setOffline(value);
    },
    settled: async (quietMs = 750) => {
      // Quiet for `quietMs` from now on too, not only since the last request: a request the
      // page has just begun (a stale query refetched as its screen opens) may not have reached
      // the route yet when the test asks, on a busy machine, and would be counted afterwards.
      const askedAt = Date.now();
      await expect
        .poll(() => answering === 0 && Date.now() - Math.max(lastRequestAt, askedAt) >= quietMs, {
          timeout: 20_000,
          message: 'the API is no longer called',
        })
        .toBe(true);
    },
  };
}
