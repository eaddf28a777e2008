#!/usr/bin/env node
// Measures 'Keep and mix' (/app/generations/<ref>/keep-and-mix) on a 1600 x 1200 design with
// the original photo and another design of the same photo as layers, on the desktop and with
// Chromium's CPU 4x slower (DevTools' throttling: the page and its workers). Not a test: it
// prints figures and says whether each target is met ('TARGET MET' / 'TARGET MISSED'); its exit
// code is 0 whatever the figures (1 only when it could not measure).
//
// It builds nothing: run `npm run build` first (a demo-mode build, without VITE_API_BASE_URL),
// then `npm run measure:keep-and-mix`. Takes about a minute.
//
// What it measures:
//   - the full-size composite, made in the render worker (the canvas's data-render-ms, the
//     worker's own time): after three large lassos from two layers, 'Undo' replays everything
//     (all masks, their feathering and the composite at 1600 x 1200) and 'Redo' adds the last
//     lasso again (only its area): 10 of each, median and worst. Target: under 300 ms.
//   - painting: a 60-step brush stroke drawn with the mouse: the browser's Long Animation
//     Frames (every frame of 50 ms or more, as Chromium counts them) while drawing and in the
//     second after the release. Target: none while drawing. Also printed, as information: from
//     each requestAnimationFrame to a task posted from it (that includes input events queued
//     before the task, which Playwright sends faster than a hand).
/* global requestAnimationFrame -- in the functions that run in the page */
import { openDemoSession } from './demo-session.mjs';
import { seedLargeDesigns } from './large-designs.mjs';
import { printStats } from './timing-stats.mjs';

const WIDTH = 1600;
const HEIGHT = 1200;
const COMPOSITE_TARGET_MS = 300;
const FRAME_TARGET_MS = 50;
const STATS_LINE = { labelWidth: 34, count: true };
const STYLE = { name: 'Natural Accent', description: 'Native grasses and boulders.' };

/** Two designs of one 1600 x 1200 photo (the same file name: each other's layer). */
function seedDesigns(page) {
  const size = { width: WIDTH, height: HEIGHT };
  const design = (season) => ({
    create: {
      style: STYLE,
      fileInfo: [{ name: `yard-${WIDTH}x${HEIGHT}.jpg`, contentType: 'image/jpeg' }],
      inspirationFileInfo: [],
    },
    generate: {
      style: STYLE,
      settings: { season, weather: 'sunny', timeOfDay: 'morning', atmosphericEffect: 'calm' },
    },
    source: size,
  });
  return seedLargeDesigns(page, { designs: [design('summer'), design('winter')], final: size });
}

async function stageBox(page) {
  const box = await page.getByTestId('edit-stage').boundingBox();
  if (!box) throw new Error('No stage.');
  return box;
}

/** The worker's time for the picture the stage shows now, once it has changed from `before`. */
async function nextRenderMs(page, before) {
  const stage = page.getByTestId('edit-stage').locator('canvas').first();
  for (let tries = 0; tries < 400; tries += 1) {
    const value = await stage.getAttribute('data-render-ms');
    if (value !== null && value !== before) return Number(value);
    await page.waitForTimeout(10);
  }
  throw new Error('The edit was not made again.');
}

/** A lasso around [x0, y0]-[x1, y1] (fractions of the stage). */
async function lasso(page, [x0, y0, x1, y1]) {
  const box = await stageBox(page);
  const at = (x, y) => [box.x + box.width * x, box.y + box.height * y];
  await page.mouse.move(...at(x0, y0));
  await page.mouse.down();
  for (const corner of [at(x1, y0), at(x1, y1), at(x0, y1), at(x0, y0)]) {
    await page.mouse.move(...corner, { steps: 4 });
  }
  await page.mouse.up();
}

async function takeFrom(page, index) {
  const select = page.getByLabel('Take from');
  const value = await select.locator('option').nth(index).getAttribute('value');
  await select.selectOption(value);
}

/** Undo then Redo, `times` each: the worker's ms for each. */
async function undoRedo(page, times) {
  const undo = [];
  const redo = [];
  const stage = page.getByTestId('edit-stage').locator('canvas').first();
  for (let round = 0; round < times; round += 1) {
    let before = await stage.getAttribute('data-render-ms');
    await page.keyboard.press('Control+z');
    undo.push(await nextRenderMs(page, before));
    before = await stage.getAttribute('data-render-ms');
    await page.keyboard.press('Control+Shift+z');
    redo.push(await nextRenderMs(page, before));
  }
  return { undo, redo };
}

