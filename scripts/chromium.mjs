// Debian's Chromium as the scripts here and the browser tests (tests/e2e/browser.ts) start it.

/** The browser: CHROMIUM_PATH, else Debian's. Never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the Chromium browser tests (tests/e2e) drive: Debian's Chromium headless shell
 * (`chromium-headless-shell`, the same engine without the browser's window and profile layers;
 * also what Playwright runs headless by default), else CHROMIUM_HEADLESS_SHELL_PATH. It runs
 * the suite on about two thirds of the CPU the whole browser takes. The figures
 * (tests/measure) and the scripts keep the whole browser (CHROMIUM_PATH), as users have it.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless, as root, offline. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps calling home, and the network here is closed.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
