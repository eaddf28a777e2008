#!/usr/bin/env node
// Measures photo preparation in Chromium: a 12 MP phone photo (3.5 MB JPEG) prepared 5 times by
// the real preparer, through scripts/harness/prepare-photo.html on Vite's dev server.
// The first run includes starting the worker, so it is reported apart from the warm runs.
// Targets: the warm median under 400 ms, and the upload at most 25 % of the original's bytes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startDevServer } from './preview-server.mjs';

// CI checks the project out beside ../shared, whatever the checkout's directory is called.
const photoPath = fileURLToPath(
  new URL('../../shared/fixtures/images/phone-12mp.jpg', import.meta.url),
);
const HARNESS = '/scripts/harness/prepare-photo.html';
const RUNS = 5;
const TARGET_MS = 400;
const TARGET_RATIO = 0.25;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const mark = (ok) => (ok ? 'within target' : 'OVER TARGET');

async function main() {
  const photo = readFileSync(photoPath);
  const server = await startDevServer(HARNESS);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}${HARNESS}`);
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
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
