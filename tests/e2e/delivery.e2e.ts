import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import {
  appUrl,
  dashboardShown,
  describeViolation,
  DESKTOP,
  setupBrowser,
  waitFor,
} from './browser';
import { waitForDemoApi, watchDemoApi } from './demo-helpers';
import { findNginx, renderer, rendererEnv, root } from './nginx-server';

/**
 * How the build is delivered (deploy/, the nginx site every browser test goes through): headers,
 * caching, compression, addresses, and pages that hold their text before any script runs.
 */

const browser = setupBrowser();

const DIST = join(root, 'dist');
/** Chromium's console line for a page that answered 404. */
const NOT_FOUND_LOG = /status of 404 \(Not Found\)/;
const distFile = (name: string) => readFileSync(join(DIST, name), 'utf8');
/** Debian's nginx module that serves the build's Brotli copies (deploy/render-nginx-config.mjs). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** GET (or HEAD) without following redirects and without asking for compression. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(appUrl(path), {
    method,
    redirect: 'manual',
    headers: { 'Accept-Encoding': 'identity', ...headers },
  });
}

/** The entry script and the stylesheet that dist/index.html loads (hashed, under /assets/). */
function entryAssets() {
  const html = distFile('index.html');
  const script = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link\b[^>]*\bhref="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('dist/index.html names no /assets/ script or stylesheet.');
  return { script, style };
}

/** The Content-Security-Policy as directive -> sources. */
function parsePolicy(header: string | null) {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive) policy.set(directive, sources);
  }
  return policy;
}

/** The sha256 sources of every inline script of the build's pages (computed here, not by deploy/). */
function inlineScriptHashes() {
  const pages = [
    ...readdirSync(DIST).filter((name) => name.endsWith('.html')),
    ...readdirSync(join(DIST, 'es'))
      .filter((name) => name.endsWith('.html'))
      .map((name) => `es/${name}`),
  ];
  const hashes = pages.flatMap((name) =>
    [...distFile(name).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\ssrc=/.test(` ${attributes}`))
      .map(([, , text]) => createHash('sha256').update(text, 'utf8').digest('base64'))
      .map((digest) => `'sha256-${digest}'`),
  );
  return [...new Set(hashes)].sort();
}

