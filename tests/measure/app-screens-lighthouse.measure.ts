import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { DEMO_ORGANIZATION } from '@/demo/seed-demo-data';
import { STYLE_CATALOGUE } from '@/entities/generation/model/style-catalogue';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

// Chrome started as the scripts and the browser tests start it: one list of its path and flags.
// eslint-disable-next-line no-restricted-imports
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { buildWithApi, type ApiBuild } from '../e2e/api-build';
import { demoAccountToken } from '../e2e/fake-api';
import { makeLocalTls, type LocalTls } from '../e2e/local-tls';
import { freePort, HOST, serveWithNginx, type Site } from '../e2e/nginx-server';
import { serveApi, type ApiServer } from '../engines/api-server';

/**
 * How fast the signed-in screens open on a phone (`npm run measure:lighthouse:app`; issue 34).
 * Not a test: it prints figures, and fails only when it could not measure a screen at all.
 *
 * A build with an API, served by the deploy/ nginx site, against demo mode's API on loopback
 * (the demo's data plus finished designs up to 24 in the list). Both over https with HTTP/2, as
 * README's deploy serves the site (`--listen '443 ssl http2'`, or TLS in front of it) and as a
 * phone reaches it, with a certificate made for the run (tests/e2e/local-tls.ts);
 * MEASURE_PROTOCOL=http1 measures over plain http instead (HTTP/1.1: six connections, each
 * request a round trip of its own). Lighthouse 12, mobile preset
 * (simulated slow 4G, 4x CPU slowdown), performance only, on /app/dashboard, /app/generations,
 * one design and /app/projects, each:
 * - cold: a first visit on a device. A fresh Chrome profile per run; the session token is put in
 *   localStorage from a page of the site that runs no script (/favicon.ico), so no service worker
 *   and nothing of the app is there, and the HTTP cache is emptied before the measured load.
 * - warm: a fresh profile, one visit to the screen (the service worker installs, the kept data
 *   is written), then the measured load with everything kept.
 * Three runs each (MEASURE_RUNS to change); the figures are those of Lighthouse's median run.
 * About 12 s a run: some 5 minutes in all on a 2-core machine (keep it otherwise idle: the
 * blocking time is measured, not simulated).
 *
 * To look closer: MEASURE_SCREENS (some of dashboard, generations, design, projects, comma
 * separated), MEASURE_LOADS (cold, warm) and MEASURE_REPORTS (a folder: each run's Lighthouse
 * report is written there as JSON, with its trace and DevTools log beside it, as
 * `<name>.trace.json` and `<name>.devtoolslog.json`, from which Lantern's simulation can be
 * replayed node by node); MEASURE_PROFILE=1 adds V8's sampling profiler to the trace.
 */

const RUNS = Number(process.env.MEASURE_RUNS ?? '3');
/** Designs in the list: a landscaper a few weeks in. */
const DESIGNS = 24;
const SCREENS = ['/app/dashboard', '/app/generations', 'a design', '/app/projects'] as const;
type Screen = (typeof SCREENS)[number];
type Mode = 'cold' | 'warm';
/** A screen's short name, as MEASURE_SCREENS names it. */
const shortName = (screen: Screen) => (screen === 'a design' ? 'design' : screen.split('/')[2]);
const listed = (variable: string | undefined) =>
  variable
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const SCREENS_MEASURED = SCREENS.filter(
  (screen) => listed(process.env.MEASURE_SCREENS)?.includes(shortName(screen)) ?? true,
);
const LOADS = (['cold', 'warm'] as const).filter(
  (mode) => listed(process.env.MEASURE_LOADS)?.includes(mode) ?? true,
);
const REPORTS = process.env.MEASURE_REPORTS;
const PROTOCOL = process.env.MEASURE_PROTOCOL === 'http1' ? 'http1' : 'h2';
/** Lighthouse's mobile screen, so that the warm visit fetches what the measured load shows. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The kept query data is written at most once a second after a change. */
const KEPT_DATA_WRITE_MS = 1500;

let tls: LocalTls | undefined;
let build: ApiBuild | undefined;
let site: Site | undefined;
let api: ApiServer | undefined;
let token = '';
let designRef = '';
let designsInList = 0;

