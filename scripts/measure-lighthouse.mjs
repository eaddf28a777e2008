#!/usr/bin/env node
// Runs Lighthouse (mobile, simulated throttling: its default config) against the production build
// and prints, per page, the median score of each category, the median metrics, and the audits the
// median run fails, so a developer sees what to fix. Not a gate: it always exits 0 once it ran.
//
// It builds nothing: run `npm run build` first, then `npm run measure:lighthouse`. Options:
//   --runs N           runs per page (default 3)
//   --pages /,/login   the paths to measure (default / and /login)
//   --report DIR       also write the median run's HTML report of each page into DIR
// About 15 s a run. Chromium: CHROME_PATH, else /usr/bin/chromium.
//
// It serves dist/ (or the folder in MEASURE_DIST) itself, gzip-compressed on a loopback port,
// routed like production: / -> index.html; /app, /app/... and /confirm -> app.html (index.html
// while there is none); /<name> -> <name>.html when the build has it (/es/login -> es/login.html),
// a language's landing /es -> es/index.html; other files of the build as they are (/assets/
// cached for a year); anything else -> 404.html with status 404 (es/404.html under /es/; index.html
// while there is none).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const HOST = '127.0.0.1';
const DIST = resolve(process.env.MEASURE_DIST ?? new URL('../dist/', import.meta.url).pathname);
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
];
/** Audits that never pass or fail, and the groups the HTML report does not list as audits. */
const NOT_JUDGED = new Set(['informative', 'notApplicable', 'manual']);
const UNLISTED_GROUPS = new Set(['metrics', 'hidden']);
/** How many items (URLs, elements) to show under a failing audit. */
const ITEMS_SHOWN = 3;

// --- options -------------------------------------------------------------------------------------

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/login' },
    report: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `measure:lighthouse: --runs wants a whole number of at least 1, not '${options.runs}'.`,
  );
  process.exit(1);
}
const pages = options.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean)
  .map((page) => (page.startsWith('/') ? page : `/${page}`));

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(
    `measure:lighthouse: ${join(DIST, 'index.html')} is missing; run \`npm run build\` first.`,
  );
  process.exit(1);
}

// --- the static server -----------------------------------------------------------------------------

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
/** Types worth compressing (what the production server gzips); images and fonts already are. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|manifest\+json|xml|wasm)|image\/(?:svg\+xml|x-icon))/;

/** The file of the build at `relative`, or undefined (no file, a folder, or outside dist/). */
function buildFile(relative) {
  const path = resolve(DIST, `.${sep}${relative}`);
  if (path !== DIST && !path.startsWith(DIST + sep)) return undefined;
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** Which file answers `pathname`, with which status: the routing of production. */
function route(pathname) {
  const shell = () => buildFile('app.html') ?? buildFile('index.html');
  if (pathname === '/') return { file: buildFile('index.html'), status: 200 };
  if (pathname === '/app' || pathname.startsWith('/app/') || pathname === '/confirm') {
    return { file: shell(), status: 200 };
  }
  const file = buildFile(pathname);
  if (file) return { file, status: 200 };
  if (!extname(pathname)) {
    // /login -> login.html; a language's landing: /es -> es/index.html.
    const page = buildFile(`${pathname}.html`) ?? buildFile(`${pathname}/index.html`);
    if (page) return { file: page, status: 200 };
  }
  // Under a language's folder (/es/...), its own not-found page.
  const language = pathname.split('/')[1] ?? '';
  const notFound = (language && buildFile(`${language}/404.html`)) || buildFile('404.html');
  return notFound
    ? { file: notFound, status: 404 }
    : { file: buildFile('index.html'), status: 200 };
}

function cacheControl(pathname, file, status) {
  if (status === 200 && pathname.startsWith('/assets/'))
    return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file.endsWith('.webmanifest')) return 'no-cache';
  return status === 200 ? 'public, max-age=86400' : 'no-cache';
}

const gzipped = new Map();
function gzipOf(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 6 }));
  return gzipped.get(file);
}

