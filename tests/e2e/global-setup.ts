import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { servePreview, stop } from './preview-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
  }
}

let server: ChildProcess | undefined;

/** Last resort if the test process dies without teardown running. */
function killOnExit() {
  server?.kill('SIGKILL');
}

export async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error(
      'dist/index.html is missing: build the app first (`npm run build`, or use `npm run test:e2e`, which builds).',
    );
  }
  process.once('exit', killOnExit);

  const preview = await servePreview();
  server = preview.child;
  project.provide('baseURL', preview.url);
}

export async function teardown() {
  process.off('exit', killOnExit);
  if (server) await stop(server);
  server = undefined;
}
