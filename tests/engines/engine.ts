import type { Result } from 'axe-core';
import { expect } from 'vitest';

import { AXE_RUN_OPTIONS, AXE_SOURCE, describeAxeViolation } from '../e2e/axe';
import {
  describeQuery,
  locateAll,
  serializeQuery,
  takeProblems,
  TESTING_LIBRARY_SOURCE,
  type Query,
  type SerializedQuery,
} from './in-page';

/**
 * The cross-engine browser tests' view of a browser tab, the same for every engine: WebKit
 * (WebKitGTK's MiniBrowser through its WebDriver, tests/engines/webkit.ts) and Firefox ESR
 * (over WebDriver BiDi, tests/engines/firefox.ts). Elements are found as a user finds them
 * (role and name, text, label) and used with the engine's own input: clicks, keys and touches
 * go through WebDriver's actions, not through scripts.
 */

export type EngineName = 'webkit' | 'firefox';

export type Viewport = { width: number; height: number };

export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** An iPhone 13/14's screen in CSS pixels. */
export const PHONE: Viewport = { width: 390, height: 844 };

export type LaunchOptions = {
  viewport: Viewport;
  /** The browser's language, e.g. 'es-ES' (navigator.language, Accept-Language). */
  locale?: string;
  /** Problems the test causes on purpose (matched against each line). */
  expectedProblems?: RegExp[];
};

/** A point of an element, in fractions of its box from its top left corner (0 to 1 each way). */
export type BoxPoint = { x: number; y: number };

export type ElementAction =
  | { type: 'click' }
  | { type: 'tap' }
  | { type: 'fill'; value: string }
  | { type: 'upload'; files: string[] }
  | { type: 'select'; label: string }
  | { type: 'drag'; points: BoxPoint[] };

/** What each engine's driver does; EnginePage builds the rest on it. */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `source`, a function's text, with `arg` (JSON) in the page; resolves with its result. */
  call<T>(source: string, arg?: unknown): Promise<T>;
  /** Runs a script's text in the page (a library to define). */
  inject(source: string): Promise<void>;
  /**
   * Finds the first element that `locate` (run in the page with the query) returns, and acts on
   * it with the engine's input; resolves false when there is none.
   */
  act(locate: string, query: SerializedQuery, action: ElementAction): Promise<boolean>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Problems the engine reported itself (uncaught errors, console errors), since the last call. */
  takeNativeProblems(): string[];
  close(): Promise<void>;
}

const POLL_MS = 100;
/** How much of what the page shows a failed wait tells. */
const SHOWN_TEXT_LENGTH = 1500;
const DEFAULT_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value, or undefined if it has not settled within 10 s (a page that hangs). */
export async function within<T>(promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), 10_000);
  });
  try {
    return await Promise.race([promise, late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** An error's message, or what was thrown when it is no Error (a driver's plain object). */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    // undefined for what JSON cannot say (a function, a symbol)
    const json = JSON.stringify(error) as string | undefined;
    return json ?? String(error);
  } catch {
    return String(error);
  }
}

/** In the page: the first visible element of locateAll's, for an action. */
const LOCATE_ONE = `(query) => {
  const locateAll = ${locateAll.toString()};
  const visible = (element) => 'css' in query || element.getClientRects().length > 0;
  return locateAll(query).find(visible) ?? null;
}`;

/** In the page: how many visible elements the query names. */
const COUNT = `(query) => {
  const locateAll = ${locateAll.toString()};
  return locateAll(query).filter((element) => 'css' in query || element.getClientRects().length > 0).length;
}`;

export class EnginePage {
  readonly driver: EngineDriver;
  readonly baseURL: string;
  private readonly expectedProblems: RegExp[];

  constructor(driver: EngineDriver, baseURL: string, expectedProblems: RegExp[] = []) {
    this.driver = driver;
    this.baseURL = baseURL;
    this.expectedProblems = expectedProblems;
  }

  get engine(): EngineName {
    return this.driver.engine;
  }

  async goto(path: string) {
    await this.driver.goto(new URL(path, this.baseURL).href);
  }

