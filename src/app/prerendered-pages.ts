import type { MessageDescriptor } from '@lingui/core';

/**
 * Set on the root element of a page prerendered at build time (src/app/prerender.tsx): the id of
 * the route it shows. The browser hydrates the HTML only when its own route for the address is
 * that one (src/app/start.tsx).
 */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

/**
 * What a prerendered page puts in its head, given by its route module as the route's `handle`:
 * messages (Lingui), said in the page's language.
 */
export type PageHandle = {
  /** The page's title before " · YardVision" (none: just the product name). */
  title?: MessageDescriptor;
  /** The meta description (also Open Graph's and Twitter's). */
  description: MessageDescriptor;
};

/**
 * The app shell (app.html) holds the app's frame in every language, each in an element with this
 * attribute naming its language, and the loader alone (`none`) for a page of the app without
 * the frame; its inline script shows the one that fits by `SHELL_LOADER_ONLY` on the page's root
 * element and the page's language (src/app/prerender/shell-frames.tsx).
 */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

/** Set on <html> (`data-shell`) by the app shell's script where the page shows its loader alone. */
export const SHELL_LOADER_ONLY = 'loader';

/**
 * Set by the app shell's script on its stylesheet's link as it enables it (the shell carries
 * only its frame's rules inline; the link is disabled until the frame is on screen): `loading`,
 * then the event that ended it, `load` or `error`.
 */
export const SHELL_STYLESHEET_ATTRIBUTE = 'data-shell-stylesheet';

/** How long the app waits at most for a stylesheet that neither loads nor fails. */
export const STYLESHEET_STALL_MS = 10_000;

/**
 * Resolves once the page's whole stylesheet is there, or could not load (the app renders then
 * anyway). A page links it as usual (loaded before any module runs) or, in the app shell, its
 * link waits disabled until the shell's script enables it once the frame is on screen: this
 * waits for that load, and enables the link itself if the script has not.
 */
export function pageStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="stylesheet"][disabled], link[rel="stylesheet"][${SHELL_STYLESHEET_ATTRIBUTE}="loading"]`,
  );
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    // A request that stalls (no load, no error) does not hold the app back for good: it draws
    // with the frame's styles, and the rest apply when the stylesheet comes.
    const stalled = setTimeout(resolve, STYLESHEET_STALL_MS);
    const done = (event: Event) => {
      clearTimeout(stalled);
      link.setAttribute(SHELL_STYLESHEET_ATTRIBUTE, event.type);
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    if (link.hasAttribute('disabled')) {
      link.setAttribute(SHELL_STYLESHEET_ATTRIBUTE, 'loading');
      link.removeAttribute('disabled');
    }
  });
}

/** Whether the page shows the app shell's frame: a first paint with content comes before the app. */
export function showsAppShellFrame(root: HTMLElement) {
  return (
    root.querySelector(`[${APP_SHELL_ATTRIBUTE}]`) !== null &&
    document.documentElement.getAttribute('data-shell') !== SHELL_LOADER_ONLY
  );
}
