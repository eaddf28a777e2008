import { appScreens } from '@/app/prerender/app-screens';
import { SHELL_SCREEN_ATTRIBUTE } from '@/app/prerender/shell-attributes';
import { SHELL_LOADER_ONLY, SHELL_STYLESHEET_ATTRIBUTE } from '@/app/prerendered-pages';
import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { LOCALES, SOURCE_LOCALE } from '@/config/locales';
import { paths } from '@/config/paths';
import { MOBILE_QUERY } from '@/hooks/use-is-mobile';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

/** What the app shell needs to know of the build's chunks to preload a screen's code. */
export type ShellCode = {
  /** The chunks of the start and its static imports: every load of the shell needs them. */
  start: readonly string[];
  /**
   * The chunks a screen asks for first, before the start's: those of the early data requests
   * (src/app/early-screen-data.ts), so that the screen's data goes out as soon as it can.
   */
  first: readonly string[];
  /** The chunks a screen needs at once: those of `sources` and their static imports, minus the start's. */
  chunksOf: (sources: readonly string[]) => string[];
  /** The source modules every screen of the area loads first (the root route, the area's layout). */
  areaCode: readonly string[];
  /** The source modules a phone's frame loads at once (its menu's sheet). */
  phoneCode: readonly string[];
  /** The source module of each language's catalogue part: `src/locales/es/app.po`. */
  catalogue: (locale: string, part: 'public' | 'app') => string;
};

/** Preload links the app shell inserts per task (see `screenPreloadScript`). */
const PRELOADS_PER_TASK = 8;

/**
 * The table of the app shell's preload script, as JSON: every file it may ask for once
 * (`files`), and by their index those of the start, of each screen (its address as a pattern,
 * its chunks, whether it shows the frame), of the dashboard (`fallback`), of each language's
 * catalogues and of a phone's frame, and the page's entry.
 */
function screenTable(code: ShellCode, entry: string) {
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    if (at >= 0) return at;
    files.push(file);
    return files.length - 1;
  };
  const screens = appScreens().map(({ path, code: screenModules, framed }) => {
    const pattern = `^${path
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`;
    return [
      pattern,
      [
        ...new Set([
          ...code.first,
          ...code.start,
          ...code.chunksOf([...code.areaCode, ...screenModules]),
        ]),
      ].map(indexOf),
      framed ? 1 : 0,
    ] as const;
  });
  const fallback = screens.find(([pattern]) => new RegExp(pattern).test('/app/dashboard'));
  if (!fallback) throw new Error('The app area has no /app/dashboard screen.');
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      code.chunksOf([code.catalogue(locale, 'public'), code.catalogue(locale, 'app')]).map(indexOf),
    ]),
  );
  const start = code.start.map(indexOf);
  const phone = code.chunksOf(code.phoneCode).map(indexOf);
  const data = JSON.stringify({ files, start, screens, fallback, catalogues, phone, entry });
  return data;
}

/** The preload script's start: the page's language, from the device's choice or the browser's. */
function languageScript(data: string) {
  return `
      // Preloads the code of the screen at this address and the catalogues of the user's language
      // (src/app/prerender.tsx builds this table from the routes and the build's manifest); shows
      // the shell's frame in that language, or its loader alone on a screen without the frame.
      (function () {
        var code = ${data.replace(/</g, '\\u003c')};
        var root = document.documentElement;
        var locale = null;
        try {
          locale = localStorage.getItem('${LANGUAGE_STORAGE_KEY}');
        } catch (e) {}
        if (!code.catalogues[locale]) {
          locale = '${SOURCE_LOCALE}';
          var languages = navigator.languages || [navigator.language];
          for (var j = 0; j < languages.length; j++) {
            var base = String(languages[j]).toLowerCase().split('-')[0];
            if (code.catalogues[base]) {
              locale = base;
              break;
            }
          }
        }
        root.lang = locale;`;
}