/** Starts recording frames in the page: each frame's main-thread time, and long frames. */
function startFrames(page) {
  return page.evaluate(() => {
    const record = { frames: [], long: [], running: true };
    Object.assign(globalThis, { keepAndMixFrames: record });
    record.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.long.push(entry.duration);
    });
    record.observer.observe({ type: 'long-animation-frame', buffered: false });
    const frame = (start) => {
      if (!record.running) return;
      setTimeout(() => record.frames.push(performance.now() - start), 0);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

function stopFrames(page) {
  return page.evaluate(() => {
    const record = globalThis.keepAndMixFrames;
    record.running = false;
    record.observer.disconnect();
    return { frames: record.frames, long: record.long };
  });
}

/**
 * A brush stroke of 60 mouse moves across the stage, a frame apart: the frames while drawing
 * (from the press to the last move), then those of the second after the release (the edit
 * made and painted, the stroke added to the history).
 */
async function paintStroke(page) {
  const box = await stageBox(page);
  await page.getByRole('button', { name: 'Brush' }).click();
  await page.waitForTimeout(300);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await startFrames(page);
  await page.mouse.down();
  for (let step = 1; step <= 60; step += 1) {
    await page.mouse.move(
      box.x + box.width * (0.2 + (0.6 * step) / 60),
      box.y + box.height * (0.6 + 0.1 * Math.sin(step / 6)),
    );
    await page.waitForTimeout(16);
  }
  const drawing = await stopFrames(page);
  await startFrames(page);
  await page.mouse.up();
  await page.waitForTimeout(1000);
  return { drawing, after: await stopFrames(page) };
}

function verdict(met) {
  return met ? 'TARGET MET' : 'TARGET MISSED';
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
}

async function measure(page, label) {
  const { undo, redo } = await undoRedo(page, 10);
  printStats(`${label}: full replay (Undo)`, undo, STATS_LINE);
  printStats(`${label}: one lasso more (Redo)`, redo, STATS_LINE);
  const { drawing, after } = await paintStroke(page);
  printStats(`${label}: rAF to task, painting`, drawing.frames, STATS_LINE);
  printStats(`${label}: rAF to task, after`, after.frames, STATS_LINE);
  const longest = Math.max(0, ...drawing.long);
  const longestAfter = Math.max(0, ...after.long);
  console.log(
    `${label}: composite median ${median(undo).toFixed(0)} ms (target ${COMPOSITE_TARGET_MS}): ` +
      `${verdict(median(undo) < COMPOSITE_TARGET_MS)}; frames of ${FRAME_TARGET_MS} ms or more ` +
      `while painting: ${drawing.long.length}${drawing.long.length ? ` (longest ${longest.toFixed(0)} ms)` : ''}: ` +
      `${verdict(drawing.long.length === 0)}; after the release: ${after.long.length}` +
      `${after.long.length ? ` (longest ${longestAfter.toFixed(0)} ms)` : ''}`,
  );
}

async function main() {
  const session = await openDemoSession('measure:keep-and-mix', { timeout: 60_000 });
  if (!session) return;
  const { baseUrl, page, context } = session;
  try {
    const seeded = await seedDesigns(page);
    const [edited] = seeded.designs;
    console.log(
      `seeded ${seeded.designs.length} designs of ${WIDTH}x${HEIGHT} in ${(seeded.totalMs / 1000).toFixed(1)} s`,
    );
    await page.goto(`${baseUrl}/app/generations/${edited.ref}/keep-and-mix`);
    await page.getByTestId('edit-stage').waitFor();
    await nextRenderMs(page, null);
    const layers = await page.getByLabel('Take from').locator('option').count();
    console.log(`editor open with ${layers} layers`);

    await page.getByRole('button', { name: 'Lasso' }).click();
    await takeFrom(page, 0);
    await lasso(page, [0.05, 0.05, 0.6, 0.6]);
    await takeFrom(page, Math.min(1, layers - 1));
    await lasso(page, [0.4, 0.4, 0.95, 0.95]);
    await takeFrom(page, 0);
    await lasso(page, [0.1, 0.5, 0.5, 0.9]);
    await page.waitForTimeout(1000);

    await measure(page, 'desktop');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await measure(page, 'CPU 4x slower');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await session.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
