#!/usr/bin/env node
// Measures how quickly the generation list (/app/generations) answers a keystroke in its search
// box when the organization has 1,000 designs. Not a test: it prints figures and says whether the
// median keystroke-to-paint time is under the 16 ms target (one frame at 60 Hz).
//
// It builds nothing: run `npm run build` first. It serves the existing dist/ (or the folder in
// MEASURE_DIST, to compare another build), which must be a demo-mode build, i.e. built without
// VITE_API_BASE_URL. Then `npm run measure:list-filter`. Takes about half a minute.
//
// What it does: serves the build with `vite preview` on a free port, opens Chromium
// (playwright-core; CHROMIUM_PATH or /usr/bin/chromium), signs in with the demo account, creates
// 1,000 generations through the in-browser demo API (create only: they stay 'uploading'), opens
// the list, and presses 20 keys in 'Search YardVision' (typing and deleting), one at a time after
// a warm-up round. For each key it records in the page, from the keydown event's timestamp:
//   - 'URL':    when react-router's setSearchParams replaced the URL;
//   - 'commit': when React committed the filtered result (the list changed, or the box's value);
//   - 'paint':  the task after the next animation frame, i.e. once that frame was produced;
// plus Chromium's Event Timing entries (events of 16 ms or more) and a full-speed typing check.
/* global window, document, history, MutationObserver,
   requestAnimationFrame, requestIdleCallback -- in the functions that run in the page */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';

import { callApi, openDemoSession, TOKEN_KEY } from './demo-session.mjs';
import { printStats } from './timing-stats.mjs';

/** Where to save a CPU profile of the measured keystrokes (optional; open it in DevTools). */
const PROFILE_PATH = process.env.MEASURE_CPU_PROFILE;
const TARGET_MS = 16;
/** How the timings are printed: labels padded to 26. */
const STATS_LINE = { labelWidth: 26 };
const GENERATION_COUNT = 1000;
const SEED_CONCURRENCY = 8;

/** Styles the seeded designs cycle through, so a search matches different subsets. */
const STYLES = [
  ['Enhanced Existing', 'Keeps the current layout and refreshes the planting.'],
  ['Natural Accent', 'Native grasses and perennials soften the edges.'],
  ['Refined Traditional', 'Clipped hedges and a brick-edged patio.'],
  ['Gentle Modern', 'Clean lines with soft, low planting.'],
  ['Adaptive Native', 'Drought-tolerant natives for a dry summer.'],
  ['Subtle Symmetry', 'Mirrored beds either side of the path.'],
  ['Seasonal Interest', 'Color in every season, from bulbs to berries.'],
  ['Low-Impact Beauty', 'Gravel, stone and a few striking shrubs.'],
  ['Integrated Design', 'Lighting, seating and planting as one.'],
  ['Harmonious Blend', 'Lawn, beds and trees in balance.'],
  ['Improved Flow', 'Wider paths and a clear route to the door.'],
  ['Balanced Privacy', 'Screening hedges along the fence line.'],
];

/** The keystrokes: type and delete a word, then type a narrower query and delete a bit. */
const KEYS = [...'hedges', ...Array(6).fill('Backspace'), ...'plan 04', 'Backspace'];

/** Creates `count` generations from the page, `concurrency` requests at a time. */
function seedGenerations(page, count, concurrency) {
  return page.evaluate(
    async ({ count, concurrency, styles, key }) => {
      const token = localStorage.getItem(key) ?? '';
      const { organizationRef } = JSON.parse(atob(token.split('.')[1] ?? ''));
      const url = `/api/${organizationRef}/yard-vision-generation`;
      let next = 0;
      let failed = 0;
      async function worker() {
        while (next < count) {
          const i = next++;
          const [name, description] = styles[i % styles.length];
          const response = await fetch(url, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              style: { name, description: `${description} Plan ${String(i).padStart(4, '0')}.` },
              fileInfo: [{ name: `yard-${i}.jpg`, contentType: 'image/jpeg' }],
              inspirationFileInfo: [],
            }),
          });
          if (!response.ok) failed++;
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker));
      return failed;
    },
    { count, concurrency, styles: STYLES, key: TOKEN_KEY },
  );
}

/**
 * Installs the in-page probe. Per armed keystroke it notes, relative to the keydown event's
 * timestamp: the input event; the URL update (react-router's setSearchParams calls
 * history.replaceState); React's commit of the result (the first change to the list outside the
 * search box, or the search box's value attribute reaching the typed text, when the visible
 * rows happen to stay the same); and the task after the next animation frame (the paint).
 * It also notes every value the box's value attribute takes, to see the controlled value
 * jump back. Event Timing entries of 16 ms or more are collected on the side.
 */
