#!/usr/bin/env node
// Checks in Chromium that the demo renderer paints every variation visibly differently: for each
// axis (season, weather, time of day, atmosphere) it paints the sample photo once per value, the
// other settings at their defaults and the style fixed, and for the styles once per catalogue
// style and 'Custom Style' (default settings). It then compares every pair of one axis on the two
// images shrunk to 160 x 120, i.e. what differs at a glance: the mean absolute difference per
// colour channel (0 to 255; a different colour grade shows here) and the share of the picture
// that changed clearly (a channel off by more than 40; a motif shows here). A pair looks alike
// when both are small (under MIN_MEAN and MIN_CHANGED). Prints each axis's closest pairs and
// fails (exit code 1) when a pair looks alike. Also reports how long a paint takes at the demo's
// output size.
//
// Run: `node scripts/check-demo-looks.mjs` (about half a minute; no build needed: it serves
// scripts/harness/demo-looks.html with Vite's dev server). DEMO_LOOKS_OUT=<folder> also writes
// one PNG per painted look there, to look at.
/* global window -- in the functions that run in the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startDevServer } from './preview-server.mjs';

const HARNESS = '/scripts/harness/demo-looks.html';
const OUT_DIR = process.env.DEMO_LOOKS_OUT;
/** Two values of one axis look alike below both: a mean difference per channel (0 to 255)... */
const MIN_MEAN = 12;
/** ...and a share of the picture that changed clearly. */
const MIN_CHANGED = 0.1;
const STYLE = { name: 'Gentle Modern', description: 'Clean lines with soft, low planting.' };
const SEED = 'look-check';

/** Paints each variation, returns the paint times, and saves them when DEMO_LOOKS_OUT is set. */
async function paintAll(page, variations) {
  const times = [];
  for (const { id, settings, style } of variations) {
    times.push(
      await page.evaluate(
        ({ id, settings, style, seed }) => window.paintLook(id, settings, style, seed),
        { id, settings, style, seed: SEED },
      ),
    );
    if (OUT_DIR) {
      const dataUrl = await page.evaluate((id) => window.lookImage(id), id);
      const name = id.replace(/[^\w-]+/g, '-').toLowerCase();
      writeFileSync(join(OUT_DIR, `${name}.png`), Buffer.from(dataUrl.split(',')[1], 'base64'));
    }
  }
  return times;
}

/** Every pair of the variations with its distances, the closest (nearest the bars) first. */
async function pairDistances(page, ids) {
  const pairs = [];
  for (let i = 0; i < ids.length; i += 1) {
    for (let j = i + 1; j < ids.length; j += 1) {
      const { mean, changed } = await page.evaluate(
        ([a, b]) => window.lookDistance(a, b),
        [ids[i], ids[j]],
      );
      // How far the pair is past the nearer of the two bars (1 = exactly at it).
      const score = Math.max(mean / MIN_MEAN, changed / MIN_CHANGED);
      pairs.push({ a: ids[i], b: ids[j], mean, changed, score });
    }
  }
  return pairs.sort((x, y) => x.score - y.score);
}

async function main() {
  if (OUT_DIR) mkdirSync(OUT_DIR, { recursive: true });
  let server;
  let browser;
  let failed = false;
  try {
    server = await startDevServer(HARNESS);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${server.baseUrl}${HARNESS}`);
    await page.waitForFunction(() => window.harnessReady === true, null, { timeout: 60_000 });
    const axes = await page.evaluate(() => window.lookAxes);

    const groups = [
      ...['season', 'weather', 'timeOfDay', 'atmosphericEffect'].map((axis) => ({
        axis,
        variations: axes[axis].map((value) => ({
          id: `${axis}:${value}`,
          settings: { ...axes.defaults, [axis]: value },
          style: STYLE,
        })),
      })),
      {
        axis: 'style',
        variations: axes.styles.map((style) => ({
          id: `style:${style.name}`,
          settings: axes.defaults,
          style,
        })),
      },
    ];

    const allTimes = [];
    console.log(
      `Closest pairs per axis: mean difference per channel (0-255) and share of the picture ` +
        `changed clearly; a pair looks alike under both ${MIN_MEAN} and ${MIN_CHANGED * 100} %:`,
    );
    for (const { axis, variations } of groups) {
      allTimes.push(...(await paintAll(page, variations)));
      const pairs = await pairDistances(
        page,
        variations.map((variation) => variation.id),
      );
      const closest = pairs.slice(0, axis === 'style' ? 5 : 3);
      const tooClose = pairs.filter((pair) => pair.score < 1);
      if (tooClose.length > 0) failed = true;
      const strip = (id) => id.slice(id.indexOf(':') + 1);
      console.log(
        `  ${axis.padEnd(18)} ${String(variations.length).padStart(2)} values, ${String(pairs.length).padStart(4)} pairs, ` +
          `smallest mean ${Math.min(...pairs.map((p) => p.mean)).toFixed(1)}, ` +
          `smallest change ${(Math.min(...pairs.map((p) => p.changed)) * 100).toFixed(1)} %` +
          (tooClose.length ? `  ${tooClose.length} TOO CLOSE` : ''),
      );
      for (const pair of closest) {
        console.log(
          `      mean ${pair.mean.toFixed(1).padStart(5)}  changed ${(pair.changed * 100).toFixed(1).padStart(5)} %  ` +
            `${strip(pair.a)} / ${strip(pair.b)}`,
        );
      }
      await page.evaluate(() => window.forgetLooks());
    }
    const sorted = [...allTimes].sort((a, b) => a - b);
    console.log(
      `\nPaint time at the demo's output size (${allTimes.length} paints): median ` +
        `${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
    );
    if (OUT_DIR) console.log(`Images in ${OUT_DIR}`);
    console.log(failed ? '\nSOME VARIATIONS LOOK ALIKE' : '\nEvery variation looks different.');
  } finally {
    await browser?.close();
    await server?.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
