import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createToken } from '@/demo/create-token';

import { createTestToken, TEST_USER } from '@/testing/tokens';

import { sharedApiBuild, type ApiBuild } from './api-build';
import {
  dashboardShown,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  setupBrowser,
  waitForHydration,
} from './browser';
import { renderer, rendererEnv, serveWithNginx, type Site } from './nginx-server';

/**
 * A build with VITE_API_BASE_URL set: it ships no demo-mode code, and the app calls only that
 * API. Built here into a temporary folder, served as in production (the deploy/ nginx site with
 * the API and the storage of presigned URLs in its Content-Security-Policy), and used against a
 * fake of the API and of the storage.
 */

const browser = setupBrowser();

const API = 'https://api.example.test';
/** Where the fake API's presigned URLs point: another origin, as an S3 bucket is. */
const STORAGE = 'https://storage.example.test';
const PHOTO = readFileSync(new URL('../../public/demo/yard-front.jpg', import.meta.url));

/** Strings only the mock API, MSW or the demo assets contain. */
const DEMO_MARKERS = [
  'mockServiceWorker',
  '[MSW]',
  'setupWorker',
  '/demo-storage',
  'yardvision-demo',
];

let build: ApiBuild | undefined;
let outDir = '';
let site: Site | undefined;
let baseURL = '';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(async () => {
  build = await sharedApiBuild(API);
  outDir = build.outDir;
  site = await serveWithNginx({ dist: outDir, apiOrigin: API, storageOrigins: [STORAGE] });
  baseURL = site.url;
}, 300_000);

afterAll(async () => {
  await site?.close();
  build?.remove();
});

