// Serving the app to the scripts here on a free loopback port, with Vite: `vite preview` of a
// build (measure:list-filter, measure:compare), or Vite's dev server for a page in
// scripts/harness/ (no build needed).
// Each start returns the address and a stop(); until it is stopped, SIGINT or SIGTERM to the
// script kills the server too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const VITE = fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url));
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

/** The build `vite preview` serves: the folder in MEASURE_DIST (to compare another), else dist/. */
const PREVIEW_DIST = process.env.MEASURE_DIST ?? 'dist';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on right now (the OS picks it). */
function freePort() {
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

/**
 * Whether PREVIEW_DIST holds a build. If not, says so on stderr as `script` (e.g.
 * 'measure:compare') and sets the exit code to 1.
 */
export function hasBuild(script) {
  if (existsSync(resolve(ROOT, PREVIEW_DIST, 'index.html'))) return true;
  console.error(`${script}: ${PREVIEW_DIST}/index.html is missing; run \`npm run build\` first.`);
  process.exitCode = 1;
  return false;
}

/** Ends a process: SIGTERM, then SIGKILL if it has not exited after 5 s. */
function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts Vite with `args` (plus a free port and HOST) and waits until `readyPath` answers 200.
 * `name` names it in errors. Returns { baseUrl, pid, stop }.
 */
async function startVite(name, args, readyPath) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn(VITE, [...args, '--host', HOST, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  let exited;
  child.on('exit', (code, signal) => (exited = `exited with ${signal ?? String(code)}`));
  child.on('error', (error) => (exited = `failed to start: ${error.message}`));

  const stopOnSignal = () => {
    child.kill('SIGKILL');
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const release = () => {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      release();
      throw new Error(`${name} ${exited}:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}${readyPath}`);
      if (response.ok) {
        const stop = () => {
          release();
          return stopProcess(child);
        };
        return { baseUrl, pid: child.pid, stop };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  release();
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** Serves the build in PREVIEW_DIST with `vite preview`. */
export function startPreview() {
  return startVite('vite preview', ['preview', '--outDir', PREVIEW_DIST], '/');
}

/** Serves the project with Vite's dev server, ready once `readyPath` (e.g. a harness page) loads. */
export function startDevServer(readyPath) {
  return startVite('vite', [], readyPath);
}
