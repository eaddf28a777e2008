import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Starting and stopping `vite preview` for the browser tests. */

export const root = fileURLToPath(new URL('../../', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
export const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
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
export async function startPreview(port: number, outDir = 'dist'): Promise<ChildProcess> {
  const child = spawn(
    viteBin,
    ['preview', '--host', HOST, '--port', String(port), '--strictPort', '--outDir', outDir],
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
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Serves `outDir` with `vite preview` on a free loopback port; returns the server and its URL. */
export async function servePreview(outDir = 'dist'): Promise<{ child: ChildProcess; url: string }> {
  let lastError: unknown;
  // The free port could be taken between probing and binding: try a few times.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    try {
      const child = await startPreview(port, outDir);
      return { child, url: `http://${HOST}:${port}` };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
