import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, URL } from 'node:url';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { sharedApiBuild } from './api-build';
import { API, STORAGE } from './api-mode-site';
import { DESKTOP, expectNoAxeViolations, setupBrowser, waitFor } from './browser';
import { makeLocalTls } from './local-tls';
import { HOST, serveWithNginx, type Site } from './nginx-server';

/**
 * The generate wizard when the network drops mid-upload (issue 13), against a build with an API
 * configured: a real fake API and storage on loopback ports, so going offline
 * (`context.setOffline`) really cuts the upload off (in demo mode the service worker would answer
 * without any network). The build is the run's shared one (api-mode-site.ts's API and storage
 * origins): Chromium resolves those two names to the servers' ports, which answer over https with
 * a certificate made for them (pinned for this browser). The first upload is held by the storage until the browser is offline, and
 * its connection then dropped (ERR_CONNECTION_RESET in the page).
 */

const tls = makeLocalTls([new URL(API).hostname, new URL(STORAGE).hostname]);
const apiOrigin = API;
const storageOrigin = STORAGE;
/** The loopback ports Chromium reaches the API and the storage on. */
const ports = { api: 0, storage: 0 };

beforeAll(async () => {
  ports.api = await listen(api);
  ports.storage = await listen(storage);
});

const browser = setupBrowser({
  args: () => [
    `--host-resolver-rules=MAP ${new URL(API).hostname} ${HOST}:${String(ports.api)},` +
      `MAP ${new URL(STORAGE).hostname} ${HOST}:${String(ports.storage)}`,
    tls.chromiumFlag,
  ],
});

const PHOTO = fileURLToPath(new URL('../../public/demo/yard-front.jpg', import.meta.url));
const PHOTO_BYTES = readFileSync(PHOTO);
const WIZARD_PATH = '/app/generations/generate';
const WAITING = 'Waiting for the network';

type Generation = {
  sk: string;
  createdAt: string;
  currentStep: string;
  style?: unknown;
  settings?: unknown;
  sourceImages: string[];
  inspirationImages: string[];
};

/** What the fake API and storage saw. */
const seen = {
  creates: 0,
  generates: 0,
  /** PUTs per storage path, and how many of them were answered 200. */
  puts: new Map<string, { sent: number; stored: number }>(),
  generations: [] as Generation[],
  other: [] as string[],
};

/** Called when the first PUT arrives; that PUT is held, unanswered. */
let onFirstPut: (() => void) | undefined;
let heldPut: ServerResponse | undefined;
let siteOrigin = '';

function cors(response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', siteOrigin);
  response.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,Accept');
}

