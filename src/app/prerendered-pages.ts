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
 * element and the page's language (src/app/prerender.tsx).
 */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

/** Set on <html> (`data-shell`) by the app shell's script where the page shows its loader alone. */
export const SHELL_LOADER_ONLY = 'loader';

/** Whether the page shows the app shell's frame: a first paint with content comes before the app. */
export function showsAppShellFrame(root: HTMLElement) {
  return (
    root.querySelector(`[${APP_SHELL_ATTRIBUTE}]`) !== null &&
    document.documentElement.getAttribute('data-shell') !== SHELL_LOADER_ONLY
  );
}
