#!/usr/bin/env node
// Measures the compare studio (/app/generations/compare) with 4 designs of 2560 x 1920 side by
// side while one pane is zoomed and panned and the other three follow: 60 synchronised steps
// (wheel zoom-ins at different points, the + and - keys, drags and arrow keys while zoomed in).
// Not a test: it prints figures and says whether the median frame time is under the 16 ms target
// (one frame at 60 Hz) with 'TARGET MET' or 'TARGET MISSED'; its exit code is 0 whatever the
// figures (1 only when it could not measure).
//
// It builds nothing: run `npm run build` first. It serves the existing dist/ (or the folder in
// MEASURE_DIST), which must be a demo-mode build, i.e. built without VITE_API_BASE_URL. Then
// `npm run measure:compare`. Takes about a minute.
//
// What it does: serves the build with `vite preview` on a free port, opens Chromium
// (playwright-core; CHROMIUM_PATH or /usr/bin/chromium) at 1280 x 800, signs in with the demo
// account and, through the in-browser demo API, creates 4 designs (the same 2560 x 1920 JPEG
// source photo, one season each), uploads the photo, starts them and waits until they are
// completed. The demo renderer paints its result at most DEMO_MAX_EDGE (1600 px) long, so the
// script then replaces each design's final image in the demo's storage (IndexedDB database
// 'yardvision-demo', store 'files', the key of the design's finalImageUrl) with a 2560 x 1920
// JPEG made from it in the page (scaled up, with a fine grain so it is as detailed as a photo),
// and checks that the storage now serves 2560 x 1920. It opens the studio with the 4 designs,
// waits until the 4 pictures are decoded (and prints their naturalWidth x naturalHeight), focuses
// the first pane's zoom viewport ([data-slot="zoom-viewport"]) and runs a short warm-up, then the
// 60 steps, each once the previous one's frame has been produced.
//
// What it measures, in the page, over the whole sequence, from requestAnimationFrame:
//   - frame time: for every frame in which a pane's picture moved, from the frame's start (the
//     rAF timestamp) to the end of its main-thread work (a task posted from the rAF callback
//     runs after the frame's style, layout, paint and commit): median, p95, frames over 16 ms;
//   - step to frame: from each step's input event to the end of the frame that shows it;
//   - frame intervals (rAF to rAF) while the steps ran, and how many frames came late (more
//     than 1.5 x 16.7 ms after the previous one), plus Long Animation Frames (50 ms or more);
// and finally whether all 4 panes ended with the same transform (synchronised).
/* global window, document, requestAnimationFrame, MutationObserver, getComputedStyle -- in the
   functions that run in the page */
import { openDemoSession } from './demo-session.mjs';
import { seedLargeDesigns } from './large-designs.mjs';
import { sleep } from './preview-server.mjs';
import { printStats } from './timing-stats.mjs';

const TARGET_MS = 16;
const WIDTH = 2560;
const HEIGHT = 1920;
const STEP_COUNT = 60;
/** How the timings are printed: labels padded to 30, each with how many values it had. */
const STATS_LINE = { labelWidth: 30, count: true };
const COMPARE_PATH = '/app/generations/compare';
const VIEWPORT_SELECTOR = '[data-slot="zoom-viewport"]';
/** A studio pane's picture (the pane's own slot, or any zoom viewport when it has none). */
const PANE_IMAGES = `[data-slot="compare-pane"] ${VIEWPORT_SELECTOR} img`;

/** The 4 designs: one style, a variation along the season axis, as the studio is used. */
const DESIGNS = [
  { season: 'spring', weather: 'sunny', timeOfDay: 'morning', atmosphericEffect: 'calm' },
  { season: 'summer', weather: 'sunny', timeOfDay: 'morning', atmosphericEffect: 'calm' },
  { season: 'fall', weather: 'sunny', timeOfDay: 'morning', atmosphericEffect: 'calm' },
  { season: 'winter', weather: 'sunny', timeOfDay: 'morning', atmosphericEffect: 'calm' },
];
const STYLE = {
  name: 'Refined Traditional',
  description: 'Gives the yard a classic look with clipped boxwood and symmetrical borders.',
};

/**
 * The 4 designs from one 2560 x 1920 source photo, each with a 2560 x 1920 final picture
 * (scripts/large-designs.mjs).
 */
