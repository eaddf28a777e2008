import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';
import { DriverService } from 'selenium-webdriver/remote/index.js';

import { freePort, stop } from '../e2e/nginx-server';
import type { EngineDriver, ElementAction, LaunchOptions, Viewport } from './engine';
import type { SerializedQuery } from './in-page';

/**
 * WebKit: Debian's WebKitGTK (webkit2gtk-driver) through its WebDriver, WebKitWebDriver, which
 * starts WebKitGTK's MiniBrowser with an ephemeral profile (a fresh one per launch). It speaks
 * classic WebDriver only (this build has no BiDi), through selenium-webdriver. MiniBrowser
 * needs a display and has no headless mode: each launch gets an Xvfb of its own.
 */

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/**
 * MiniBrowser's window has a toolbar whose buttons and address field keep the window at least
 * 447 px wide: a GTK style sheet of the test's own shrinks them, so that the page can be a
 * phone's 390 px.
 */
const GTK_CSS = `headerbar, toolbar, .toolbar, entry, button, image, label, progressbar {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border: 0; font-size: 1px;
}`;

/** Starts Xvfb on a display it picks; resolves with the display (":N") once it is up. */
function startXvfb(screen: Viewport): Promise<{ display: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      XVFB_PATH,
      [
        '-displayfd',
        '3',
        '-screen',
        '0',
        `${screen.width}x${screen.height}x24`,
        '-nolisten',
        'tcp',
      ],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const fd = child.stdio[3];
    if (!fd || !('on' in fd)) {
      reject(new Error('Xvfb: no display pipe.'));
      return;
    }
    let number = '';
    fd.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve({ display: `:${number.trim()}`, child });
    });
    child.on('error', (error) => reject(new Error(`Xvfb failed to start: ${error.message}`)));
    child.on('exit', (code) => reject(new Error(`Xvfb exited with ${String(code)}:\n${output}`)));
  });
}

/** The POSIX locale for a BCP 47 tag ('es-ES' -> 'es_ES.UTF-8'): WebKitGTK's languages. */
function posixLocale(locale = 'en-US') {
  return `${locale.replace('-', '_')}.UTF-8`;
}

/** Where the locales WebKit is started in are compiled (glibc's LOCPATH): no root needed. */
const LOCALES_DIR = join(tmpdir(), 'yardvision-webkit-locales');

/**
 * WebKitGTK's navigator.language is the process's locale (setlocale), so that locale must exist:
 * Debian ships its sources (package `locales`) but compiles none but C. Compiles it once.
 */
function compileLocale(name: string) {
  if (existsSync(join(LOCALES_DIR, name))) return;
  mkdirSync(LOCALES_DIR, { recursive: true });
  const [language = ''] = name.split('.');
  const compiled = spawnSync(
    'localedef',
    ['-i', language, '-f', 'UTF-8', join(LOCALES_DIR, name)],
    {
      encoding: 'utf8',
    },
  );
  // localedef warns (exit 1) about harmless things; the locale is made all the same.
  if (!existsSync(join(LOCALES_DIR, name))) {
    throw new Error(
      `Could not compile the locale ${name} for WebKit (is Debian's package 'locales' installed?):\n${compiled.stderr}`,
    );
  }
}

/** Sizes the window so that the page's viewport is `viewport` (the toolbar is on top). */
async function sizeViewport(driver: WebDriver, viewport: Viewport) {
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...viewport });
  const inner = await driver.executeScript<{ width: number; height: number }>(
    'return { width: innerWidth, height: innerHeight };',
  );
  await driver
    .manage()
    .window()
    .setRect({
      x: 0,
      y: 0,
      width: viewport.width + (viewport.width - inner.width),
      height: viewport.height + (viewport.height - inner.height),
    });
}

