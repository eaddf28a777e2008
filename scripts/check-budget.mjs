#!/usr/bin/env node
// Fails when the JavaScript that `/` loads up front is over budget: the code every page runs
// before anything else. (`/` is prerendered, so it paints before any of it has run; the landing's
// own screen code and React Query are lazy chunks, outside this figure.)
// It counts, gzipped: the module scripts of dist/index.html (the entry chunk), every chunk those
// import statically (transitively, from Vite's manifest), and every modulepreload link.
// Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error('check:budget: dist/.vite/manifest.json is missing; run `npm run build` first.');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const files = new Set();
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

function addWithStaticImports(file) {
  if (files.has(file)) return;
  files.add(file);
  const chunk = byFile.get(file);
  for (const key of chunk?.imports ?? []) addWithStaticImports(manifest[key].file);
}

const attribute = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
  const src = attribute(tag, 'src');
  if (src && attribute(tag, 'type') === 'module') addWithStaticImports(src.replace(/^\//, ''));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
  const href = attribute(tag, 'href');
  if (href && attribute(tag, 'rel') === 'modulepreload')
    addWithStaticImports(href.replace(/^\//, ''));
}

if (files.size === 0) {
  console.error('check:budget: found no module script in dist/index.html.');
  process.exit(1);
}

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
}
const totalKb = total / 1000;
console.log(
  `check:budget: JavaScript that / loads up front is ${totalKb.toFixed(2)} kB gzip ` +
    `(budget ${BUDGET_KB} kB, ${files.size} file${files.size === 1 ? '' : 's'})`,
);
if (totalKb > BUDGET_KB) {
  console.error(`check:budget: over budget by ${(totalKb - BUDGET_KB).toFixed(2)} kB`);
  process.exit(1);
}
