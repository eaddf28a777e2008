// Debian's Chromium as the scripts here and the browser tests (tests/e2e/browser.ts) start it.

/** The browser: CHROMIUM_PATH, else Debian's. Never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
