#!/usr/bin/env node
// Measures photo preparation in Chromium: a 12 MP phone photo (3.5 MB JPEG) prepared 5 times by
// the real preparer, through scripts/harness/prepare-photo.html on Vite's dev server.
// The first run includes starting the worker, so it is reported apart from the warm runs.
// Targets: the warm median under 400 ms, and the upload at most 25 % of the original's bytes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
// CI checks the project out beside ../shared, whatever the checkout's directory is called.
const photoPath = fileURLToPath(
  new URL('../../shared/fixtures/images/phone-12mp.jpg', import.meta.url),
);
const viteBin = fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url));
const HOST = '127.0.0.1';
const RUNS = 5;
const TARGET_MS = 400;
const TARGET_RATIO = 0.25;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startDevServer(port) {
  const child = spawn(viteBin, ['--port', String(port), '--strictPort', '--host', HOST], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  let exited;
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  child.on('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
  child.on('error', (error) => (exited = `failed to start: ${error.message}`));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`vite ${exited}:\n${output}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/scripts/harness/prepare-photo.html`)).ok) {
        return child;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`vite did not answer within 30 s:\n${output}`);
}

function stopDevServer(child) {
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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const mark = (ok) => (ok ? 'within target' : 'OVER TARGET');

async function main() {
  const photo = readFileSync(photoPath);
  const port = await freePort();
  const server = await startDevServer(port);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage();
    await page.goto(`http://${HOST}:${port}/scripts/harness/prepare-photo.html`);
    await page.waitForFunction(() => globalThis.harnessReady === true);

    const base64 = photo.toString('base64');
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await page.evaluate(
        ([bytes, name]) => globalThis.preparePhoto(bytes, name, 'image/jpeg'),
        [base64, 'phone-12mp.jpg'],
      );
      if (result.error) throw new Error(`The photo was rejected: ${result.error}`);
      runs.push(result);
    }

    const [cold, ...warm] = runs;
    const warmMs = median(warm.map((run) => run.ms));
    const ratio = cold.bytesAfter / cold.bytesBefore;
    console.log(`phone-12mp.jpg → ${cold.width}x${cold.height} ${cold.type} (${RUNS} runs)`);
    console.log(`  cold (worker start-up included): ${cold.ms.toFixed(0)} ms`);
    console.log(
      `  warm median of ${warm.length}: ${warmMs.toFixed(0)} ms ` +
        `[${warm.map((run) => run.ms.toFixed(0)).join(', ')}] ` +
        `(target < ${TARGET_MS} ms: ${mark(warmMs < TARGET_MS)})`,
    );
    console.log(
      `  bytes: ${cold.bytesBefore} (${kb(cold.bytesBefore)}) → ${cold.bytesAfter} ` +
        `(${kb(cold.bytesAfter)}), ${(ratio * 100).toFixed(1)} % ` +
        `(target <= ${TARGET_RATIO * 100} %: ${mark(ratio <= TARGET_RATIO)})`,
    );
    if (warmMs >= TARGET_MS || ratio > TARGET_RATIO) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopDevServer(server);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