/** The preload script's ways to load: the stylesheet, the entry, the code a few links per task. */
function loadingScript() {
  return `
        function enableStylesheet() {
          // The whole stylesheet (the page paints from the rules of its frame, inline): its link
          // is disabled until now, so that it held no paint back. The app waits for it before it
          // draws a screen (src/main.tsx, which enables it too if it is still disabled), which
          // this attribute tells how it went.
          var sheet = document.querySelector('link[rel="stylesheet"][disabled]');
          if (sheet) {
            var loaded = function (event) {
              sheet.setAttribute('${SHELL_STYLESHEET_ATTRIBUTE}', event.type);
            };
            sheet.addEventListener('load', loaded);
            sheet.addEventListener('error', loaded);
            sheet.setAttribute('${SHELL_STYLESHEET_ATTRIBUTE}', 'loading');
            sheet.removeAttribute('disabled');
          }
        }
        function preloadCode(chunks) {
          // A few links per insertion (the page's styles are worked out again once per insertion,
          // not per link), each insertion a task of its own: starting a request costs the main
          // thread about a millisecond on a phone, and some 30 at once would block it that long.
          var next = 0;
          function insert() {
            var links = document.createDocumentFragment();
            for (var end = Math.min(next + ${PRELOADS_PER_TASK}, chunks.length); next < end; next++) {
              var link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = code.files[chunks[next]];
              links.appendChild(link);
            }
            document.head.appendChild(links);
            if (next < chunks.length) setTimeout(insert, 0);
          }
          insert();
        }
        var started = false;
        function startEntry() {
          // The page's entry (src/main.tsx), which starts the app. Asked for from here, in the same
          // moment as the code it runs, not from the HTML: on a phone its request would otherwise
          // come first, and everything asked for with it would wait for it. Within that moment it
          // goes first: it starts the screen's data requests (src/app/early-screen-data.ts, whose
          // chunks come next), which would otherwise wait for all the code.
          if (started) return;
          started = true;
          var entry = document.createElement('script');
          entry.type = 'module';
          entry.crossOrigin = '';
          entry.src = code.entry;
          document.head.appendChild(entry);
        }
        function preload(chunks) {
          enableStylesheet();
          startEntry();
          preloadCode(chunks);
        }`;
}

/** The preload script's end: what the address shows (the frame, or the loader), and when to ask. */
function screenScript() {
  return `
        var path = location.pathname;
        if (path !== '/app' && path.indexOf('/app/') !== 0) {
          root.setAttribute('data-shell', '${SHELL_LOADER_ONLY}');
          preload(code.start);
          return;
        }
        var screen = code.fallback;
        for (var i = 0; i < code.screens.length; i++) {
          if (new RegExp(code.screens[i][0]).test(path)) {
            screen = code.screens[i];
            break;
          }
        }
        // Without a session the app goes on to sign-in: the loader alone, not a frame that goes.
        var session = null;
        try {
          session = localStorage.getItem('${TOKEN_STORAGE_KEY}');
        } catch (e) {}
        if (!session) {
          root.setAttribute('data-shell', '${SHELL_LOADER_ONLY}');
          preload(code.start.concat(code.catalogues[locale]));
          return;
        }
        // The dashboard shows no data: the shell has it drawn, in every language.
        if (path === '${paths.app.dashboard}' || path === '${paths.app.dashboard}/') {
          root.setAttribute('${SHELL_SCREEN_ATTRIBUTE}', 'dashboard');
        }
        var chunks = screen[1].concat(code.catalogues[locale]);
        if (!screen[2]) {
          root.setAttribute('data-shell', '${SHELL_LOADER_ONLY}');
          preload(chunks);
          return;
        }
        // A phone's frame opens its menu in a sheet, whose code the frame loads at once (it must
        // open offline too): asked for here, with the rest, not once the frame has rendered.
        if (window.matchMedia && window.matchMedia('${MOBILE_QUERY}').matches) {
          for (var p = 0; p < code.phone.length; p++) {
            if (chunks.indexOf(code.phone[p]) < 0) chunks.push(code.phone[p]);
          }
        }
        // The frame paints first, with the whole connection for the page: the stylesheet, the
        // entry and the code are asked for once it is on screen, or after 3 s.
        var asked = false;
        function ask() {
          if (asked) return;
          asked = true;
          preload(chunks);
        }
        var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        if (document.visibilityState === 'hidden' || !types || types.indexOf('paint') < 0) {
          ask();
          return;
        }
        new PerformanceObserver(function () {
          if (performance.getEntriesByName('first-contentful-paint').length > 0) ask();
        }).observe({ type: 'paint', buffered: true });
        document.addEventListener('visibilitychange', ask);
        setTimeout(ask, 3000);
      })();
    </script>`;
}

/**
 * The app shell's inline script that asks for all the code of the screen at the address (the
 * start, the screen's chunks, the catalogues of the user's language), each chunk at once
 * (`modulepreload`), instead of the start discovering them one import after another: a cold
 * screen's code arrives in one round of requests after the shell. Where the shell shows the
 * app's frame, it asks once the frame is on screen. The address is matched like the router
 * does (`:param` is one segment); an address no screen has shows the dashboard.
 */
export function screenPreloadScript(code: ShellCode, entry: string) {
  const data = screenTable(code, entry);
  return `<script>${languageScript(data)}${loadingScript()}${screenScript()}`;
}