function seedDesigns(page) {
  const size = { width: WIDTH, height: HEIGHT };
  return seedLargeDesigns(page, {
    designs: DESIGNS.map((settings, index) => ({
      create: {
        style: STYLE,
        fileInfo: [{ name: `yard-${WIDTH}x${HEIGHT}-${index + 1}.jpg`, contentType: 'image/jpeg' }],
        inspirationFileInfo: [],
      },
      generate: { style: STYLE, settings },
      source: size,
    })),
    final: size,
    timeoutMs: 90_000,
  });
}

/**
 * Waits until the studio shows 4 pane pictures, loaded and decoded; returns their sizes. Null
 * when the build has no compare studio (the address shows something else).
 */
async function waitForStudioImages(page) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(
      async ({ paneImages, viewportSelector }) => {
        let images = [...document.querySelectorAll(paneImages)];
        if (images.length === 0) {
          images = [...document.querySelectorAll(`${viewportSelector} img`)];
        }
        const ready = images.filter((image) => image.complete && image.naturalWidth > 0);
        if (images.length < 4 || ready.length < 4) {
          return { count: images.length, ready: ready.length, heading: document.title };
        }
        await Promise.all(images.map((image) => image.decode()));
        return {
          count: images.length,
          ready: ready.length,
          sizes: images.map((image) => ({
            natural: `${image.naturalWidth}x${image.naturalHeight}`,
            shown: `${Math.round(image.getBoundingClientRect().width)}x${Math.round(image.getBoundingClientRect().height)}`,
          })),
        };
      },
      { paneImages: PANE_IMAGES, viewportSelector: VIEWPORT_SELECTOR },
    );
    if (state.sizes) return state;
    await sleep(250);
  }
  const viewports = await page.locator(VIEWPORT_SELECTOR).count();
  if (viewports === 0) return null;
  throw new Error('The studio did not show 4 decoded pictures within 60 s.');
}

/**
 * Installs the in-page probe: a requestAnimationFrame loop that notes each frame's start, the
 * end of its main-thread work (a task posted from the callback) and whether a pane's picture
 * moved in it (the viewer writes `style.transform`; a MutationObserver notes the frame, by
 * document.timeline.currentTime, which is the frame's time while its callbacks run); the input
 * events that start the steps; and Long Animation Frames.
 */
function installProbe(page) {
  return page.evaluate(
    ({ paneImages, viewportSelector }) => {
      const probe = {
        recording: false,
        frames: [],
        moved: new Set(),
        inputs: [],
        longFrames: [],
      };
      window.__compareProbe = probe;
      let images = [...document.querySelectorAll(paneImages)];
      if (images.length === 0) images = [...document.querySelectorAll(`${viewportSelector} img`)];

      new MutationObserver(() => {
        if (!probe.recording) return;
        probe.moved.add(document.timeline.currentTime ?? performance.now());
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });

      const loop = (timestamp) => {
        if (probe.recording) {
          const frame = { start: timestamp, end: null };
          probe.frames.push(frame);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            frame.end = performance.now();
          };
          channel.port2.postMessage(null);
        }
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);

      for (const type of ['wheel', 'keydown', 'pointermove', 'pointerdown']) {
        window.addEventListener(
          type,
          (event) => {
            if (probe.recording && probe.armed) {
              probe.armed = false;
              probe.inputs.push({ type, time: event.timeStamp });
            }
          },
          { capture: true, passive: true },
        );
      }

      try {
        new PerformanceObserver((list) => {
          if (!probe.recording) return;
          for (const entry of list.getEntries()) {
            probe.longFrames.push({
              duration: entry.duration,
              blocking: entry.blockingDuration ?? 0,
            });
          }
        }).observe({ type: 'long-animation-frame', buffered: false });
      } catch {
        probe.longFramesUnsupported = true;
      }

      /** The transform each pane's picture ends with (computed), to check they match. */
      probe.transforms = () => images.map((image) => getComputedStyle(image).transform);
      probe.inlineTransforms = () => images.map((image) => image.style.transform);
    },
    { paneImages: PANE_IMAGES, viewportSelector: VIEWPORT_SELECTOR },
  );
}

/** Resolves in the page once two more frames have been produced (the step's frame, and one). */
function afterFrames(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        );
      }),
  );
}

/** Points inside the pane, as fractions of its box, that the wheel zooms about. */
const POINTS = [
  [0.3, 0.3],
  [0.7, 0.35],
  [0.5, 0.6],
  [0.25, 0.75],
  [0.8, 0.7],
  [0.45, 0.4],
];