function json(response: ServerResponse, status: number, body: unknown) {
  cors(response);
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function handleApi(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', apiOrigin).pathname;
  const body = await readBody(request);
  const generationPath = /^\/api\/[^/]+\/yard-vision-generation(?:\/([^/]+))?(\/generate)?$/.exec(
    path,
  );
  if (!generationPath) {
    seen.other.push(`${request.method ?? ''} ${path}`);
    json(response, 200, { items: [] });
    return;
  }
  const [, ref, generate] = generationPath;
  if (request.method === 'POST' && !ref) {
    seen.creates += 1;
    const input = JSON.parse(body.toString()) as { style?: unknown; fileInfo: unknown[] };
    const sk = `gen-offline-${seen.creates}`;
    const uploadUrls = input.fileInfo.map(
      (_file, index) => `${storageOrigin}/uploads/${sk}/source-${index + 1}.jpg?X-Amz-Signature=x`,
    );
    seen.generations.push({
      sk,
      createdAt: new Date().toISOString(),
      currentStep: 'uploading',
      style: input.style,
      sourceImages: uploadUrls.map((url) => url.replace(/\?.*$/, '')),
      inspirationImages: [],
    });
    json(response, 200, { sk, uploadUrls, inspirationUploadUrls: [] });
    return;
  }
  const generation = seen.generations.find((candidate) => candidate.sk === ref);
  if (!generation) {
    json(response, request.method === 'GET' && !ref ? 200 : 404, { items: seen.generations });
    return;
  }
  if (request.method === 'POST' && generate) {
    seen.generates += 1;
    const input = JSON.parse(body.toString()) as { style?: unknown; settings?: unknown };
    Object.assign(generation, input, { currentStep: 'generating' });
    json(response, 200, generation);
    return;
  }
  json(response, 200, generation);
}

async function handleStorage(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', storageOrigin).pathname;
  if (request.method === 'GET') {
    cors(response);
    response.writeHead(200, { 'Content-Type': 'image/jpeg' });
    response.end(PHOTO_BYTES);
    return;
  }
  const count = seen.puts.get(path) ?? { sent: 0, stored: 0 };
  seen.puts.set(path, count);
  count.sent += 1;
  if (onFirstPut) {
    // The first upload never gets an answer: the network goes while it is on its way.
    const arrived = onFirstPut;
    onFirstPut = undefined;
    heldPut = response;
    arrived();
    return;
  }
  const body = await readBody(request);
  if (body.length === 0) {
    json(response, 400, { error: 'Empty upload' });
    return;
  }
  count.stored += 1;
  cors(response);
  response.writeHead(200);
  response.end();
}

/** Listens on a free loopback port; resolves with it. */
function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, HOST, () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function answerWith(handler: (request: IncomingMessage, response: ServerResponse) => unknown) {
  return createServer({ key: tls.key, cert: tls.certificate }, (request, response) => {
    // A fresh connection per request: Chromium sends a request again by itself when a reused
    // connection drops before the answer, which would hide the cut from the app.
    response.setHeader('Connection', 'close');
    if (request.method === 'OPTIONS') {
      cors(response);
      response.writeHead(204);
      response.end();
      return;
    }
    void Promise.resolve(handler(request, response)).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

const api = answerWith(handleApi);
const storage = answerWith(handleStorage);
let site: Site | undefined;

beforeAll(async () => {
  const build = await sharedApiBuild(API);
  site = await serveWithNginx({
    dist: build.outDir,
    apiOrigin: API,
    storageOrigins: [STORAGE],
  });
  siteOrigin = site.url;
}, 300_000);

afterAll(async () => {
  await site?.close();
  api.closeAllConnections();
  storage.closeAllConnections();
  await Promise.all([api, storage].map((server) => new Promise((done) => server.close(done))));
  tls.remove();
});

describe('the generate wizard when the network drops (desktop)', () => {
  test('an upload interrupted by going offline finishes after the network returns, with exactly one generation record', async () => {
    const { context, page } = await browser.open({
      viewport: DESKTOP,
      signedIn: true,
      // Chromium logs the upload the network cut off.
      expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_EMPTY_RESPONSE|ERR_CONNECTION/],
      // The wizard on its own, as on a device whose browser has no service worker for the app:
      // going offline while the worker downloads the app (offline-app.e2e.ts) is another test.
      serviceWorkers: 'block',
    });
    const arrived = new Promise<void>((resolve) => {
      onFirstPut = resolve;
    });

    await page.goto(`${siteOrigin}${WIZARD_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Generate New Landscape Design' }).waitFor();
    await page.locator('input[name="sourceImages"]').setInputFiles([PHOTO]);
    await page.getByRole('img', { name: 'yard-front.jpg' }).waitFor();
    await page.getByRole('radio', { name: 'Enhanced Existing' }).click();

    // The photo is on its way to the storage when the network goes.
    await arrived;
    await context.setOffline(true);
    // Chromium's offline mode refuses new requests but leaves the ones under way alone: the
    // storage drops the upload's connection, as a network that went away would.
    heldPut?.socket?.destroy();
    await page.getByText(WAITING).waitFor();
    expect(await page.getByText(WAITING).getAttribute('aria-live')).toBe('polite');
    await page.getByText('Paused').waitFor();
    expect(await page.getByRole('img', { name: 'yard-front.jpg' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Enhanced Existing' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Uploading Images...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page, 'waiting for the network');
    // Nothing more goes out while offline (a retry would have after 500 ms).
    await page.waitForTimeout(1_500);
    expect([...seen.puts.values()]).toEqual([{ sent: 1, stored: 0 }]);

    await context.setOffline(false);
    await waitFor(
      async () => await page.getByRole('button', { name: 'Generate Design' }).isEnabled(),
      "'Generate Design' is enabled",
      15_000,
    );
    await page.getByText('Photos uploaded. Ready when you are.').waitFor();
    expect(await page.getByText(WAITING).count()).toBe(0);
    expect(await page.getByText('Uploaded', { exact: true }).count()).toBe(1);
    expect(seen.creates).toBe(1);
    // Sent again after the cut, stored once.
    expect([...seen.puts.values()]).toEqual([{ sent: 2, stored: 1 }]);

    await page.getByRole('button', { name: 'Generate Design' }).click();
    await page.waitForURL((url) => url.pathname === '/app/generations/gen-offline-1');
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await expectNoAxeViolations(page, 'the design, generating');

    expect(seen.creates).toBe(1);
    expect(seen.generations.map((generation) => generation.sk)).toEqual(['gen-offline-1']);
    expect(seen.generates).toBe(1);
  });
});
