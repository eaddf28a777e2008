import { existsSync, rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { buildWithApi, type ApiBuild } from '../e2e/api-build';
import { freePort, HOST, serveWithNginx, type Site } from '../e2e/nginx-server';
import { PROBLEM_RECORDER } from './in-page';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the demo build (dist/) is served, with the problem recorder in every page. */
    engineSiteURL: string;
    /** A build with an API (its own service worker), for the tests of working offline. */
    apiBuild: { dist: string; apiPort: number };
  }
}

let site: Site | undefined;
let build: ApiBuild | undefined;

function killOnExit() {
  site?.child.kill('SIGKILL');
  if (site) rmSync(site.prefix, { recursive: true, force: true });
  build?.remove();
}

/** Serves dist/ through the deploy/ nginx site for the whole run, as the Chromium suite does. */
export async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error('dist/index.html is missing: build the app first (`npm run build`).');
  }
  process.once('exit', killOnExit);
  site = await serveWithNginx({ firstScript: PROBLEM_RECORDER });
  project.provide('engineSiteURL', site.url);
  // The API's address is built into the app: its port is chosen now, the test files serve it.
  const apiPort = await freePort();
  // Its site, as the one above, serves no Brotli copies (serveWithNginx's firstScript).
  build = buildWithApi(`http://${HOST}:${apiPort}`, { brotli: false });
  project.provide('apiBuild', { dist: build.outDir, apiPort });
}

export async function teardown() {
  process.off('exit', killOnExit);
  await site?.close();
  site = undefined;
  build?.remove();
  build = undefined;
}