function serve(request, response) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', `http://${HOST}`).pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const { file, status } = route(pathname);
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl(pathname, file, status),
    'X-Content-Type-Options': 'nosniff',
  };
  let body;
  if (COMPRESSIBLE.test(type)) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      headers['Content-Encoding'] = 'gzip';
      body = gzipOf(file);
    }
  }
  body ??= readFileSync(file);
  headers['Content-Length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

// --- Lighthouse ----------------------------------------------------------------------------------

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const score = (value) => (Number.isFinite(value) ? String(Math.round(value * 100)) : '-');
function metric(id, value) {
  if (!Number.isFinite(value)) return '-';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** A short line for an item of an audit's details: its URL, element or text. */
function itemLine(item) {
  if (!item || typeof item !== 'object') return undefined;
  const node = item.node;
  const text =
    (typeof item.url === 'string' && item.url) ||
    (typeof item.source?.url === 'string' && item.source.url) ||
    (node && (node.snippet || node.selector)) ||
    (typeof item.description === 'string' && item.description) ||
    (typeof item.label === 'string' && item.label) ||
    (typeof item.groupLabel === 'string' && item.groupLabel);
  if (!text) return undefined;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 110 ? `${oneLine.slice(0, 107)}...` : oneLine;
}

function failingAudits(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      if (UNLISTED_GROUPS.has(ref.group)) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || NOT_JUDGED.has(audit.scoreDisplayMode)) continue;
      const failed =
        audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1);
      if (!failed) continue;
      const value =
        audit.scoreDisplayMode === 'error'
          ? `error: ${audit.errorMessage ?? 'unknown'}`
          : [`score ${score(audit.score)}`, audit.displayValue].filter(Boolean).join(', ');
      lines.push(`    ${id.padEnd(15)} ${audit.id}: ${audit.title} (${value})`);
      const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
      const shown = items.map(itemLine).filter(Boolean);
      for (const line of shown.slice(0, ITEMS_SHOWN)) lines.push(`${' '.repeat(22)}- ${line}`);
      if (shown.length > ITEMS_SHOWN) {
        lines.push(`${' '.repeat(22)}  (${shown.length - ITEMS_SHOWN} more)`);
      }
    }
  }
  return lines;
}

function summary(page, lhrs) {
  const medianRun = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
  const lines = [
    '',
    `${page}  (${lhrs.length} run${lhrs.length === 1 ? '' : 's'}; Lighthouse ${medianRun.lighthouseVersion}, ` +
      `median run: #${lhrs.indexOf(medianRun) + 1})`,
    `  ${''.padEnd(16)}${'median'.padStart(9)}   runs`,
  ];
  for (const id of CATEGORIES) {
    const values = lhrs.map((lhr) => lhr.categories[id]?.score ?? NaN);
    lines.push(
      `  ${id.padEnd(16)}${score(median(values)).padStart(9)}   ${values.map(score).join(' ')}`,
    );
  }
  for (const [label, id] of METRICS) {
    const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
    lines.push(
      `  ${label.padEnd(16)}${metric(id, median(values)).padStart(9)}   ` +
        values.map((value) => metric(id, value)).join(' | '),
    );
  }
  const failing = failingAudits(medianRun);
  lines.push(
    failing.length
      ? `  failing audits of the median run (score < 1; metrics not repeated):`
      : '  failing audits of the median run: none',
    ...failing,
  );
  return { text: lines.join('\n'), medianRun };
}

// --- main ----------------------------------------------------------------------------------------

const server = createServer(serve);
await new Promise((done) => server.listen(0, HOST, done));
const address = server.address();
const origin = `http://${HOST}:${typeof address === 'object' && address ? address.port : 0}`;
console.log(
  `measure:lighthouse: serving ${DIST} at ${origin}; ${runs} run${runs === 1 ? '' : 's'} on ` +
    `${pages.join(', ')} (mobile, simulated throttling)`,
);

const outputs = [];
try {
  for (const page of pages) {
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      const started = Date.now();
      try {
        const lhr = await lighthouseRun(`${origin}${page}`);
        lhrs.push(lhr);
        const scores = CATEGORIES.map((id) => `${id} ${score(lhr.categories[id]?.score)}`);
        console.log(
          `  ${page} run ${run}/${runs}: ${scores.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        console.log(
          `  ${page} run ${run}/${runs} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    if (lhrs.length === 0) {
      outputs.push(`\n${page}: every run failed`);
      continue;
    }
    const { text, medianRun } = summary(page, lhrs);
    outputs.push(text);
    if (options.report) {
      mkdirSync(options.report, { recursive: true });
      const name = page === '/' ? 'index' : page.slice(1).replace(/[^A-Za-z0-9._-]+/g, '_');
      const path = join(options.report, `${name}.html`);
      writeFileSync(path, generateReport(medianRun, 'html'));
      outputs.push(`  report of the median run: ${path}`);
    }
  }
} finally {
  server.close();
}
console.log(outputs.join('\n'));
