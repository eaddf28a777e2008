import { Window } from 'happy-dom';
import { onTestFinished } from 'vitest';

import type { SiteFile } from '@/app/prerender';
import type { ShellCode } from '@/app/prerender/screen-preload-script';
import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

/*
 * For the tests of the app shell (app.html, written by src/app/prerender.tsx): the template it
 * is built from, a build's chunks, and its page as a browser runs its inline scripts.
 */

/** The shape of the browser build's index.html, as the prerenderer receives it. */
export const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The generic description."
    />
    <title>YardVision</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The content of the site's file `name`. */
export function file(files: SiteFile[], name: string): string {
  const found = files.find((entry) => entry.file === name);
  if (!found) throw new Error(`${name} was not written`);
  return found.content;
}

/** The window's width for the shell's script: a desktop's, unless a test says a phone's. */
export const DESKTOP_WIDTH = 1280;

/** A build whose every module is a chunk of its own, named after the module. */
export const SHELL_CODE: ShellCode = {
  start: ['/assets/start.js', '/assets/react.js'],
  first: ['/assets/early-screen-data.ts.js', '/assets/react.js'],
  chunksOf: (sources) =>
    sources.map((source) => {
      const parts = source.split('/');
      const name = source.startsWith('src/locales/') ? `${parts[2]}-${parts[3]}` : parts.at(-1);
      return `/assets/${name ?? ''}.js`;
    }),
  areaCode: [
    'src/app/routes/root-route.tsx',
    'src/app/routes/data-layout-route.tsx',
    'src/app/app-routes.tsx',
  ],
  phoneCode: ['src/components/ui/sidebar-sheet.tsx'],
  catalogue: (locale, part) => `src/locales/${locale}/${part}.po`,
};

/**
 * A window at `url` (the user's language kept, if given; a cookie set, if given) that has run the
 * shell's inline scripts. Closed when the test ends, with any timer its scripts left.
 */
export function runShell(
  shell: string,
  url: string,
  language?: string,
  signedIn = true,
  width = DESKTOP_WIDTH,
  cookie?: string,
) {
  const window = new Window({
    url,
    width,
    height: 800,
    settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true },
  });
  onTestFinished(() => window.happyDOM.close());
  if (language) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (signedIn) window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
  if (cookie) window.document.cookie = cookie;
  // The page's body (its scripts are run below, in order, as the browser runs them).
  window.document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(shell)?.[1] ?? '';
  // The stylesheet's link, which the script enables (not loaded here).
  window.document.head.innerHTML = (shell.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('');
  const scripts = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  for (const script of scripts) {
    // Each script in the page's globals (location, localStorage, navigator, document, its
    // timers): the build's own inline script, run as the browser runs it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(
      'window',
      'document',
      'location',
      'localStorage',
      'navigator',
      'setTimeout',
      'PerformanceObserver',
      'performance',
      script,
    )(
      window,
      window.document,
      window.location,
      window.localStorage,
      window.navigator,
      window.setTimeout.bind(window),
      window.PerformanceObserver,
      window.performance,
    );
  }
  return window;
}

/**
 * Lets a shell run by `runShell` finish the tasks its scripts queued (the preload links it inserts
 * a few per task, each task queuing the next): waits a task of the window's own at a time, queued
 * after theirs, until one adds nothing to the head.
 */
export async function afterShellTasks(window: Window) {
  for (;;) {
    const before = window.document.head.childElementCount;
    await new Promise<void>((resolve) => {
      window.setTimeout(resolve, 0);
    });
    if (window.document.head.childElementCount === before) return;
  }
}
