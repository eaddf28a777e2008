#!/usr/bin/env node
// Measures 'Download proposal (PDF)' on a project page with 6 chosen designs whose pictures are
// as large as real ones: how long from the click until the browser saves the file (target:
// under 5 s), and whether the page stays responsive meanwhile (the longest main-thread task and
// the longest gap between frames). Not a test: it prints figures and 'TARGET MET' or
// 'TARGET NOT MET'; its exit code is 0 whatever the figures (1 only when it could not measure).
//
// It builds nothing: run `npm run build` first (a demo-mode build, without VITE_API_BASE_URL),
// then `npm run measure:proposal`. Takes about a minute.
//
// What it does: serves dist/ with `vite preview`, opens Chromium at 1280 x 800, signs in with the
// demo account and, through the in-browser demo API, creates 6 designs in the demo project
// 'Front yard refresh', each from its own 4032 x 3024 photo (a phone's 12 MP; the demo photo
// scaled up with a fine grain, so it carries detail like a photo), and waits until they are
// completed. The demo renderer paints results at most 1600 px long, so each design's final
// picture is then replaced in the demo's storage (IndexedDB 'yardvision-demo', store 'files')
// with a 2560 x 1920 JPEG made from it. So all 12 pictures are larger than the PDF embeds, and
// each is decoded, scaled to 300 dpi for its box and encoded again: the slow path. It chooses
// the 6 designs with notes (the presentation plan in localStorage), opens the project page and
// clicks 'Download proposal (PDF)' RUNS times, each once the previous file was saved.
//
// Per run: click → the 'download' event (the file handed to the browser), what the status line
// said on the way ('Preparing pictures n of 12...', 'Writing the PDF...'), the longest main-thread
// task (PerformanceObserver 'longtask': tasks of 50 ms or more) and the longest frame gap
// (requestAnimationFrame). The first run also loads the PDF maker and starts its worker.
// Finally the last PDF is read with pdfinfo and pdfimages (poppler-utils) when installed, and
// copied to the path in PROPOSAL_PDF_OUT when that is set (to look at it).
/* global window, document, Element, requestAnimationFrame, MutationObserver */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { callApi, openDemoSession } from './demo-session.mjs';
import { seedLargeDesigns } from './large-designs.mjs';
import { printStats } from './timing-stats.mjs';

const TARGET_MS = 5_000;
const RUNS = 3;
const DESIGN_COUNT = 6;
const PROJECT_NAME = 'Front yard refresh';
const SOURCE = { width: 4032, height: 3024 };
const FINAL = { width: 2560, height: 1920 };
const STATS_LINE = { labelWidth: 30, count: true };
const BUTTON = 'Download proposal (PDF)';

const STYLES = [
  'Natural Accent',
  'Refined Traditional',
  'Modern Minimalist',
  'Cottage Garden',
  'Desert Oasis',
  'Woodland Retreat',
];
const SEASONS = ['spring', 'summer', 'fall', 'winter', 'spring', 'summer'];

/**
 * The designs in the project, each from its own 4032 x 3024 photo (a different grain), with a
 * 2560 x 1920 final picture (scripts/large-designs.mjs).
 */
function seedDesigns(page, projectRef) {
  return seedLargeDesigns(page, {
    designs: STYLES.map((name, index) => ({
      create: {
        style: { name, description: `${name}: a direction for the front yard.` },
        projectRef,
        fileInfo: [{ name: `phone-photo-${index + 1}.jpg`, contentType: 'image/jpeg' }],
        inspirationFileInfo: [],
      },
      generate: {
        settings: {
          season: SEASONS[index],
          weather: 'sunny',
          timeOfDay: 'afternoon',
          atmosphericEffect: 'calm',
        },
      },
      source: SOURCE,
      sourceShift: index * 7,
      finalShift: index * 5,
    })),
    final: FINAL,
  });
}