/** The text a page's markup holds, without scripts, styles, tags and comments. */
function textOf(html: string) {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The text of the page's first h1. */
function headingOf(html: string) {
  return textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();
}

// ---------------------------------------------------------------------------------------------
// The site as installed
// ---------------------------------------------------------------------------------------------

const DEBIAN_NGINX_CONF = '/etc/nginx/nginx.conf';
const SITES_ENABLED = 'include /etc/nginx/sites-enabled/*;';

describe('the site for /etc/nginx/sites-available', () => {
  // `nginx -t` opens the system's log files, which only root may.
  const canTest = existsSync(DEBIAN_NGINX_CONF) && process.getuid?.() === 0;

  test.skipIf(!canTest)("passes nginx -t inside Debian's nginx.conf", () => {
    const dir = mkdtempSync(join(tmpdir(), 'yardvision-site-'));
    try {
      const site = join(dir, 'yardvision.conf');
      const rendered = spawnSync(
        process.execPath,
        [renderer, '--dist', DIST, '--server-name', 'yardvision.example.com', '--out', site],
        { env: rendererEnv(), encoding: 'utf8' },
      );
      expect(rendered.stderr).toBe('');
      const debian = readFileSync(DEBIAN_NGINX_CONF, 'utf8');
      expect(debian).toContain(SITES_ENABLED);
      writeFileSync(join(dir, 'nginx.conf'), debian.replace(SITES_ENABLED, `include ${site};`));

      const checked = spawnSync(
        findNginx(),
        ['-t', '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
        {
          encoding: 'utf8',
        },
      );
      expect(checked.stderr).toContain('test is successful');
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Headers
// ---------------------------------------------------------------------------------------------

/** A worker's script among the build's hashed files (its headers are the worker's policy). */
function workerAsset() {
  const worker = readdirSync(join(DIST, 'assets')).find((name) => /\.worker-[^/]*\.js$/.test(name));
  if (!worker) throw new Error('dist/assets holds no worker script.');
  return `/assets/${worker}`;
}

/**
 * One of each kind of response: pages, the app shell, files, a worker's script, the 404 page, a
 * missing asset.
 */
const RESPONSES = [
  { path: '/', status: 200 },
  { path: '/login', status: 200 },
  { path: '/app/customers', status: 200 },
  { path: workerAsset(), status: 200 },
  { path: '/favicon.svg', status: 200 },
  { path: '/mockServiceWorker.js', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/assets/no-such-chunk.js', status: 404 },
  { path: '/login/', status: 301 },
];

describe('response headers', () => {
  test.each(RESPONSES)('$path ($status) has every security header', async ({ path, status }) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const headers = response.headers;

    const policy = parsePolicy(headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      "'report-sample'",
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // A demo build calls no other origin.
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'data:']);

    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const permissions = (headers.get('permissions-policy') ?? '').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    // Plain http: HSTS belongs behind TLS.
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('server')).toBe('nginx');
  });

  // Never a page: what only a page or a worker reads stays off them (about 1 kB per file).
  test.each([
    { kind: 'script', path: entryAssets().script },
    { kind: 'stylesheet', path: entryAssets().style },
  ])("the build's $kind carries the headers a file needs, not a page's", async ({ path }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const headers = response.headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ]) {
      expect(headers.get(name), name).toBeNull();
    }
  });

  test('script-src allows exactly the inline scripts of the built pages, by hash', async () => {
    const policy = parsePolicy((await get('/')).headers.get('content-security-policy'));
    const hashes = (policy.get('script-src') ?? []).filter((source) =>
      source.startsWith("'sha256-"),
    );
    expect(hashes.sort()).toEqual(inlineScriptHashes());
    expect(hashes.length).toBeGreaterThan(0);
  });
});

describe('caching', () => {
  const cacheControl = async (path: string) => {
    const response = await get(path);
    return { status: response.status, cacheControl: response.headers.get('cache-control') };
  };

  test('hashed files under /assets/ are immutable for a year', async () => {
    const { script, style } = entryAssets();
    for (const path of [script, style]) {
      expect(await cacheControl(path)).toEqual({
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
  });

  test('a missing /assets/ file is a plain 404 that is not cached', async () => {
    const response = await get('/assets/no-such-chunk.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).not.toContain('<');
  });

  test('pages (also the 404 page), the manifest and the mock service worker are revalidated', async () => {
    const paths = [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/app',
      '/app/customers',
      '/confirm?email=a%40example.com',
      '/no-such-page',
      '/mockServiceWorker.js',
      '/manifest.webmanifest',
    ];
    const found = await Promise.all(
      paths.map(async (path) => ({ path, ...(await cacheControl(path)) })),
    );
    expect(found).toEqual(
      paths.map((path) => ({
        path,
        status: path === '/no-such-page' ? 404 : 200,
        cacheControl: 'no-cache',
      })),
    );
  });

  test('other public files keep a day', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico', '/robots.txt', '/og-image.png']) {
      expect({ path, ...(await cacheControl(path)) }).toEqual({
        path,
        status: 200,
        cacheControl: 'public, max-age=86400',
      });
    }
  });

  test('the manifest is served as a web app manifest', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });
});

/**
 * `path` comes with `encoding` to a browser that sends `accept`, varies by it, and decodes (fetch
 * decodes it) to the same bytes as without compression.
 */
async function expectEncoded(path: string, accept: string, encoding: string) {
  const encoded = await get(path, { 'Accept-Encoding': accept });
  expect({
    path,
    status: encoded.status,
    encoding: encoded.headers.get('content-encoding'),
  }).toEqual({ path, status: 200, encoding });
  expect(encoded.headers.get('vary')).toMatch(/Accept-Encoding/i);
  const plain = await get(path);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await encoded.text()).toBe(await plain.text());
}

describe('compression', () => {
  test('pages, scripts, styles and the manifest are gzipped when the browser accepts it', async () => {
    const { script, style } = entryAssets();
    for (const path of ['/', '/login', '/app/customers', script, style, '/manifest.webmanifest']) {
      await expectEncoded(path, 'gzip', 'gzip');
    }
  });

  // The build's Brotli copies (scripts/precompress.ts), where nginx has the brotli_static module
  // (.ci/run installs it): every compressible file from 256 bytes on, small chunks too (nginx
  // sends a file without a copy uncompressed to a browser that accepts Brotli).
  test.runIf(existsSync(BROTLI_STATIC_MODULE))(
    "pages, scripts, styles and the manifest come as the build's Brotli copies to a browser that accepts them",
    async () => {
      const { script, style } = entryAssets();
      const smallChunk = readdirSync(join(DIST, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => ({ name, size: statSync(join(DIST, 'assets', name)).size }))
        .find(({ size }) => size >= 256 && size < 1024)?.name;
      if (!smallChunk) throw new Error('dist/assets holds no chunk between 256 bytes and 1 kB.');
      const paths = ['/', '/login', '/app/customers', script, style, '/manifest.webmanifest'];
      for (const path of [...paths, `/assets/${smallChunk}`]) {
        await expectEncoded(path, 'gzip, deflate, br', 'br');
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

describe('addresses', () => {
  test('public pages are their prerendered files', async () => {
    const pages = {
      '/': 'index.html',
      '/login': 'login.html',
      '/register': 'register.html',
      '/forgot-password': 'forgot-password.html',
      '/login?redirectTo=%2Fapp%2Fcustomers': 'login.html',
      // In Spanish, at their own addresses.
      '/es': 'es/index.html',
      '/es/login': 'es/login.html',
      '/es/register': 'es/register.html',
      '/es/forgot-password': 'es/forgot-password.html',
    };
    for (const [path, file] of Object.entries(pages)) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(distFile(file));
    }
  });

  test('/app, every path under it and /confirm get the app shell', async () => {
    for (const path of [
      '/app',
      '/app/dashboard',
      '/app/customers/some-id',
      '/app/generations/generate',
      '/app/no/such/screen',
      '/confirm?email=a%40example.com&mode=register',
    ]) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toBe(distFile('app.html'));
    }
  });

  test('unknown paths, file names of pages and build bookkeeping get the 404 page', async () => {
    for (const path of [
      '/no-such-page',
      '/apps',
      '/login.html',
      '/app.html',
      '/404.html',
      '/index',
      '/landing',
      '/.vite/manifest.json',
    ]) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toBe(distFile('404.html'));
    }
    // Under a language's address, that language's not-found page.
    for (const path of ['/es/no-such-page', '/es/login.html', '/es/index', '/es/404', '/es/app']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toBe(distFile('es/404.html'));
    }
  });

  test('a trailing slash redirects to the path without it, on this site only', async () => {
    for (const [path, location] of [
      ['/login/', '/login'],
      ['/register/?from=mail', '/register?from=mail'],
      ['/es/', '/es'],
      ['/es/login/', '/es/login'],
      ['/app/customers/', null],
    ] as const) {
      const response = await get(path);
      if (location === null) {
        // /app/... is the app's, which ignores the slash.
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
      } else {
        expect({ path, status: response.status }).toEqual({ path, status: 301 });
        expect(response.headers.get('location')).toBe(location);
      }
    }
    // A backslash would make the Location `/\host`, which browsers follow to another site.
    const sneaky = await get('/%5Cevil.example/');
    expect(sneaky.status).toBe(404);
    expect(sneaky.headers.get('location')).toBeNull();
  });

  test('deep links and reloads under /app open the screen; an unknown one the dashboard', async () => {
    const { page } = await browser.open({ viewport: DESKTOP, signedIn: true });
    await watchDemoApi(page);
    const response = await page.goto(appUrl('/app/customers'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Customers', exact: true }).waitFor();
    // The first visit installs the demo's mock API worker. Reloaded before it is active, the
    // page would not be controlled, and MSW reloads such a page itself: the next goto would be
    // cut short by that reload (net::ERR_ABORTED).
    await waitForDemoApi(page);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Customers', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/customers');

    await page.goto(appUrl('/app/nonexistent'));
    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    await dashboardShown(page);
  });

  test('an unknown public path answers 404 with the not-found page', async () => {
    const { page } = await browser.open({
      viewport: DESKTOP,
      expectedConsoleErrors: [NOT_FOUND_LOG],
    });
    const response = await page.goto(appUrl('/no-such-page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});

// ---------------------------------------------------------------------------------------------
// Prerendered pages
// ---------------------------------------------------------------------------------------------

const PRERENDERED = [
  {
    path: '/',
    status: 200,
    heading: 'Transform Your Outdoor Space with AI',
    texts: [
      'Transform Your Outdoor Space with AI',
      'Key Features',
      'How It Works',
      'Get Started Today',
    ],
  },
  { path: '/login', status: 200, heading: 'Sign in', texts: ['Sign in'] },
  { path: '/register', status: 200, heading: 'Create an account', texts: ['Create an account'] },
  {
    path: '/forgot-password',
    status: 200,
    heading: 'Forgot Password',
    texts: ['Forgot Password'],
  },
  { path: '/no-such-page', status: 404, heading: 'Page not found', texts: ['Page not found'] },
];

describe('prerendered pages', () => {
  test.each(PRERENDERED)(
    '$path holds its text in the HTML, before any script runs',
    async ({ path, status, heading, texts }) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(headingOf(html)).toBe(heading);
      const text = textOf(html);
      for (const expected of texts) expect(text).toContain(expected);
    },
  );

  test.each(PRERENDERED)(
    '$path shows its heading with JavaScript off',
    async ({ path, status, heading }) => {
      const { page } = await browser.open({
        viewport: DESKTOP,
        javaScriptEnabled: false,
        expectedConsoleErrors: status === 404 ? [NOT_FOUND_LOG] : [],
      });
      const response = await page.goto(appUrl(path));
      expect(response?.status()).toBe(status);
      const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
      await h1.waitFor({ timeout: 2_000 });
      expect(await h1.isVisible()).toBe(true);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The Content-Security-Policy check of every browser test
// ---------------------------------------------------------------------------------------------

describe('the Content-Security-Policy check', () => {
  test('a violation is recorded (every browser test fails on one it did not expect)', async () => {
    const { page, cspViolations } = await browser.open({
      viewport: DESKTOP,
      expectedCspViolations: [/^script-src-elem blocked inline \("window\.e2eInjected = true"\)/],
      expectedConsoleErrors: [/violates the following Content Security Policy directive/],
    });
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.e2eInjected = true';
      document.head.append(script);
      return 'e2eInjected' in window;
    });
    expect(ran, 'the injected inline script ran').toBe(false);
    await waitFor(async () => Promise.resolve(cspViolations.length > 0), 'a violation comes in');
    expect(cspViolations).toEqual([
      {
        directive: 'script-src-elem',
        blockedURI: 'inline',
        sample: 'window.e2eInjected = true',
        source: expect.any(String) as string,
        page: appUrl('/login'),
      },
    ]);
    expect(describeViolation(cspViolations[0])).toMatch(
      /^script-src-elem blocked inline \("window\.e2eInjected = true"\) at .* on http/,
    );
  });
});
