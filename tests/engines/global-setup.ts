import { existsSync, rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { serveWithNginx, type Site } from '../e2e/nginx-server';
import { PROBLEM_RECORDER } from './in-page';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the demo build (dist/) is served, with the problem recorder in every page. */
    engineSiteURL: string;
  }
}

let site: Site | undefined;

function killOnExit() {
  site?.child.kill('SIGKILL');
  if (site) rmSync(site.prefix, { recursive: true, force: true });
}

/** Serves dist/ through the deploy/ nginx site for the whole run, as the Chromium suite does. */
export async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error('dist/index.html is missing: build the app first (`npm run build`).');
  }
  process.once('exit', killOnExit);
  site = await serveWithNginx({ firstScript: PROBLEM_RECORDER });
  project.provide('engineSiteURL', site.url);
}

export async function teardown() {
  process.off('exit', killOnExit);
  await site?.close();
  site = undefined;
}