describe('a build with an API configured', () => {
  test('contains no mock API, no MSW and no demo assets', () => {
    const files = filesUnder(outDir).map((file) => relative(outDir, file));
    expect(files).not.toContain('mockServiceWorker.js');
    expect(files.filter((file) => file.startsWith('demo/'))).toEqual([]);

    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const found = scripts.flatMap((file) => {
      const code = readFileSync(join(outDir, file), 'utf8');
      return DEMO_MARKERS.filter((marker) => code.includes(marker)).map((m) => `${file}: ${m}`);
    });
    expect(found).toEqual([]);
    const withApi = scripts.filter((file) =>
      readFileSync(join(outDir, file), 'utf8').includes(API),
    );
    expect(withApi.length).toBeGreaterThan(0);
  });

  test('its nginx site is not rendered without its API origin, nor with another', () => {
    const render = (...args: string[]) =>
      spawnSync(process.execPath, [renderer, '--dist', outDir, ...args], {
        env: rendererEnv(),
        encoding: 'utf8',
      });
    const without = render();
    expect(without.status).toBe(2);
    expect(without.stderr).toContain('no API origin is given');
    const other = render('--api-origin', 'https://other-api.example.test');
    expect(other.status).toBe(2);
    expect(other.stderr).toContain(
      'No script of the build mentions https://other-api.example.test',
    );
    const right = render('--api-origin', `${API}/some/path`);
    expect(right.status).toBe(0);
    expect(right.stdout).toContain(`connect-src 'self' blob: data: ${API};`);
  });

  test("the site's policy lets the app reach the API and the storage, and nothing else", async () => {
    const policy = new Map(
      ((await fetch(`${baseURL}/login`)).headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([directive, ...sources]) => [directive, sources] as const),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'data:', API, STORAGE]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', STORAGE]);
  });

  test('signs in against that API and calls nothing else', async () => {
    const { context, page } = await browser.open({ viewport: DESKTOP });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    const apiCalls: { url: string; auth: string | undefined; body: unknown }[] = [];
    await context.route(`${API}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: corsPreflightHeaders() });
        return;
      }
      apiCalls.push({
        url: request.url(),
        auth: request.headers().authorization,
        body: request.postDataJSON() as unknown,
      });
      await route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': baseURL, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          success: true,
          message: 'Login successful',
          token: createToken({
            organizationRef: 'org-real',
            name: 'Real User',
            exp: Math.floor(Date.now() / 1000) + 3600,
          }),
        }),
      });
    });

    await page.goto(`${baseURL}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await waitForHydration(page);
    expect(await page.getByRole('button', { name: 'Use demo account' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'sign-in with an API configured');

    await page.getByLabel('Email').fill('real@example.com');
    await page.getByLabel('Password').fill('secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    await dashboardShown(page);

    expect(apiCalls).toEqual([
      {
        url: `${API}/api/auth/login`,
        auth: undefined,
        body: { email: 'real@example.com', password: 'secret' },
      },
    ]);
    const elsewhere = requests.filter(
      (request) => !request.includes(` ${baseURL}/`) && !request.includes(` ${API}/api/`),
    );
    expect(elsewhere).toEqual([]);
    const sameOriginApi = requests.filter(
      (request) => request.includes(`${baseURL}/api/`) || request.includes('/demo-storage/'),
    );
    expect(sameOriginApi).toEqual([]);
    // The app's own service worker, not the mock API's.
    expect(
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const registrations = await navigator.serviceWorker.getRegistrations();
        return registrations.map((registration) => registration.active?.scriptURL);
      }),
    ).toEqual([`${baseURL}/sw.js`]);
  });

  test('shows and downloads a design whose images are in the storage', async () => {
    const { context, page } = await browser.open({ viewport: DESKTOP, signedIn: true });
    const generation = {
      sk: 'gen-in-storage',
      createdAt: '2026-11-20T10:00:00.000Z',
      currentStep: 'completed',
      style: { name: 'Refined Traditional' },
      sourceImages: [`${STORAGE}/uploads/gen-in-storage/source-1.jpg?X-Amz-Signature=a`],
      inspirationImages: [],
      finalImageUrl: `${STORAGE}/results/gen-in-storage/final.jpg?X-Amz-Signature=b`,
    };
    await context.route(`${API}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: corsPreflightHeaders() });
        return;
      }
      const found = new URL(request.url()).pathname.endsWith(
        `/yard-vision-generation/${generation.sk}`,
      );
      await route.fulfill({
        status: found ? 200 : 404,
        headers: { 'Access-Control-Allow-Origin': baseURL, 'Content-Type': 'application/json' },
        body: JSON.stringify(found ? generation : { message: 'Not found' }),
      });
    });
    const storageGets: string[] = [];
    await context.route(`${STORAGE}/**`, async (route) => {
      storageGets.push(new URL(route.request().url()).pathname);
      await route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'image/jpeg' },
        body: PHOTO,
      });
    });

    await page.goto(`${baseURL}/app/generations/${generation.sk}`);
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    // Images from the storage origin (img-src).
    const result = page.getByRole('img', { name: 'Generated result: Refined Traditional' }).first();
    await result.waitFor();
    await expect
      .poll(() =>
        result.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);

    // The download fetches the image from the storage origin (connect-src).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^yardvision-refined-traditional-.*\.jpg$/);
    expect(storageGets).toContain('/results/gen-in-storage/final.jpg');
    expect(storageGets).toContain('/uploads/gen-in-storage/source-1.jpg');
  });
});

describe.each([
  { device: 'desktop', viewport: DESKTOP },
  { device: 'phone', viewport: PHONE },
])('a session that ends while a customer is typed ($device)', ({ viewport }) => {
  test('Save answers 401; signing in again brings the typed values back, and Save sends them once more', async () => {
    const { context, page } = await browser.open({
      viewport,
      signedIn: true,
      // The browser logs the refused save's 401 itself.
      expectedConsoleErrors: [/status of 401/],
    });
    const customersPath = `/api/${TEST_USER.organizationRef}/customers`;
    const saved: unknown[] = [];
    const posts: unknown[] = [];
    await context.route(`${API}/**`, async (route) => {
      const request = route.request();
      const headers = {
        'Access-Control-Allow-Origin': baseURL,
        'Content-Type': 'application/json',
      };
      if (request.method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: corsPreflightHeaders() });
        return;
      }
      const path = new URL(request.url()).pathname;
      if (path === '/api/auth/login') {
        await route.fulfill({
          headers,
          body: JSON.stringify({
            success: true,
            message: 'Login successful',
            token: createTestToken(),
          }),
        });
      } else if (path === customersPath && request.method() === 'POST') {
        posts.push(request.postDataJSON());
        // The first save finds the session over.
        if (posts.length === 1) {
          await route.fulfill({
            status: 401,
            headers,
            body: JSON.stringify({ error: 'Token expired' }),
          });
          return;
        }
        saved.push({ customerId: 'cust-1', ...(request.postDataJSON() as object) });
        await route.fulfill({
          status: 201,
          headers,
          body: JSON.stringify({ customerId: 'cust-1' }),
        });
      } else if (path === customersPath) {
        await route.fulfill({ headers, body: JSON.stringify({ items: saved }) });
      } else {
        await route.fulfill({ status: 404, headers, body: JSON.stringify({ error: 'Not found' }) });
      }
    });

    await page.goto(`${baseURL}/app/customers/new`);
    const form = page.getByRole('form', { name: 'Customer Details' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Maria Gonzalez');
    await form.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0148');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    await expectNoAxeViolations(page, 'sign-in after the session ended');
    await page.getByLabel('Email').fill(TEST_USER.email);
    await page.getByLabel('Password').fill('secret');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/app/customers/new');
    await page.getByText('Restored your unsaved changes').waitFor();
    expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Maria Gonzalez');
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
      'maria@example.com',
    );
    expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('(512) 555-0148');
    expect(await form.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Austin');
    await expectNoAxeViolations(page, 'the customer form with its draft restored');
    // Nothing was sent again by itself.
    expect(posts).toHaveLength(1);

    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/app/customers');
    await page.getByRole('link', { name: 'Maria Gonzalez' }).first().waitFor();
    const typed = {
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(512) 555-0148',
      address: { addressLine1: '', addressLine2: '', city: 'Austin', state: '', postalCode: '' },
    };
    expect(posts).toEqual([typed, typed]);

    // Saved: the form is empty when opened again.
    await page.goto(`${baseURL}/app/customers/new`);
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('');
    expect(await page.getByText('Restored your unsaved changes').count()).toBe(0);
  });
});

/** The fake API's answer to a CORS preflight from the site. */
function corsPreflightHeaders() {
  return {
    'Access-Control-Allow-Origin': baseURL,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
  };
}
