import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { serveWithNginx, type Site } from './nginx-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** Where the run keeps the builds with an API its files share (api-build.ts). */
    apiBuildsDir: string;
  }
}

let site: Site | undefined;
let apiBuildsDir: string | undefined;

/** Last resort if the test process dies without teardown running. */
function killOnExit() {
  site?.child.kill('SIGKILL');
  if (site) rmSync(site.prefix, { recursive: true, force: true });
  if (apiBuildsDir) rmSync(apiBuildsDir, { recursive: true, force: true });
}

/** Serves dist/ through the production nginx site (deploy/) for the whole run. */
export async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error(
      'dist/index.html is missing: build the app first (`npm run build`, or use `npm run test:e2e`, which builds).',
    );
  }
  process.once('exit', killOnExit);

  site = await serveWithNginx();
  project.provide('baseURL', site.url);
  apiBuildsDir = mkdtempSync(join(tmpdir(), 'yardvision-api-builds-'));
  project.provide('apiBuildsDir', apiBuildsDir);
}

export async function teardown() {
  process.off('exit', killOnExit);
  await site?.close();
  site = undefined;
  if (apiBuildsDir) rmSync(apiBuildsDir, { recursive: true, force: true });
  apiBuildsDir = undefined;
}