function installProbe(page) {
  return page.evaluate(() => {
    const probe = { armed: false, results: [], events: [], pending: null };
    window.__listFilterProbe = probe;
    const main = document.querySelector('main');
    const search = main.querySelector('[role="search"]');
    const input = search.querySelector('input');
    const since = (current) => performance.now() - current.start;

    window.addEventListener(
      'keydown',
      (event) => {
        if (!probe.armed) return;
        probe.armed = false;
        probe.pending = {
          key: event.key,
          start: event.timeStamp,
          input: null,
          typed: null,
          url: null,
          dom: null,
          paint: null,
          valueTrail: [],
        };
      },
      { capture: true },
    );
    window.addEventListener(
      'input',
      (event) => {
        const current = probe.pending;
        if (!current || current.typed !== null) return;
        current.typed = event.target.value;
        current.input = since(current);
      },
      { capture: true },
    );

    const replaceState = history.replaceState.bind(history);
    history.replaceState = (...args) => {
      const current = probe.pending;
      if (current && current.url === null) current.url = since(current);
      return replaceState(...args);
    };

    new MutationObserver((records) => {
      const current = probe.pending;
      if (!current) return;
      for (const record of records) {
        if (record.target === input && record.attributeName === 'value') {
          current.valueTrail.push(input.getAttribute('value'));
        }
      }
      if (current.dom !== null) return;
      const listChanged = records.some((record) => !search.contains(record.target));
      const boxCommitted = current.typed !== null && input.getAttribute('value') === current.typed;
      if (!listChanged && !boxCommitted) return;
      current.dom = since(current);
      current.listChanged = listChanged;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          current.paint = since(current);
          probe.results.push(current);
          probe.pending = null;
        };
        channel.port2.postMessage(null);
      });
    }).observe(main, { subtree: true, childList: true, characterData: true, attributes: true });

    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown' || entry.name === 'input' || entry.name === 'keyup') {
          probe.events.push({
            name: entry.name,
            duration: entry.duration,
            processing: entry.processingEnd - entry.processingStart,
            startTime: entry.startTime,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
}

/** Presses one key and resolves with its figures once the list has changed and painted. */
async function measureKey(page, key) {
  await page.evaluate(() => {
    window.__listFilterProbe.armed = true;
  });
  const before = await page.evaluate(() => window.__listFilterProbe.results.length);
  await page.keyboard.press(key);
  try {
    await page.waitForFunction((count) => window.__listFilterProbe.results.length > count, before, {
      timeout: 5_000,
      polling: 'raf',
    });
  } catch (error) {
    const state = await page.evaluate(() => JSON.stringify(window.__listFilterProbe));
    const value = await page.getByRole('searchbox').inputValue();
    throw new Error(`no list change after '${key}' (value '${value}', probe ${state})`, {
      cause: error,
    });
  }
  const result = await page.evaluate(() => window.__listFilterProbe.results.at(-1));
  // Let the browser settle (idle callbacks, effects) before the next key.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 200 })),
  );
  return result;
}

/**
 * Prints where the CPU went while the keys were measured: self time by function, and the
 * inclusive time of functions whose names start with a capital (React components, in a build
 * without minification: `vite build --minify false --outDir <dir>`, then MEASURE_DIST=<dir>).
 */
function summarizeProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const label = ({ callFrame: { functionName, url, lineNumber } }) =>
    `${functionName || '(anonymous)'} ${url ? `${basename(url)}:${lineNumber + 1}` : ''}`.trim();

  const selfByLabel = new Map();
  for (const [id, ms] of self) {
    const key = label(byId.get(id));
    selfByLabel.set(key, (selfByLabel.get(key) ?? 0) + ms);
  }

  const inclusive = new Map();
  const total = (node, stack) => {
    let ms = self.get(node.id) ?? 0;
    for (const child of node.children ?? []) ms += total(byId.get(child), [...stack, node]);
    const name = node.callFrame.functionName;
    // Counted once per call stack, so recursion does not double it.
    if (/^[A-Z]/.test(name) && !stack.some((outer) => outer.callFrame.functionName === name)) {
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
    return ms;
  };
  total(profile.nodes[0], []);

  const top = (map, n) =>
    [...map]
      .filter(([key]) => !/^\((idle|program|garbage collector)\)/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${key}`)
      .join('\n');
  const busy = [...selfByLabel]
    .filter(([key]) => !key.startsWith('(idle)'))
    .reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\nCPU profile (${PROFILE_PATH}): ${busy.toFixed(0)} ms busy in the measured round`);
  console.log(`  self time, top 20:\n${top(selfByLabel, 20)}`);
  console.log(
    `  inclusive time of capitalised functions (components), top 25:\n${top(inclusive, 25)}`,
  );
}