export async function launchWebKit({ viewport, locale }: LaunchOptions): Promise<EngineDriver> {
  const posix = posixLocale(locale);
  compileLocale(posix);
  const home = mkdtempSync(join(tmpdir(), 'yardvision-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  // A screen with room for the window and its toolbar.
  const xvfb = await startXvfb({ width: viewport.width + 200, height: viewport.height + 200 });
  const port = await freePort();
  const service = new DriverService(WEBKIT_DRIVER_PATH, {
    port,
    hostname: '127.0.0.1',
    loopback: true,
    args: [`--port=${port}`],
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: home,
      XDG_CACHE_HOME: join(home, 'cache'),
      XDG_DATA_HOME: join(home, 'data'),
      LOCPATH: LOCALES_DIR,
      LANG: posix,
      LANGUAGE: posix.split('.')[0],
      LC_ALL: posix,
      // No GPU here: WebKit's compositing in software.
      LIBGL_ALWAYS_SOFTWARE: '1',
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const cleanUp = async () => {
    await stop(xvfb.child);
    rmSync(home, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    const url = await service.start(15_000);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities(
        new Capabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { args: ['--automation'] },
        }),
      )
      .build();
    // A script that hangs fails its call rather than the whole test's time.
    await driver.manage().setTimeouts({ script: 20_000, pageLoad: 60_000 });
    await sizeViewport(driver, viewport);
  } catch (error) {
    await service.kill();
    await cleanUp();
    throw error;
  }

  const element = async (locate: string, query: SerializedQuery) =>
    driver.executeScript<WebElement | null>(`return (${locate}).apply(null, arguments);`, query);

  // At once, not smoothly (the landing page scrolls smoothly): a click aimed at an element
  // still moving misses it.
  const bringIntoView = (target: WebElement) =>
    driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" });',
      target,
    );

  const perform = async (target: WebElement, action: ElementAction) => {
    switch (action.type) {
      case 'click':
        await bringIntoView(target);
        await target.click();
        return;
      case 'tap': {
        // A finger: WebDriver's touch pointer. WebKitGTK has touch events only with a touch
        // screen, and Xvfb has none: it carries the tap out as a primary pointer's press
        // (pointerType 'mouse'). Gestures (a swipe in presentation mode) are tested with real
        // touches in Chromium (tests/e2e/touch.ts).
        await bringIntoView(target);
        // Raw W3C actions: selenium-webdriver's types know no touch pointer.
        await driver.execute(
          new Command(Name.ACTIONS).setParameter('actions', [
            {
              type: 'pointer',
              id: 'finger',
              parameters: { pointerType: 'touch' },
              actions: [
                { type: 'pointerMove', duration: 0, origin: target, x: 0, y: 0 },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ]),
        );
        return;
      }
      case 'fill':
        await bringIntoView(target);
        await target.click();
        // One call each: WebKit's driver drops what follows a chord in the same call.
        await target.sendKeys(Key.chord(Key.CONTROL, 'a'));
        await target.sendKeys(Key.BACK_SPACE);
        await target.sendKeys(action.value);
        return;
      case 'upload':
        await target.sendKeys(action.files.join('\n'));
        return;
      case 'drag': {
        await bringIntoView(target);
        const { width, height } = await driver.executeScript<{ width: number; height: number }>(
          'const { width, height } = arguments[0].getBoundingClientRect(); return { width, height };',
          target,
        );
        // WebDriver's offsets from an element are from its centre, in whole CSS px.
        const [first, ...rest] = action.points.map((point) => ({
          origin: target,
          x: Math.round((point.x - 0.5) * width),
          y: Math.round((point.y - 0.5) * height),
        }));
        let actions = driver
          .actions({ async: true })
          .move({ ...first, duration: 0 })
          .press();
        // Each move takes a frame's time, as a hand's does (not all in one instant).
        for (const point of rest) actions = actions.move({ ...point, duration: 16 });
        await actions.release().perform();
        return;
      }
      case 'select': {
        const options = await target.findElements({ css: 'option' });
        for (const option of options) {
          if ((await option.getText()).trim() === action.label) {
            await option.click();
            return;
          }
        }
        throw new Error(`No option '${action.label}'.`);
      }
    }
  };

  return {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url);
    },
    url: () => driver.getCurrentUrl(),
    async call<T>(source: string, arg?: unknown) {
      const result = await driver.executeAsyncScript<{ value?: T; error?: string }>(
        `const done = arguments[arguments.length - 1];
        Promise.resolve()
          .then(() => (${source})(arguments[0]))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        arg ?? null,
      );
      if (result.error !== undefined) throw new Error(result.error);
      return result.value as T;
    },
    async inject(source) {
      await driver.executeScript(source);
    },
    async act(locate, query, action) {
      const target = await element(locate, query);
      if (!target) return false;
      await perform(target, action);
      return true;
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), 'base64');
    },
    takeNativeProblems: () => [],
    async close() {
      try {
        // MiniBrowser may not answer (a page that hangs it): its processes end with the driver's.
        await Promise.race([driver.quit(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      } finally {
        await service.kill();
        await cleanUp();
      }
    },
  };
}