  /** The current URL's path and query. */
  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}`;
  }

  async waitForPath(test: (path: string) => boolean, message: string, timeout?: number) {
    await this.waitUntil(async () => test(await this.path()), message, timeout);
  }

  /** Polls `condition` (errors count as not yet) until it holds; fails after `timeout`. */
  async waitUntil(
    condition: () => Promise<boolean>,
    message: string,
    timeout = DEFAULT_TIMEOUT_MS,
  ) {
    const deadline = Date.now() + timeout;
    let last: unknown;
    // How the checks went, for a failure to tell: a page that never got there, or checks that
    // the engine answered too slowly to run often.
    let checks = 0;
    let longest = 0;
    while (Date.now() < deadline) {
      const began = Date.now();
      try {
        if (await condition()) return;
      } catch (error) {
        last = error;
      } finally {
        checks += 1;
        longest = Math.max(longest, Date.now() - began);
      }
      await sleep(POLL_MS);
    }
    const why = last === undefined ? '' : ` (last error: ${describeError(last)})`;
    throw new Error(
      `${this.engine}: timed out after ${timeout} ms waiting until ${message}${why}; ` +
        `${checks} checks, the longest ${longest} ms`,
    );
  }

  async call<T>(source: string, arg?: unknown): Promise<T> {
    return this.driver.call<T>(source, arg);
  }

  /** Loads Testing Library into the current document unless it is there. */
  private async withQueries() {
    const present = await this.driver.call<boolean>(
      '() => typeof globalThis.TestingLibraryDom === "object"',
    );
    if (!present) await this.driver.inject(TESTING_LIBRARY_SOURCE);
  }

  /** How many visible elements the query names now. */
  async count(query: Query): Promise<number> {
    await this.withQueries();
    return this.driver.call<number>(COUNT, serializeQuery(query));
  }

  /**
   * Waits until the query names at least one visible element. When it does not come, the error
   * tells what the page showed instead (its visible text, shortened): a failure in CI says why.
   */
  async waitFor(query: Query, timeout?: number) {
    try {
      await this.waitUntil(
        async () => (await this.count(query)) > 0,
        `${describeQuery(query)} shows`,
        timeout,
      );
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      // Whether it came just too late, or not at all; a page that hangs does not hold the
      // message back.
      const now = await within(this.count(query));
      if (now) error.message += `\n  ${this.engine}: it shows right after the timeout`;
      const shown = await within(
        this.driver
          .call<string>(
            `() => (document.body?.innerText ?? '').replace(/\\s+/g, ' ').trim().slice(0, ${SHOWN_TEXT_LENGTH})`,
          )
          .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`),
      );
      error.message += `\n  ${this.engine} showed: ${shown ?? '(no answer within 10 s)'}`;
      throw error;
    }
  }

  private async act(query: Query, action: ElementAction, timeout?: number) {
    await this.waitUntil(
      async () => {
        await this.withQueries();
        return this.driver.act(LOCATE_ONE, serializeQuery(query), action);
      },
      `${describeQuery(query)} can take a ${action.type}`,
      timeout,
    );
  }

  click(query: Query, timeout?: number) {
    return this.act(query, { type: 'click' }, timeout);
  }

  /** A finger's tap (where the engine has touch input; see the driver). */
  tap(query: Query, timeout?: number) {
    return this.act(query, { type: 'tap' }, timeout);
  }

  /** Replaces a field's text by typing, as a user does. */
  fill(query: Query, value: string) {
    return this.act(query, { type: 'fill', value });
  }

  /** Chooses files in a file input (absolute paths). */
  upload(query: Query, files: string[]) {
    return this.act(query, { type: 'upload', files });
  }

  /** Chooses an option of a native <select> by its text. */
  select(query: Query, label: string) {
    return this.act(query, { type: 'select', label });
  }

  /**
   * The mouse's button pressed at the first point, moved through the others and released (one
   * point: a click where it is, without a move). Points in fractions of the element's box.
   */
  drag(query: Query, points: BoxPoint[]) {
    if (points.length === 0) throw new Error('drag: no point.');
    return this.act(query, { type: 'drag', points });
  }

  /** Runs axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on the page; a violation fails softly. */
  async expectNoAxeViolations(label: string) {
    // A toast or a sheet on its way in has not its colours yet: look once it has arrived.
    await this.waitUntil(
      () =>
        this.call<boolean>(
          `() => document.getAnimations().every((animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity)`,
        ),
      'no animation runs',
    );
    const present = await this.driver.call<boolean>('() => typeof globalThis.axe === "object"');
    if (!present) await this.driver.inject(AXE_SOURCE);
    const found = await this.driver.call<Result[]>(
      `async () => (await axe.run(document, ${JSON.stringify(AXE_RUN_OPTIONS)})).violations`,
    );
    const violations = found.map(describeAxeViolation);
    expect.soft(violations, `${this.engine}: axe-core violations on ${label}`).toEqual([]);
  }

  /** The problems the page and the engine reported so far, less the expected ones; emptied. */
  async takeProblems(): Promise<string[]> {
    let recorded: string[] = [];
    try {
      recorded = await this.driver.call<string[]>(takeProblems.toString());
    } catch {
      // A page that cannot run scripts now (closed, navigating) keeps them for later.
    }
    return [...recorded, ...this.driver.takeNativeProblems()].filter(
      (line) => !this.expectedProblems.some((pattern) => pattern.test(line)),
    );
  }
}