async function main() {
  const session = await openDemoSession('measure:list-filter', { timeout: 15_000 });
  if (!session) return;
  const { baseUrl, context, page } = session;
  try {
    const seedStart = Date.now();
    const failed = await seedGenerations(page, GENERATION_COUNT, SEED_CONCURRENCY);
    if (failed > 0) throw new Error(`${failed} of ${GENERATION_COUNT} creates failed.`);
    const list = await callApi(page, 'GET', '/api/{org}/yard-vision-generation');
    const total = list.body.items.length;
    console.log(
      `seeded ${GENERATION_COUNT} generations in ${((Date.now() - seedStart) / 1000).toFixed(1)} s ` +
        `(${total} in the organization)`,
    );

    await page.goto(`${baseUrl}/app/generations`);
    await page.locator('table tbody tr').first().waitFor();
    await page.getByText(`of ${total} items`).waitFor();

    await installProbe(page);
    const search = page.getByRole('searchbox', { name: 'Search YardVision' });
    await search.focus();

    // One unmeasured round first: the first filter pays for JIT warm-up.
    for (const key of KEYS) await measureKey(page, key);
    await search.fill('');
    await page.getByText(`of ${total} items`).waitFor();
    await page.evaluate(() => {
      window.__listFilterProbe.results = [];
      window.__listFilterProbe.events = [];
    });

    const cdp = PROFILE_PATH ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }

    const results = [];
    for (const key of KEYS) {
      const result = await measureKey(page, key);
      result.matches = await page.evaluate(() => {
        const text = document.querySelector('main')?.textContent ?? '';
        const rows = document.querySelectorAll('table tbody tr').length;
        return text.match(/of (\d+) items/)?.[1] ?? String(rows);
      });
      results.push(result);
    }
    const events = await page.evaluate(() => window.__listFilterProbe.events);
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(PROFILE_PATH, JSON.stringify(profile));
      summarizeProfile(profile);
    }

    console.log(`\n${results.length} keystrokes in 'Search YardVision' (${total} designs), each:`);
    console.log('  key  box after   matches  input  URL   commit  paint  (ms after keydown)');
    for (const r of results) {
      const key = r.key === 'Backspace' ? '⌫' : r.key;
      const cell = (ms) => (ms === null ? '-' : ms.toFixed(1)).padStart(6);
      const jumpedBack = r.valueTrail.slice(0, -1).some((value) => value !== r.typed);
      console.log(
        `  ${key.padEnd(4)} ${JSON.stringify(r.typed ?? '').padEnd(11)} ${r.matches.padStart(7)} ` +
          `${cell(r.input)} ${cell(r.url)} ${cell(r.dom)} ${cell(r.paint)}` +
          (jumpedBack
            ? `  box value went ${r.valueTrail.map((v) => JSON.stringify(v)).join(' → ')}`
            : ''),
      );
    }
    console.log('');
    const urlTimes = results.map((r) => r.url).filter((ms) => ms !== null);
    if (urlTimes.length > 0) printStats('keydown → URL updated', urlTimes, STATS_LINE);
    else
      console.log('  keydown → URL updated      (not before the paint: the URL is written later)');
    printStats(
      'keydown → result committed',
      results.map((r) => r.dom),
      STATS_LINE,
    );
    const { median } = printStats(
      'keydown → next paint',
      results.map((r) => r.paint),
      STATS_LINE,
    );
    const slowKeydowns = events.filter((e) => e.name === 'keydown');
    console.log(
      `  Event Timing: ${slowKeydowns.length} of ${results.length} keydowns took 16 ms or more to their next paint` +
        (slowKeydowns.length
          ? ` (${slowKeydowns.map((e) => Math.round(e.duration)).join(', ')} ms)`
          : ''),
    );

    // Typing at full speed: does every character end up in the box?
    await search.fill('');
    await page.getByText(`of ${total} items`).waitFor();
    const fast = 'refined traditional';
    await page.keyboard.type(fast);
    await page.waitForTimeout(1_000);
    const kept = await search.inputValue();
    console.log(
      `  Typing '${fast}' at full speed leaves '${kept}' in the box` +
        (kept === fast ? ' (no character lost).' : ' (CHARACTERS LOST).'),
    );

    console.log(
      `\nmedian keystroke → paint ${median.toFixed(1)} ms: ` +
        (median < TARGET_MS
          ? `under the ${TARGET_MS} ms target`
          : `OVER the ${TARGET_MS} ms target`),
    );
  } finally {
    await session.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
