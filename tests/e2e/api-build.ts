import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { root } from './nginx-server';

/**
 * A build with VITE_API_BASE_URL set (no demo mode: no mock API, its own service worker),
 * made into a temporary folder for a test file. `remove()` deletes it.
 */

const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

export type ApiBuild = { outDir: string; remove: () => void };

export function buildWithApi(api: string): ApiBuild {
  const outDir = mkdtempSync(join(tmpdir(), 'yardvision-api-build-'));
  const build = spawnSync(viteBin, ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    // The test runner's NODE_ENV (test) would make a development build: this one is production.
    env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: api, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
