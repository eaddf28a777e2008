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