/**
 * The steps: a repeating mix of wheel zoom-ins (and now and then out) at different points, the
 * + and - keys, drags and arrow keys while zoomed in. 60 of them; the sequence never resets, so
 * the panes end zoomed in and the synchronisation check means something.
 */
function buildSteps(count) {
  const pattern = [
    (i) => ({ kind: 'wheel', point: POINTS[i % POINTS.length], deltaY: -120 }),
    () => ({ kind: 'key', key: '+' }),
    (i) => ({ kind: 'drag', point: POINTS[(i + 2) % POINTS.length], dx: 60, dy: -40 }),
    () => ({ kind: 'key', key: 'ArrowLeft' }),
    (i) => ({ kind: 'wheel', point: POINTS[(i + 3) % POINTS.length], deltaY: -120 }),
    () => ({ kind: 'key', key: '-' }),
    (i) => ({ kind: 'drag', point: POINTS[(i + 4) % POINTS.length], dx: -80, dy: 50 }),
    () => ({ kind: 'key', key: 'ArrowDown' }),
    (i) => ({ kind: 'wheel', point: POINTS[(i + 1) % POINTS.length], deltaY: 120 }),
    () => ({ kind: 'key', key: 'ArrowRight' }),
    () => ({ kind: 'key', key: 'ArrowUp' }),
    (i) => ({ kind: 'wheel', point: POINTS[(i + 5) % POINTS.length], deltaY: -120 }),
  ];
  return Array.from({ length: count }, (_, i) => pattern[i % pattern.length](i));
}

/** Marks the next input event as the step's start. */
function arm(page) {
  return page.evaluate(() => {
    window.__compareProbe.armed = true;
  });
}

async function runStep(page, box, step) {
  if (step.kind === 'key') {
    await arm(page);
    await page.keyboard.press(step.key);
  } else {
    const x = box.x + box.width * step.point[0];
    const y = box.y + box.height * step.point[1];
    await page.mouse.move(x, y);
    if (step.kind === 'wheel') {
      await arm(page);
      await page.mouse.wheel(0, step.deltaY);
    } else {
      await page.mouse.down();
      // The step starts with the drag's first move.
      await arm(page);
      await page.mouse.move(x + step.dx, y + step.dy, { steps: 6 });
      await page.mouse.up();
    }
  }
  await afterFrames(page);
}

