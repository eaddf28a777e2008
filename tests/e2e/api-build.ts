import { spawn, spawnSync } from 'node:child_process';
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
 * The files of a run that test the same API share one build of it, kept in the run's folder
 * from global-setup.ts (removed at its end): the build costs a minute of CPU, more than most
 * files' tests. The first file that asks makes it (it holds the build's lock, a folder only one
 * can create); a file that asks meanwhile, in another worker, waits for it. A test that changes
 * a file of it (a new deploy) puts it back when it is done. `remove()` deletes a build only when
 * it is not shared.
 */

const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ApiBuild = { outDir: string; remove: () => void };

function buildEnv(api: string, brotli = true): NodeJS.ProcessEnv {
  // The test runner's NODE_ENV (test) would make a development build: this one is production.
  return {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_BASE_URL: api,
    NO_COLOR: '1',
    ...(brotli ? {} : { BUILD_BROTLI: 'off' }),
  };
}

/** Builds the app for `api` into `outDir` (a child process: the worker's events go on). */
async function build(api: string, outDir: string) {
  const child = spawn(viteBin, ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    env: buildEnv(api),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  if (status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed (${String(status)}):\n${output}`);
  }
}

/**
 * A build of its own, in a temporary folder, made before this returns (a global setup's).
 * `brotli: false` for a site that serves no Brotli copies: the build makes none (7 CPU-s).
 */
export function buildWithApi(api: string, { brotli = true } = {}): ApiBuild {
  const outDir = mkdtempSync(join(tmpdir(), 'yardvision-api-build-'));
  const built = spawnSync(viteBin, ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    env: buildEnv(api, brotli),
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  }
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** A build of its own, in a temporary folder. */
async function buildAlone(api: string): Promise<ApiBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'yardvision-api-build-'));
  await build(api, outDir);
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

/** Longest a file waits for another one's build of the same API. */
const WAIT_FOR_BUILD_MS = 240_000;

/**
 * The run's build for `api`, shared by the files that test it (from a test file; elsewhere a
 * build of its own).
 */
export async function sharedApiBuild(api: string): Promise<ApiBuild> {
  const shared = sharedBuildsDir();
  if (!shared) return buildAlone(api);
  const name = createHash('sha256').update(api).digest('hex').slice(0, 16);
  const outDir = join(shared, name);
  const lock = join(shared, `${name}.building`);
  const failed = join(shared, `${name}.failed`);
  const done = () => existsSync(join(outDir, 'index.html'));
  mkdirSync(shared, { recursive: true });

  let building = false;
  try {
    mkdirSync(lock);
    building = true;
  } catch {
    // Another file of the run is making it (or has made it).
  }
  if (building) {
    if (!done()) {
      // Built beside it and moved into place whole: a folder that is there is complete.
      const partial = mkdtempSync(join(shared, 'partial-'));
      try {
        await build(api, partial);
        renameSync(partial, outDir);
      } catch (error) {
        rmSync(partial, { recursive: true, force: true });
        // The files waiting for it fail with this, rather than waiting in vain.
        mkdirSync(failed, { recursive: true });
        throw error;
      }
    }
    return { outDir, remove: () => {} };
  }

  const deadline = Date.now() + WAIT_FOR_BUILD_MS;
  while (!done()) {
    if (existsSync(failed)) throw new Error(`The build for ${api} failed in another test file.`);
    if (Date.now() > deadline) {
      throw new Error(`The build for ${api} (another test file makes it) took too long.`);
    }
    await sleep(250);
  }
  return { outDir, remove: () => {} };
}
