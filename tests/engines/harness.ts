import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, expect, inject } from 'vitest';

import { EnginePage, within, type EngineName, type LaunchOptions } from './engine';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

/**
 * The engines a run covers: $ENGINES (comma-separated: webkit, firefox), by default both.
 * `npm run test:engines -- ...` with ENGINES=webkit runs WebKit alone.
 */
export function enginesToRun(): EngineName[] {
  const wanted = (process.env.ENGINES ?? 'webkit,firefox')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of wanted) {
    if (name !== 'webkit' && name !== 'firefox') {
      throw new Error(`ENGINES: unknown engine '${name}' (webkit, firefox).`);
    }
  }
  return wanted as EngineName[];
}

/** For describe.each: one block per engine of the run. */
export const ENGINES = enginesToRun().map((engine) => ({ engine }));

/** The demo build's site (tests/engines/global-setup.ts). */
export function siteURL(): string {
  return inject('engineSiteURL');
}

/** Where a failed test's last screen is saved (ignored by git). */
const SCREENSHOTS = 'test-results/engines';

export type OpenOptions = LaunchOptions & {
  /** The site to open pages of; default: the demo build's. */
  baseURL?: string;
};

/**
 * Registers the hooks of a cross-engine test file: `open()` launches the engine with a fresh
 * profile; after each test the browser closes, and the test fails if a page it opened threw, logged
 * an error or broke the Content-Security-Policy.
 */
export function setupEngine(engine: EngineName) {
  const opened: EnginePage[] = [];

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      // What the page showed when the test failed, to look at (not committed).
      for (const [index, page] of opened.entries()) {
        try {
          mkdirSync(SCREENSHOTS, { recursive: true });
          const name = `${engine}-${task.name}-${index}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
          const text = await within(
            page.call<string>('() => location.href + "\\n\\n" + document.body.innerText'),
          );
          writeFileSync(join(SCREENSHOTS, `${name}.txt`), text ?? 'no answer');
          const shot = await within(page.driver.screenshot());
          if (shot) writeFileSync(join(SCREENSHOTS, `${name}.png`), shot);
        } catch {
          // The browser is gone: nothing to show.
        }
      }
    }
    const problems: string[] = [];
    for (const page of opened.splice(0)) {
      problems.push(...((await within(page.takeProblems())) ?? ['the page did not answer']));
      await page.driver.close();
    }
    expect(problems, `${engine}: the page logged errors`).toEqual([]);
  });

  return {
    async open(options: OpenOptions): Promise<EnginePage> {
      const launch = engine === 'webkit' ? launchWebKit : launchFirefox;
      const driver = await launch(options);
      const page = new EnginePage(driver, options.baseURL ?? siteURL(), options.expectedProblems);
      opened.push(page);
      return page;
    },
  };
}
