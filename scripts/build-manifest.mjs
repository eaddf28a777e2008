// Reading Vite's build manifest (dist/.vite/manifest.json): which chunks a chunk pulls in.
// Used by the build (vite.config.ts: what the app shell preloads) and by check-budget.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module that starts the app, loaded by src/main.tsx. */
export const APP_START_MODULE = 'src/app/start.tsx';

/**
 * @typedef {{ file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }} ManifestChunk
 * @typedef {Partial<Record<string, ManifestChunk>>} BuildManifest
 */

/**
 * The manifest of the build in `outDir`.
 * @param {string} outDir
 * @returns {BuildManifest}
 */
export function readBuildManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/**
 * The chunk files `files`, and every chunk they import statically, transitively.
 * @param {BuildManifest} manifest
 * @param {Iterable<string>} files chunk files, relative to the build folder
 * @returns {Set<string>}
 */
export function withStaticImports(manifest, files) {
  const byFile = new Map(
    Object.values(manifest).flatMap((chunk) => (chunk ? [[chunk.file, chunk]] : [])),
  );
  const found = new Set();
  const visit = (/** @type {string} */ file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  for (const file of files) visit(file);
  return found;
}

/**
 * The chunk file of the source module `source`; throws when the build has none.
 * @param {BuildManifest} manifest
 * @param {string} source
 */
export function chunkFileOf(manifest, source) {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build has no chunk for ${source}.`);
  return chunk.file;
}
