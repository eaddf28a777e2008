import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, expect } from 'vitest';

import { findCatalogueStyle } from '@/entities/generation/model/style-catalogue';
import { mockApi, server } from '@/testing/mocks/server';
import { JPEG_BYTES } from '@/testing/seed-generations';
import { allowWholeAppTime, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

export { advanceUntil, fakeAppClock, settle } from '@/testing/app-clock';

/** What the generate wizard's tests share: opening it, picking photos, recording requests. */

export const ORG = TEST_USER.organizationRef;
export const API_PATH = `/api/${ORG}/yard-vision-generation`;
export const STORAGE = `${window.location.origin}/demo-storage/*`;
export const WIZARD = '/app/generations/generate';

export type SentRequest = {
  method: string;
  url: URL;
  headers: Headers;
  body: Promise<ArrayBuffer>;
  /** When it started (ms, by the clock the app's delays use: a fake one moves it too). */
  at: number;
};

/** Every request the app sends from now on, in the order they start. */
export function recordRequests() {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.clone().arrayBuffer(),
      at: Date.now(),
    });
  });
  const isStorage = (request: SentRequest) => request.url.pathname.startsWith('/demo-storage/');
  return {
    creates: () => sent.filter((r) => r.method === 'POST' && r.url.pathname === API_PATH),
    generates: () =>
      sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/generate')),
    deletes: () => sent.filter((r) => r.method === 'DELETE'),
    puts: () => sent.filter((r) => r.method === 'PUT' && isStorage(r)),
    downloads: () => sent.filter((r) => r.method === 'GET' && isStorage(r)),
  };
}

export async function jsonOf(request: SentRequest | undefined): Promise<unknown> {
  if (!request) throw new Error('The request was not sent');
  return JSON.parse(new TextDecoder().decode(await request.body)) as unknown;
}

const releases: (() => void)[] = [];

/** Holds every request `handler` matches until the returned function is called. */
export function hold(method: 'get' | 'put' | 'post', url: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  releases.push(release);
  server.use(
    http[method](url, async () => {
      await gate;
      // Nothing returned: the mock API's own handler answers.
    }),
  );
  return release;
}

/** After each test: lets held requests go and stops recording. */
export function releaseHeldRequests() {
  for (const release of releases.splice(0)) release();
  server.events.removeAllListeners();
}

/**
 * The set-up of a file of wizard tests: the whole app's time (allowWholeAppTime), and after each
 * test the held requests let go and the recording stopped.
 */
export function setUpWizardTests(time: Parameters<typeof allowWholeAppTime>[0] = {}) {
  allowWholeAppTime(time);
  afterEach(releaseHeldRequests);
}

/** A small file with real JPEG bytes (the photo check sniffs them). */
export function photo(name: string, type = 'image/jpeg') {
  return new File([JPEG_BYTES, new Uint8Array(64)], name, { type });
}

export async function openWizard(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(WIZARD, { session: true, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Generate New Landscape Design' });
  return view;
}

export type User = ReturnType<typeof renderApp>['user'];

export function fileInput(name: 'sourceImages' | 'inspirationImages') {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No file input ${name}`);
  return input;
}

export function chosenList(kind: 'sources' | 'inspirations') {
  return screen.getByRole('list', {
    name: kind === 'sources' ? 'Add photos of your yard: chosen' : 'Add inspiration images: chosen',
  });
}

export function chosenNames(kind: 'sources' | 'inspirations') {
  return within(chosenList(kind))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
}

/** Picks files in a step's file input and waits until each is listed or refused by name. */
export async function addPhotos(user: User, kind: 'sources' | 'inspirations', files: File[]) {
  await user.upload(fileInput(kind === 'sources' ? 'sourceImages' : 'inspirationImages'), files);
  await waitFor(() => {
    for (const file of files) {
      const listed = screen.queryByRole('img', { name: file.name });
      const refused = screen.queryByText(new RegExp(`^"${file.name}" `));
      expect(listed ?? refused).not.toBeNull();
    }
  });
}

export async function chooseStyle(user: User, name = 'Enhanced Existing') {
  await user.click(screen.getByRole('radio', { name }));
}

export function generateButton() {
  return screen.getByRole('button', { name: 'Generate Design' });
}

/** Waits for the upload to finish; retries after failures take up to 1.5 s more. */
export async function waitUntilUploaded(timeout?: number) {
  await waitFor(() => expect(generateButton()).toBeEnabled(), { timeout });
}

/** The card of the wizard's step `number`. */
export function stepCard(number: number) {
  const card = screen
    .getAllByRole('heading', { level: 2 })
    .find((heading) => heading.textContent.startsWith(`Step ${number}: `))
    ?.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error(`No card for step ${number}`);
  return card;
}

/** The catalogue style called `name`. */
export function catalogueStyle(name: string) {
  const style = findCatalogueStyle(name);
  if (!style) throw new Error(`No style ${name}`);
  return style;
}

/** A chosen photo's entry in its list, to look inside (its status, its remove button). */
export function photoItem(name: string) {
  const item = screen.getByRole('img', { name }).closest('li');
  if (!item) throw new Error(`${name} is not listed`);
  return within(item);
}

/** The organization's one generation record (the test fails if there is not exactly one). */
export function theOnlyGeneration() {
  const generations = mockApi.organization(ORG).generations;
  expect(generations).toHaveLength(1);
  const [generation] = generations;
  return generation;
}