beforeAll(async () => {
  // The API's address is built into the app: its port is chosen first.
  if (PROTOCOL === 'h2') tls = makeLocalTls();
  const apiPort = await freePort();
  const apiOrigin = `${tls ? 'https' : 'http'}://${HOST}:${apiPort}`;
  build = buildWithApi(apiOrigin);
  site = await serveWithNginx({
    dist: build.outDir,
    apiOrigin,
    storageOrigins: [apiOrigin],
    tls,
  });
  api = await serveApi(apiPort, site.url, tls);
  const { mockApi } = api;

  // Finished designs (a finished design's result is its photo) up to DESIGNS in the list, some
  // in the demo's project, a few minutes apart so the list's order is the order added.
  const org = mockApi.organization(DEMO_ORGANIZATION);
  const project = org.projects.at(0);
  const photos = ['yard-front.jpg', 'yard-back.jpg'].map(
    (name) =>
      new Blob([readFileSync(new URL(`../../public/demo/${name}`, import.meta.url))], {
        type: 'image/jpeg',
      }),
  );
  const toAdd = DESIGNS - org.generations.length;
  for (let index = 0; index < toAdd; index += 1) {
    const style = STYLE_CATALOGUE[index % STYLE_CATALOGUE.length];
    const photo = photos[index % photos.length];
    const inProject = project !== undefined && index % 3 === 0;
    const generation = await mockApi.addGeneration(DEMO_ORGANIZATION, {
      style: { name: style.name, description: style.description },
      fileInfo: [{ name: 'yard.jpg', contentType: 'image/jpeg' }],
      projectRef: inProject ? project.sk : undefined,
      customerRef: inProject ? project.customerRef : undefined,
    });
    const slot = generation.sources.at(0);
    if (slot) await mockApi.storeUpload(slot, { contentType: 'image/jpeg', bytes: photo });
    await mockApi.startGenerating(generation, {});
    generation.createdAt = new Date(mockApi.now() - (toAdd - index) * 5 * 60_000).toISOString();
    generation.completesAt = mockApi.now();
    designRef = generation.sk;
  }
  await mockApi.save();
  designsInList = org.generations.length;
  if (!designRef) throw new Error('No design was added.');
  token = demoAccountToken(mockApi);
}, 300_000);

afterAll(async () => {
  await api?.close();
  await site?.close();
  build?.remove();
  tls?.remove();
});

const pathOf = (screen: Screen) =>
  screen === 'a design' ? `/app/generations/${designRef}` : screen;

/** A fresh Chrome profile and a page of the site's origin with the session token set. */
async function signedInBrowser(userDataDir: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, ...(tls ? [tls.chromiumFlag] : [])],
    userDataDir,
  });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://${HOST}:${chrome.port}`,
      defaultViewport: null,
    });
    const page = (await browser.pages()).at(0) ?? (await browser.newPage());
    // The icon: a page of the origin that runs none of the app's code.
    await page.goto(`${site?.url ?? ''}/favicon.ico`);
    await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_STORAGE_KEY, token);
    return { chrome, browser, page };
  } catch (error) {
    await browser?.disconnect();
    chrome.kill();
    throw error;
  }
}

/** What of the app the profile holds: service workers and Cache Storage caches. */
function appTraces(page: Page) {
  return page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }));
}

/** The trace of the last run, kept beside its report (MEASURE_REPORTS) for a closer look. */
let lastTrace: unknown;
let lastDevtoolsLog: unknown;