async function main() {
  const session = await openDemoSession('measure:compare', { timeout: 30_000 });
  if (!session) return;
  const { baseUrl, page } = session;
  try {
    const seeded = await seedDesigns(page);
    console.log(
      `seeded ${seeded.designs.length} completed designs in ${(seeded.totalMs / 1000).toFixed(1)} s ` +
        `(generated by the demo API in ${(seeded.generatedMs / 1000).toFixed(1)} s):`,
    );
    for (const design of seeded.designs) {
      const size = ({ width, height, bytes }) =>
        `${width}x${height} (${(bytes / 1024 / 1024).toFixed(2)} MB)`;
      console.log(
        `  ${design.ref}  ${String(design.settings?.season).padEnd(7)} source ${size(design.source)}, ` +
          `final ${size(design.final)} (the demo painted ${design.rendered.width}x${design.rendered.height})`,
      );
    }
    const wrongSize = seeded.designs.filter(
      (design) =>
        design.final.width !== WIDTH ||
        design.final.height !== HEIGHT ||
        design.source.width !== WIDTH ||
        design.source.height !== HEIGHT,
    );
    if (wrongSize.length > 0)
      throw new Error(`${wrongSize.length} designs are not ${WIDTH}x${HEIGHT}.`);

    const refs = seeded.designs.map((design) => design.ref);
    const studioUrl = `${baseUrl}${COMPARE_PATH}?ids=${refs.join(',')}`;
    await page.goto(studioUrl);
    const shown = await waitForStudioImages(page);
    if (!shown) {
      console.log(
        `\n${COMPARE_PATH} shows no zoom viewport in this build (is the compare studio in it?): ` +
          'nothing to measure. TARGET NOT MEASURED',
      );
      return;
    }
    console.log(
      `\nstudio ${COMPARE_PATH}?ids=${refs.join(',')} at 1280x800, ${shown.count} pictures:`,
    );
    shown.sizes.forEach((size, index) =>
      console.log(
        `  pane ${index + 1}: naturalWidth x naturalHeight ${size.natural}, shown ${size.shown}`,
      ),
    );

    const viewport = page
      .locator(PANE_IMAGES)
      .first()
      .locator(`xpath=ancestor::*[@data-slot="zoom-viewport"][1]`);
    await viewport.focus();
    const box = await viewport.boundingBox();
    if (!box) throw new Error('The first pane is not laid out.');
    await installProbe(page);

    // Warm-up, unmeasured: the first zoom pays for decoding at a new scale and JIT warm-up.
    for (const step of buildSteps(4)) await runStep(page, box, step);
    await viewport.focus();
    await page.keyboard.press('0');
    await afterFrames(page);

    const steps = buildSteps(STEP_COUNT);
    await page.evaluate(() => {
      window.__compareProbe.armed = false;
      window.__compareProbe.recording = true;
    });
    const started = Date.now();
    for (const step of steps) await runStep(page, box, step);
    const result = await page.evaluate(() => {
      const probe = window.__compareProbe;
      probe.recording = false;
      return {
        frames: probe.frames.filter((frame) => frame.end !== null),
        moved: [...probe.moved],
        inputs: probe.inputs,
        longFrames: probe.longFrames,
        longFramesUnsupported: Boolean(probe.longFramesUnsupported),
        transforms: probe.transforms(),
        inlineTransforms: probe.inlineTransforms(),
      };
    });
    const seconds = (Date.now() - started) / 1000;

    // A frame moved the pictures when a transform was written while it ran (same frame time).
    const frames = result.frames.map((frame) => ({
      ...frame,
      work: frame.end - frame.start,
      moved: result.moved.some((time) => Math.abs(time - frame.start) < 1),
    }));
    const movedFrames = frames.filter((frame) => frame.moved);
    const intervals = frames.slice(1).map((frame, i) => frame.start - frames[i].start);
    const late = intervals.filter((ms) => ms > 1.5 * (1000 / 60));
    // Each step's input to the end of the first frame after it in which the pictures moved.
    const stepToFrame = result.inputs.flatMap((input) => {
      const frame = movedFrames.find((candidate) => candidate.start >= input.time - 1);
      return frame ? [frame.end - input.time] : [];
    });

    const counts = steps.reduce((all, step) => {
      const name = step.kind === 'key' ? `'${step.key}'` : step.kind;
      all[name] = (all[name] ?? 0) + 1;
      return all;
    }, {});
    console.log(
      `\n${steps.length} synchronised steps on pane 1 in ${seconds.toFixed(1)} s (` +
        Object.entries(counts)
          .map(([name, n]) => `${n} ${name}`)
          .join(', ') +
        `): ${frames.length} frames, ${movedFrames.length} in which the pictures moved`,
    );
    const frameTime = printStats(
      'frame time (pictures moved)',
      movedFrames.map((f) => f.work),
      STATS_LINE,
    );
    printStats(
      'frame time (every frame)',
      frames.map((f) => f.work),
      STATS_LINE,
    );
    printStats('step input → its frame done', stepToFrame, STATS_LINE);
    printStats('frame interval (rAF → rAF)', intervals, STATS_LINE);
    const over = movedFrames.filter((frame) => frame.work > TARGET_MS).length;
    console.log(
      `  frames over ${TARGET_MS} ms: ${over} of ${movedFrames.length} in which the pictures moved; ` +
        `${late.length} of ${intervals.length} frames came late (over 25 ms after the previous one)`,
    );
    console.log(
      result.longFramesUnsupported
        ? '  Long Animation Frames: not supported by this Chromium'
        : `  Long Animation Frames (50 ms or more): ${result.longFrames.length}` +
            (result.longFrames.length
              ? ` (${result.longFrames.map((entry) => Math.round(entry.duration)).join(', ')} ms)`
              : ''),
    );

    const synchronised = result.transforms.every((transform) => transform === result.transforms[0]);
    console.log(
      `\nall ${result.transforms.length} panes end with the same transform: ` +
        `${synchronised ? 'yes' : 'NO'} (${[...new Set(result.inlineTransforms)].join(' | ')})`,
    );

    if (!frameTime) {
      console.log('\nno frame in which the pictures moved was recorded: TARGET MISSED');
      return;
    }
    console.log(
      `\nmedian frame time ${frameTime.median.toFixed(1)} ms, p95 ${frameTime.p95.toFixed(1)} ms: ` +
        (frameTime.median < TARGET_MS && synchronised
          ? `under the ${TARGET_MS} ms target, panes synchronised. TARGET MET`
          : `${frameTime.median < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms target` +
            `${synchronised ? '' : ', panes NOT synchronised'}. TARGET MISSED`),
    );
  } finally {
    await session.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
