import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { inject } from 'vitest';

import { root } from './nginx-server';

/**
 * A build with VITE_API_BASE_URL set (no demo mode: no mock API, its own service worker).
 *
 * The files of a run that test the same API share one build of it (made by the first, kept in
 * the run's folder from global-setup.ts, removed at its end): the build takes longer than many
 * of the tests. A test that changes a file of it (a new deploy) puts it back when it is done.
 * `remove()` deletes a build only when it is not shared.
 */

const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

export type ApiBuild = { outDir: string; remove: () => void };

function build(api: string, outDir: string) {
  const built = spawnSync(viteBin, ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    // The test runner's NODE_ENV (test) would make a development build: this one is production.
    env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: api, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  }
}

/** A build of its own, in a temporary folder. */
function buildAlone(api: string): ApiBuild {
  const outDir = mkdtempSync(join(tmpdir(), 'yardvision-api-build-'));
  build(api, outDir);
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The run's folder of shared builds, from a test file; none outside one (a global setup). */
function sharedBuildsDir(): string | undefined {
  try {
    return inject('apiBuildsDir');
  } catch {
    // Vitest's `inject` works only in a test file's worker.
    return undefined;
  }
}

export function buildWithApi(api: string): ApiBuild {
  const shared = sharedBuildsDir();
  if (!shared) return buildAlone(api);
  const outDir = join(shared, createHash('sha256').update(api).digest('hex').slice(0, 16));
  if (!existsSync(join(outDir, 'index.html'))) {
    // Built beside it and moved into place whole: a folder that is there is complete.
    mkdirSync(shared, { recursive: true });
    const partial = mkdtempSync(join(shared, 'partial-'));
    build(api, partial);
    try {
      renameSync(partial, outDir);
    } catch (error) {
      // Another file of the run built it meanwhile: theirs is as good.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(join(outDir, 'index.html'))) throw error;
    }
  }
  return { outDir, remove: () => {} };
}