async function measure(path: string, mode: Mode): Promise<Result> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'yardvision-lighthouse-'));
  const { chrome, browser, page } = await signedInBrowser(userDataDir);
  try {
    const url = `${site?.url ?? ''}${path}`;
    if (mode === 'cold') {
      const traces = await appTraces(page);
      if (traces.workers > 0 || traces.caches > 0) {
        throw new Error(`not cold: ${traces.workers} workers, ${traces.caches} caches`);
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } else {
      await page.setViewport(PHONE);
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
      // Ready: the worker has precached the app and is active.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await new Promise((resolve) => setTimeout(resolve, KEPT_DATA_WRITE_MS));
    }
    // Storage reset off: the session token (and, warm, what the visit kept) stays.
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        ...(process.env.MEASURE_PROFILE
          ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
          : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    lastTrace = result.artifacts.Trace;
    lastDevtoolsLog = result.artifacts.DevtoolsLog;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // Signed out, the app would have shown the sign-in screen instead.
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== path) throw new Error(`the screen shown was ${shown}, not ${path}`);
    return lhr;
  } finally {
    await browser.disconnect();
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

// --- the figures ---------------------------------------------------------------------------------

type ChainNodes = { [id: string]: { children?: ChainNodes } };
type Audit = Result['audits'][string];

/** Lighthouse types it with its global LH namespace, which this project's types do not load. */
const medianRun = computeMedianRun as (runs: Result[]) => Result;

/** An audit of the run, if it ran. */
const audit = (lhr: Result, id: string): Audit | undefined => lhr.audits[id];

/** The performance score, 0 to 1. */
function performance(lhr: Result): string {
  const { performance: category } = lhr.categories as Partial<Result['categories']>;
  return typeof category?.score === 'number' ? category.score.toFixed(2) : '-';
}

/** The deepest chain of requests that each waited for the one before (the document is 1). */
function chainDepth(lhr: Result): number {
  const details = audit(lhr, 'critical-request-chains')?.details;
  if (details?.type !== 'criticalrequestchain') return NaN;
  const depth = (nodes: ChainNodes | undefined): number =>
    Math.max(0, ...Object.values(nodes ?? {}).map((node) => 1 + depth(node.children)));
  return depth(details.chains);
}

/** Requests the load made and the bytes they transferred. */
function network(lhr: Result) {
  const details = audit(lhr, 'network-requests')?.details;
  if (details?.type !== 'table') return { requests: NaN, bytes: NaN };
  const bytes = details.items.reduce(
    (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
    0,
  );
  return { requests: details.items.length, bytes };
}

const numeric = (lhr: Result, id: string) => audit(lhr, id)?.numericValue ?? NaN;
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');

type Measured = { lhrs: Result[]; failures: string[] };

function row(mode: Mode, { lhrs, failures }: Measured): string {
  if (lhrs.length === 0) {
    return `| ${mode} | every run failed: ${failures.join('; ')} |`;
  }
  const lhr = medianRun(lhrs);
  const { requests, bytes } = network(lhr);
  return [
    '',
    mode,
    performance(lhr),
    seconds(numeric(lhr, 'first-contentful-paint')),
    seconds(numeric(lhr, 'largest-contentful-paint')),
    `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
    numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    String(requests),
    `${Math.round(bytes / 1024)} kB`,
    String(chainDepth(lhr)),
    lhrs.map(performance).join(' ') + (failures.length ? ` (${failures.length} failed)` : ''),
    '',
  ]
    .join(' | ')
    .trim();
}

function table(screen: Screen, measured: Record<Mode, Measured>) {
  return [
    '',
    `${pathOf(screen)}${screen === 'a design' ? ' (a design)' : ''}`,
    '| load | performance | FCP | LCP | TBT | CLS | requests | transferred | chain depth | performance per run |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...LOADS.map((mode) => row(mode, measured[mode])),
  ].join('\n');
}

test('Lighthouse on the signed-in screens, cold and warm', async () => {
  console.log(
    `measure:lighthouse:app: ${site?.url ?? ''} against the API at ${api?.origin ?? ''} ` +
      `(the demo's data, ${designsInList} designs; ` +
      `${tls ? 'https, HTTP/2' : 'http, HTTP/1.1'}); ` +
      `${RUNS} run${RUNS === 1 ? '' : 's'} per screen and load (mobile preset, simulated throttling)`,
  );
  const tables: string[] = [];
  const unmeasured: string[] = [];
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  for (const screen of SCREENS_MEASURED) {
    const measured: Record<Mode, Measured> = {
      cold: { lhrs: [], failures: [] },
      warm: { lhrs: [], failures: [] },
    };
    for (const mode of LOADS) {
      // Lighthouse now and then loses a run's trace (NO_NAVSTART): a few more tries make up for it.
      for (let run = 1; measured[mode].lhrs.length < RUNS && run <= RUNS + 2; run += 1) {
        const started = Date.now();
        const label = `  ${pathOf(screen)} ${mode} run ${run}`;
        try {
          const lhr = await measure(pathOf(screen), mode);
          measured[mode].lhrs.push(lhr);
          if (REPORTS) {
            const file = join(REPORTS, `${shortName(screen)}-${mode}-${run}.json`);
            writeFileSync(file, JSON.stringify(lhr));
            writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(lastTrace));
            writeFileSync(
              file.replace(/\.json$/, '.devtoolslog.json'),
              JSON.stringify(lastDevtoolsLog),
            );
          }
          console.log(
            `${label}: performance ${performance(lhr)}, ` +
              `LCP ${seconds(numeric(lhr, 'largest-contentful-paint'))} ` +
              `(${Math.round((Date.now() - started) / 1000)} s)`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          measured[mode].failures.push(message);
          console.log(`${label} failed: ${message}`);
        }
      }
      if (measured[mode].lhrs.length === 0) unmeasured.push(`${pathOf(screen)} ${mode}`);
    }
    tables.push(table(screen, measured));
  }
  console.log(
    [
      '',
      `Signed-in screens, Lighthouse mobile preset: the figures of Lighthouse's median run of ` +
        `${RUNS} (the run nearest the median FCP and TTI); requests and transferred from ` +
        `network-requests, chain depth (requests in the longest chain, the page's own included) ` +
        `from critical-request-chains`,
      ...tables,
      '',
    ].join('\n'),
  );
  expect(unmeasured, 'screens and loads with no successful run').toEqual([]);
}, 3_600_000);
