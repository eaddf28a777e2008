import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

let server: ChildProcess | undefined;

/** A TCP port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port.'));
      });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `vite preview` on `port`; resolves once it answers, rejects if it exits first. */
async function startPreview(port: number): Promise<ChildProcess> {
  const child = spawn(
    viteBin,
    ['preview', '--host', HOST, '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: string | undefined;
  child.on('exit', (code, signal) => (exited = `exited with ${signal ?? String(code)}`));
  child.on('error', (error) => (exited = `failed to start: ${error.message}`));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`vite preview ${exited}:\n${output}`);
    try {
      const response = await fetch(`http://${HOST}:${port}/`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop(child);
  throw new Error(`vite preview did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** Ends the server: SIGTERM, then SIGKILL if it has not exited after 5 s. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

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

  let lastError: unknown;
  // The free port could be taken between probing and binding: try a few times.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    try {
      server = await startPreview(port);
      project.provide('baseURL', `http://${HOST}:${port}`);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export async function teardown() {
  process.off('exit', killOnExit);
  if (server) await stop(server);
  server = undefined;
}
