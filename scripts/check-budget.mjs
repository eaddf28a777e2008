#!/usr/bin/env node
// Fails when the JavaScript that `/` loads up front is over budget, in two figures:
// - before first paint: the page's module scripts and modulepreload links (the entry,
//   src/main.tsx), with every chunk they import statically. Budget 100 kB.
// - to take the page over: that, plus the app's start (src/app/start.tsx, which the entry loads
//   once the prerendered page has painted, or at once in the app shell) with every chunk it
//   imports statically: React, the router, the route table. Budget 102 kB: splitting the entry
//   from the start cost about 1 kB of chunk overhead, the price of painting before any of it runs.
// The landing's own screen code and React Query are lazy chunks, outside both figures.
// And a third: what a cold signed-in screen (the app shell, app.html) loads before its first paint
// (at the end). Budget 14 kB: about what a new connection's first round trip carries (ten
// packets), which the shell's HTML must fit in.
// Sizes are gzipped, per file; chunk imports come from Vite's manifest. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  APP_START_MODULE,
  chunkFileOf,
  readBuildManifest,
  withStaticImports,
} from './build-manifest.mjs';

const BEFORE_PAINT_BUDGET_KB = 100;
const TAKEOVER_BUDGET_KB = 102;
// The app shell paints the app's frame from its HTML, with the stylesheet's rules for that frame
// inline (about 4 kB of its 10); the whole stylesheet loads once the frame is on screen.
const COLD_APP_BEFORE_PAINT_BUDGET_KB = 14;
const dist = new URL('../dist/', import.meta.url).pathname;

if (!existsSync(join(dist, '.vite/manifest.json'))) {
  console.error('check:budget: dist/.vite/manifest.json is missing; run `npm run build` first.');
  process.exit(1);
}

const manifest = readBuildManifest(dist);
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const pageModules = [];
const attribute = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
  const src = attribute(tag, 'src');
  if (src && attribute(tag, 'type') === 'module') pageModules.push(src.replace(/^\//, ''));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
  const href = attribute(tag, 'href');
  if (href && attribute(tag, 'rel') === 'modulepreload') pageModules.push(href.replace(/^\//, ''));
}
if (pageModules.length === 0) {
  console.error('check:budget: found no module script in dist/index.html.');
  process.exit(1);
}
const beforePaint = withStaticImports(manifest, pageModules);
const takeover = withStaticImports(manifest, [
  ...beforePaint,
  chunkFileOf(manifest, APP_START_MODULE),
]);

const sizeKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
let failed = false;
for (const [label, files, budget] of [
  ['before first paint', beforePaint, BEFORE_PAINT_BUDGET_KB],
  ['to take the page over', takeover, TAKEOVER_BUDGET_KB],
]) {
  let totalKb = 0;
  for (const file of [...files].sort()) {
    const fileKb = sizeKb(file);
    totalKb += fileKb;
    console.log(`  ${fileKb.toFixed(2).padStart(8)} kB  ${file}`);
  }
  console.log(
    `check:budget: JavaScript that / loads ${label}: ${totalKb.toFixed(2)} kB gzip ` +
      `(budget ${budget} kB, ${files.size} file${files.size === 1 ? '' : 's'})`,
  );
  if (totalKb > budget) {
    console.error(`check:budget: ${label}: over budget by ${(totalKb - budget).toFixed(2)} kB`);
    failed = true;
  }
}
// The languages: each catalogue (src/locales/<language>/<part>.po) is a chunk of its own that no
// page loads up front, so a page loads only its own language's (the browser test of the Spanish
// pages checks which ones it fetched); and each language's landing starts with the same code as '/'.
const catalogues = Object.keys(manifest).filter((source) =>
  /^src\/locales\/[^/]+\/[^/]+\.po$/.test(source),
);
if (catalogues.length === 0) {
  console.error('check:budget: the build has no message catalogue chunk.');
  failed = true;
}
for (const source of catalogues) {
  const file = chunkFileOf(manifest, source);
  if (takeover.has(file)) {
    console.error(
      `check:budget: ${source} (${file}) loads with every page, not only its language's.`,
    );
    failed = true;
  }
}
const modulesOf = (page) =>
  [...readFileSync(join(dist, page), 'utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
    ([, src]) => src,
  );
const languagePages = readdirSync(dist, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'index.html')))
  .map((entry) => `${entry.name}/index.html`);
for (const page of languagePages) {
  if (JSON.stringify(modulesOf(page)) !== JSON.stringify(modulesOf('index.html'))) {
    console.error(`check:budget: ${page} does not start with the same code as index.html.`);
    failed = true;
  }
}
console.log(
  `check:budget: ${catalogues.length} message catalogues, each loaded only by its own language's pages.`,
);

// A cold signed-in screen (/app/dashboard from the app shell, app.html): before its first paint
// it loads the shell and nothing else that holds the paint back. The shell carries the app's
// frame and that frame's styles inline; its stylesheet's link is disabled (not fetched) until its
// script enables it once the frame is on screen; its scripts are inline ones, which ask for the
// entry and the screen's code once the frame is on screen too (the loader alone: at once). Counted:
// the shell, and any module script it names (none: it would run before the first paint when it
// arrives first).
const shell = readFileSync(join(dist, 'app.html'), 'utf8');
const blocking = [
  ...[...shell.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(
      (tag) =>
        attribute(tag, 'rel') === 'stylesheet' &&
        attribute(tag, 'media') !== 'print' &&
        !/\sdisabled[\s>]/.test(tag),
    ),
  ...[...shell.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(
      (tag) =>
        attribute(tag, 'src') &&
        attribute(tag, 'type') !== 'module' &&
        !/\s(?:async|defer)[\s>=]/.test(tag),
    ),
];
if (blocking.length > 0) {
  console.error(`check:budget: app.html holds its first paint back for: ${blocking.join(' ')}`);
  failed = true;
}
const shellModules = [...shell.matchAll(/<script\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src'))
  .map((tag) => attribute(tag, 'src').replace(/^\//, ''));
const shellKb = gzipSync(shell, { level: 9 }).length / 1000;
const beforeShellPaintKb = shellKb + shellModules.reduce((sum, file) => sum + sizeKb(file), 0);
console.log(`  ${shellKb.toFixed(2).padStart(8)} kB  app.html`);
for (const file of shellModules)
  console.log(`  ${sizeKb(file).toFixed(2).padStart(8)} kB  ${file}`);
console.log(
  `check:budget: what a cold /app/dashboard loads before its first paint: ` +
    `${beforeShellPaintKb.toFixed(2)} kB gzip (budget ${COLD_APP_BEFORE_PAINT_BUDGET_KB} kB: the ` +
    `app shell with its frame and the frame's styles; nothing else holds the paint back)`,
);
if (beforeShellPaintKb > COLD_APP_BEFORE_PAINT_BUDGET_KB) {
  console.error(
    `check:budget: a cold /app/dashboard before its first paint: over budget by ` +
      `${(beforeShellPaintKb - COLD_APP_BEFORE_PAINT_BUDGET_KB).toFixed(2)} kB`,
  );
  failed = true;
}
if (failed) process.exit(1);
