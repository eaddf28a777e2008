import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';
import { createToken } from '@/demo/create-token';
import { DEMO_ORGANIZATION } from '@/demo/seed-demo-data';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import {
  presentationPlanKey,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

import {
  appUrl,
  dashboardShown,
  setupBrowser,
  signIn,
  waitFor,
  waitForHydration,
  type OpenedPage,
  type OpenOptions,
} from './browser';
import { translation } from './untranslated';

/** Helpers for browser tests that run against demo mode (the in-browser API). */

/** A language of the app's pages: English at `/login`, the others under their own prefix. */
export type PageLanguage = 'en' | 'es';

/**
 * Signs in through the sign-in screen (of the pages in `language`) with the demo account it
 * offers.
 */
export async function signInWithDemoAccount(page: Page, language: PageLanguage = 'en') {
  const say = (message: string) => (language === 'en' ? message : translation(language, message));
  await watchDemoApi(page);
  await page.goto(appUrl(language === 'en' ? '/login' : `/${language}/login`));
  await page.getByText(DEMO_ACCOUNT.email).waitFor();
  await waitForHydration(page);
  await page.getByRole('button', { name: say('Use demo account') }).click();
  await page.getByRole('button', { name: say('Sign in'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/app/dashboard');
}

/** Signs in with the demo account and waits until the in-browser API answers. */
export async function signInToDemo(page: Page, language: PageLanguage = 'en') {
  await signInWithDemoAccount(page, language);
  await waitForDemoApi(page);
}

/** A session of the demo account, as the demo API issues one at sign-in (12 hours). */
export function demoSessionToken(): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  return createToken({
    sub: 'user-demo',
    organizationRef: DEMO_ORGANIZATION,
    name: DEMO_ACCOUNT.name,
    email: DEMO_ACCOUNT.email,
    iat: issuedAt,
    exp: issuedAt + 12 * 60 * 60,
  });
}

/**
 * Opens the app signed in with the demo account, as signing in leaves it, without going through
 * the sign-in screen (demo-mode.e2e.ts, auth.e2e.ts and spanish.e2e.ts sign in there): the
 * account's session is stored before the app's scripts run, the dashboard opens, and this
 * resolves once the in-browser API answers.
 */
export async function enterDemo(page: Page) {
  await signIn(page.context(), demoSessionToken());
  await watchDemoApi(page);
  await page.goto(appUrl('/app/dashboard'));
  await dashboardShown(page);
  await waitForDemoApi(page);
}

/**
 * setupBrowser() for tests in demo mode; `openSignedIn` opens a new context signed in with the
 * demo account, its in-browser API answering.
 */
export function setupDemoBrowser(options: Parameters<typeof setupBrowser>[0] = {}) {
  const browser = setupBrowser(options);
  return {
    open: (options: OpenOptions) => browser.open(options),
    async openSignedIn(options: OpenOptions): Promise<OpenedPage> {
      const opened = await browser.open(options);
      await enterDemo(opened.page);
      return opened;
    },
  };
}

/** The `sk` of each of the demo's seeded designs, by its style's name. */
export async function seededDesignRefs(page: Page): Promise<(styleName: string) => string> {
  const list = await callApi(page, 'GET', '/api/{org}/yard-vision-generation');
  const items = (list.body as { items: { sk: string; style?: { name: string } }[] }).items;
  const refs = new Map(items.map((item) => [item.style?.name ?? '', item.sk]));
  return (styleName) => {
    const sk = refs.get(styleName);
    if (!sk) throw new Error(`No seeded generation named '${styleName}'.`);
    return sk;
  };
}

export type ApiResponse = { status: number; body: unknown };

/**
 * Calls the demo API from the page, as the app's client does (bearer token, JSON), once the
 * in-browser API answers (the app starts it when the signed-in area opens). `{org}` in the path
 * becomes the signed-in organization.
 */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  return page.evaluate(
    async ({ method, path, body, key }) => {
      const token = localStorage.getItem(key) ?? '';
      const payload = JSON.parse(atob(token.split('.')[1] ?? '')) as { organizationRef: string };
      const response = await fetch(path.replace('{org}', payload.organizationRef), {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.includes('json') ? ((await response.json()) as unknown) : undefined,
      };
    },
    { method, path, body, key: TOKEN_STORAGE_KEY },
  );
}

const DEMO_API_READY = 'e2eDemoApiReady';

/**
 * From the next load of the page on, marks each document once demo mode's service worker
 * answers its requests: the worker tells the page so with a 'MOCKING_ENABLED' message (MSW's
 * protocol, public/mockServiceWorker.js) when the app starts the in-browser API.
 */
export async function watchDemoApi(page: Page) {
  await page.addInitScript((flag) => {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (typeof data === 'object' && data !== null && 'type' in data) {
        if (data.type === 'MOCKING_ENABLED') Object.assign(window, { [flag]: true });
      }
    });
  }, DEMO_API_READY);
}

/**
 * Resolves once the in-browser API answers (the page signed in with signInWithDemoAccount).
 * It waits for the service worker's word first: a request before that would reach the web
 * server, whose 404 the browser logs as an error.
 */
export async function waitForDemoApi(page: Page) {
  await waitFor(
    () => page.evaluate((flag) => flag in window, DEMO_API_READY),
    'the app starts the demo API',
  );
  await waitFor(async () => {
    const response = await callApi(page, 'GET', '/api/{org}/customers');
    return response.status === 200 && response.body !== undefined;
  }, 'the demo API answers');
}

/** The demo photos in public/demo, by name. */
export const DEMO_PHOTOS = {
  front: readFileSync(new URL('../../public/demo/yard-front.jpg', import.meta.url)),
  back: readFileSync(new URL('../../public/demo/yard-back.jpg', import.meta.url)),
} as const;

export type DemoPhoto = keyof typeof DEMO_PHOTOS;

/** PUTs a JPEG to a presigned upload URL from the page; resolves with the HTTP status. */
export async function uploadJpeg(page: Page, url: string, bytes: Buffer): Promise<number> {
  return page.evaluate(
    async ({ url, base64 }) => {
      const body = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/jpeg' },
        body,
      });
      return response.status;
    },
    { url, base64: bytes.toString('base64') },
  );
}