/** In the page: records long tasks, frame gaps and what the status line says, from now on. */
function installProbe(page) {
  return page.evaluate(() => {
    const probe = { longTasks: [], statuses: [], frames: [], recording: false, clickedAt: 0 };
    window.__proposalProbe = probe;
    try {
      new PerformanceObserver((list) => {
        if (!probe.recording) return;
        for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    } catch {
      probe.longTasksUnsupported = true;
    }
    new MutationObserver(() => {
      if (!probe.recording) return;
      // The progress bar beside the button ('Preparing pictures 3 of 12...', 'Writing the PDF...').
      const text =
        document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext') ?? '';
      if (text !== '' && probe.statuses.at(-1)?.text !== text) {
        probe.statuses.push({ text, at: performance.now() - probe.clickedAt });
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuetext'],
    });
    const loop = (time) => {
      if (probe.recording) probe.frames.push(time);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    window.addEventListener(
      'click',
      (event) => {
        // The button's click (not the link the file is saved through).
        if (event.target instanceof Element && event.target.closest('button')) {
          probe.clickedAt = performance.now();
        }
      },
      { capture: true },
    );
  });
}

function tool(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8' });
  } catch {
    return null;
  }
}

async function main() {
  const session = await openDemoSession('measure:proposal', { timeout: 60_000 });
  if (!session) return;
  const { baseUrl, page } = session;
  const work = mkdtempSync(join(tmpdir(), 'measure-proposal-'));
  try {
    const projects = await callApi(page, 'GET', '/api/{org}/projects');
    const project = projects.body?.items?.find((item) => item.name === PROJECT_NAME);
    if (!project) throw new Error(`The demo has no project '${PROJECT_NAME}'.`);

    const started = Date.now();
    const seeded = await seedDesigns(page, project.sk);
    console.log(
      `seeded ${seeded.designs.length} completed designs in '${PROJECT_NAME}' in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s:`,
    );
    const size = ({ width, height, bytes }) =>
      `${width}x${height} (${(bytes / 1024 / 1024).toFixed(2)} MB)`;
    for (const design of seeded.designs) {
      console.log(`  ${design.ref}  before ${size(design.source)}, after ${size(design.final)}`);
    }

    const refs = seeded.designs.map((design) => design.ref);
    const plan = {
      refs,
      notes: Object.fromEntries(
        refs.map((ref, index) => [ref, `Note for design ${index + 1}: what it costs and when.`]),
      ),
      proposalNote: 'Six directions for the front yard, from the lowest water use to the boldest.',
    };
    await page.evaluate(({ key, plan }) => localStorage.setItem(key, JSON.stringify(plan)), {
      key: `yardvision:presentation:${seeded.organizationRef}/${seeded.userRef}|${project.sk}`,
      plan,
    });
    await page.goto(`${baseUrl}/app/projects/${project.sk}`);
    const button = page.getByRole('button', { name: BUTTON });
    await button.waitFor();
    for (let i = 0; i < 100 && !(await button.isEnabled()); i += 1) {
      await page.waitForTimeout(100);
    }
    await installProbe(page);

    const runs = [];
    let lastFile;
    for (let run = 1; run <= RUNS; run += 1) {
      await page.evaluate(() => {
        const probe = window.__proposalProbe;
        Object.assign(probe, { longTasks: [], statuses: [], frames: [], recording: true });
      });
      const download = page.waitForEvent('download', { timeout: 60_000 });
      const clicked = Date.now();
      await button.click();
      const file = await download;
      const ms = Date.now() - clicked;
      lastFile = join(work, `run-${run}.pdf`);
      await file.saveAs(lastFile);
      const probe = await page.evaluate(() => {
        const probe = window.__proposalProbe;
        probe.recording = false;
        return {
          longTasks: probe.longTasks,
          statuses: probe.statuses,
          frames: probe.frames,
          unsupported: Boolean(probe.longTasksUnsupported),
        };
      });
      const gaps = probe.frames.slice(1).map((time, index) => time - probe.frames[index]);
      runs.push({
        ms,
        name: file.suggestedFilename(),
        longest: Math.max(0, ...probe.longTasks),
        longTasks: probe.longTasks.length,
        gap: Math.max(0, ...gaps),
        statuses: probe.statuses,
        unsupported: probe.unsupported,
      });
      // The next run once the status line says the file was saved.
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    }

    console.log(
      `\n'${BUTTON}' with ${DESIGN_COUNT} designs (12 pictures of ` +
        `${SOURCE.width}x${SOURCE.height} and ${FINAL.width}x${FINAL.height}), ${RUNS} runs:`,
    );
    for (const [index, run] of runs.entries()) {
      const steps = run.statuses
        .filter((status, at, all) => at === 0 || at === all.length - 1 || at % 4 === 0)
        .map((status) => `${Math.round(status.at)} ms '${status.text}'`)
        .join(', ');
      console.log(
        `  run ${index + 1}${index === 0 ? ' (loads the PDF maker)' : ''}: ` +
          `${(run.ms / 1000).toFixed(2)} s click → file; longest task ${Math.round(run.longest)} ms ` +
          `(${run.longTasks} of 50 ms or more), longest frame gap ${Math.round(run.gap)} ms\n` +
          `    status: ${steps}`,
      );
    }
    printStats(
      'click → file saved',
      runs.map((run) => run.ms),
      STATS_LINE,
    );
    printStats(
      'longest main-thread task',
      runs.map((run) => run.longest),
      STATS_LINE,
    );
    console.log(`  file name: ${runs[0]?.name}`);

    if (lastFile) {
      if (process.env.PROPOSAL_PDF_OUT) copyFileSync(lastFile, process.env.PROPOSAL_PDF_OUT);
      const bytes = statSync(lastFile).size;
      const info = tool('pdfinfo', [lastFile]);
      const images = tool('pdfimages', ['-list', lastFile]);
      const pages = info ? /Pages:\s+(\d+)/.exec(info)?.[1] : '?';
      console.log(
        `  the PDF: ${pages} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB` +
          (images ? `\n${images.trimEnd().replace(/^/gm, '    ')}` : ' (no pdfimages here)'),
      );
    }

    const worst = Math.max(...runs.map((run) => run.ms));
    const longest = Math.max(...runs.map((run) => run.longest));
    console.log(
      `\nslowest run ${(worst / 1000).toFixed(2)} s (target: under ${TARGET_MS / 1000} s), ` +
        `longest main-thread task ${Math.round(longest)} ms: ` +
        (worst < TARGET_MS ? 'TARGET MET' : 'TARGET NOT MET'),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    await session.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
