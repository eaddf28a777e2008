import { appShell } from '@/app/prerender/app-shell-page';
import {
  documentFor,
  PRERENDERED_PAGES,
  renderPage,
  robotsTxt,
  sitemapXml,
} from '@/app/prerender/public-pages';
import type { ShellCode } from '@/app/prerender/screen-preload-script';
import { SOURCE_LOCALE } from '@/config/locales';
import { activateLocale } from '@/lib/i18n/catalogs';

/**
 * Build time only (Node): renders the public pages to static HTML with the app's own route tree
 * and providers, so a visitor sees the page before any script has run. The build (the prerender
 * plugin in vite.config.ts) calls `prerenderSite` with the browser build's index.html and writes
 * the files it returns. `src/app/start.tsx` then hydrates each page. Its parts are in
 * src/app/prerender/: the public pages and their head tags (`public-pages.tsx`), the app shell
 * (`app-shell-page.ts`: its frames, `shell-frames.tsx`, and their scripts, `shell-scripts.ts`;
 * the screens' code it preloads, `screen-preload-script.ts`; its critical CSS, `critical-css.ts`).
 */

/** Every screen of the `/app` area, for the build's check that each names its code (vite.config.ts). */
export { appScreens } from '@/app/prerender/app-screens';

/** The client-rendered shell, for every other path: it shows a loader until the app starts. */
const APP_SHELL_FILE = 'app.html';

export type SiteFile = { file: string; content: string };

/**
 * Every file the site adds to the browser build: the prerendered pages, the app shell (the
 * template as it is), robots.txt and, with a site URL (`SITE_URL`, the address the site is
 * served at), a sitemap. Canonical links and og:url need that address too; without it they are
 * left out rather than guessed.
 */
export async function prerenderSite({
  template,
  siteUrl,
  shellCode,
  stylesheet = '',
  apiOrigin,
}: {
  template: string;
  siteUrl?: string;
  /** The API's origin where it is another site's (the app shell connects to it early). */
  apiOrigin?: string;
  /**
   * The build's stylesheet: the app shell carries the rules of its frame inline and loads the
   * rest once the frame is on screen (none: it keeps the link).
   */
  stylesheet?: string;
  /** The build's chunks, for the app shell's preloads (none: the shell preloads nothing). */
  shellCode?: ShellCode;
}): Promise<SiteFile[]> {
  const site = siteUrl?.trim().replace(/\/+$/, '') || undefined;
  const files: SiteFile[] = [];
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderPage(page.address, page.locale);
    files.push({ file: page.output, content: documentFor(template, page, rendered, site) });
  }
  // The app shell and everything after it start in the source language (the app then loads the
  // user's).
  await activateLocale(SOURCE_LOCALE, ['public']);
  files.push({
    file: APP_SHELL_FILE,
    content: await appShell(template, shellCode, stylesheet, apiOrigin),
  });
  files.push({ file: 'robots.txt', content: robotsTxt(site) });
  if (site) files.push({ file: 'sitemap.xml', content: sitemapXml(site) });
  return files;
}