export type CreatedGeneration = { sk: string; currentStep: string; uploadUrls: string[] };

export type CreateGenerationOptions = {
  style?: { name: string; description?: string };
  /** The source photos to upload, in order; none leaves the generation 'uploading'. */
  sources?: (DemoPhoto | Buffer)[];
  /** Also POST .../generate, so the generation is 'generating' (it completes about 4 s later). */
  start?: boolean;
  /** The settings it is started with. */
  settings?: GenerationSettings;
  /** The project (and its customer) it belongs to. */
  project?: { sk: string; customerRef?: string };
  /** The source files' names (default: '<photo>-<n>.jpg'). */
  fileNames?: string[];
};

const SETTINGS: GenerationSettings = {
  season: 'summer',
  weather: 'sunny',
  timeOfDay: 'afternoon',
  atmosphericEffect: 'calm',
};

/**
 * Creates a generation through the demo API: POST with one fileInfo entry per source, the
 * photos PUT to their upload URLs, and optionally started. Resolves with its `sk`.
 */
export async function createGeneration(
  page: Page,
  {
    style = { name: 'Seasonal Interest', description: 'Color in every season.' },
    sources = ['front'],
    start = false,
    settings = SETTINGS,
    project,
    fileNames = [],
  }: CreateGenerationOptions = {},
): Promise<string> {
  const fileInfo = (sources.length > 0 ? sources : ['front']).map((photo, index) => ({
    name: fileNames.at(index) ?? `${typeof photo === 'string' ? photo : 'photo'}-${index + 1}.jpg`,
    contentType: 'image/jpeg',
  }));
  const create = await callApi(page, 'POST', '/api/{org}/yard-vision-generation', {
    style,
    fileInfo,
    inspirationFileInfo: [],
    ...(project ? { projectRef: project.sk, customerRef: project.customerRef } : {}),
  });
  expect(create.status, 'create the generation').toBe(200);
  const { sk, uploadUrls } = create.body as CreatedGeneration;

  for (const [index, photo] of sources.entries()) {
    const bytes = typeof photo === 'string' ? DEMO_PHOTOS[photo] : photo;
    const status = await uploadJpeg(page, uploadUrls[index] ?? '', bytes);
    expect(status, `upload source ${index + 1}`).toBe(200);
  }

  if (start) {
    const started = await callApi(
      page,
      'POST',
      `/api/{org}/yard-vision-generation/${sk}/generate`,
      { settings },
    );
    expect(started.status, 'start the generation').toBe(200);
  }
  return sk;
}

export type DemoProject = { sk: string; name: string; customerRef?: string };

/** The demo's seeded project (it has a customer and two designs). */
export async function demoProject(page: Page, name = 'Front yard refresh'): Promise<DemoProject> {
  const list = await callApi(page, 'GET', '/api/{org}/projects');
  const project = (list.body as { items: DemoProject[] }).items.find((item) => item.name === name);
  if (!project?.customerRef) throw new Error(`The demo has no project '${name}' with a customer.`);
  return project;
}

export type DemoDesign = {
  sk: string;
  currentStep?: string;
  style?: { name: string; description?: string };
  sourceImages?: string[];
  finalImageUrl?: string;
};

/** Waits until the project's designs `refs` are completed; resolves with them, in that order. */
export async function finishedDesigns(
  page: Page,
  project: DemoProject,
  refs: readonly string[],
  timeout = 30_000,
): Promise<DemoDesign[]> {
  const path = `/api/{org}/customers/${project.customerRef ?? ''}/projects/${project.sk}/yard-vision-generation`;
  let found: DemoDesign[] = [];
  await waitFor(
    async () => {
      const items = ((await callApi(page, 'GET', path)).body as { items?: DemoDesign[] }).items;
      found = refs.flatMap((ref) => items?.find((item) => item.sk === ref) ?? []);
      return (
        found.length === refs.length && found.every((item) => item.currentStep === 'completed')
      );
    },
    'the designs are finished',
    timeout,
  );
  return found;
}

/** Chooses what the project's presentation shows, as the project page keeps it (localStorage). */
export async function storePresentationPlan(
  page: Page,
  projectRef: string,
  plan: PresentationPlan,
) {
  await page.evaluate(
    ({ tokenKey, keyOf, projectRef, plan }) => {
      const token = localStorage.getItem(tokenKey) ?? '';
      const claims = JSON.parse(atob(token.split('.')[1] ?? '')) as {
        organizationRef: string;
        sub?: string;
      };
      const owner = `${claims.organizationRef}/${claims.sub ?? ''}`;
      localStorage.setItem(keyOf.replace('{owner}', owner).replace('{project}', projectRef), plan);
    },
    {
      tokenKey: TOKEN_STORAGE_KEY,
      keyOf: presentationPlanKey('{owner}', '{project}'),
      projectRef,
      plan: JSON.stringify(plan),
    },
  );
}
