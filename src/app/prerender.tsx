import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import Beasties from 'beasties';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';

import { App } from '@/app/app';
import { appRoutes } from '@/app/app-routes';
import {
  APP_SHELL_ATTRIBUTE,
  PRERENDERED_ROUTE_ATTRIBUTE,
  SHELL_LOADER_ONLY,
  SHELL_STYLESHEET_ATTRIBUTE,
  type PageHandle,
} from '@/app/prerendered-pages';
import { routes } from '@/app/router';
import { isScreenCodeHandle } from '@/app/screen-code';
import { DashboardRoute } from '@/app/routes/app/dashboard-route';
import { AppLayout } from '@/components/layouts/app-layout';
import { SHELL_CONTROL_ATTRIBUTE, SHELL_PRESSES_KEY } from '@/components/layouts/shell-presses';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { PRODUCT_NAME, WEB_APP_MANIFEST } from '@/config/product';
import { activateLocale } from '@/lib/i18n/catalogs';
import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { LOCALES, SOURCE_LOCALE } from '@/config/locales';
import { MOBILE_QUERY } from '@/hooks/use-is-mobile';
import { localizedPath } from '@/lib/i18n/locale-choice';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

/**
 * Build time only (Node): renders the public pages to static HTML with the app's own route tree
 * and providers, so a visitor sees the page before any script has run. The build (the prerender
 * plugin in vite.config.ts) calls `prerenderSite` with the browser build's index.html and writes
 * the files it returns. `src/app/start.tsx` then hydrates each page.
 */

/**
 * The public pages prerendered, and their files, in every language: English at its address
 * (`/login`, login.html), another language under its code (`/es/login`, es/login.html; `/es`,
 * es/index.html). Everything else (`/app/*`, `/confirm`) is rendered in the browser from the app
 * shell. deploy/ serves each path its file.
 */
const PUBLIC_PAGES = [
  { path: paths.home, file: 'index.html', indexed: true },
  { path: paths.login, file: 'login.html', indexed: true },
  { path: paths.register, file: 'register.html', indexed: true },
  { path: paths.forgotPassword, file: 'forgot-password.html', indexed: true },
  // Any path no route knows shows the not-found page; the server sends it with status 404.
  { path: '/404', file: '404.html', indexed: false },
] as const;

type PublicPage = (typeof PUBLIC_PAGES)[number];

/** A page in one language: its address and file there. */
type PrerenderedPage = PublicPage & { locale: string; address: string; output: string };

function inLocale(page: PublicPage, locale: string): PrerenderedPage {
  return {
    ...page,
    locale,
    address: localizedPath(page.path, locale),
    output: locale === SOURCE_LOCALE ? page.file : `${locale}/${page.file}`,
  };
}

const PRERENDERED_PAGES: PrerenderedPage[] = LOCALES.flatMap((locale) =>
  PUBLIC_PAGES.map((page) => inLocale(page, locale)),
);

/** What the social card shows, for those who cannot see it. */
const SOCIAL_IMAGE_ALT = msg`${PRODUCT_NAME}: a yard before and after its AI redesign`;

/** The client-rendered shell, for every other path: it shows a loader until the app starts. */
const APP_SHELL_FILE = 'app.html';

/** The social card of every public page (public/og-image.png), 1200 x 630. */
const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export type SiteFile = { file: string; content: string };

type RenderedPage = { html: string; preloads: string[]; routeId: string; handle: PageHandle };

function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { description?: unknown }).description === 'object'
  );
}

/** The markup of the page at `path`, as the browser's first render will produce it. */
async function renderPage(path: string, locale: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context: StaticHandlerContext | Response = await handler.query(
    new Request(new URL(path, 'http://prerender.invalid')),
  );
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page.`);
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || !isPageHandle(leaf.handle)) {
    throw new Error(`${path}: its route module must export a \`handle\` with a description.`);
  }
  // In the page's language (the root route's start language is the source's, outside a browser).
  await activateLocale(locale, ['public']);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for every lazy part (the theme menu) instead of leaving a fallback.
  const markup = await renderToHtml(
    <App
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      prerendered
    />,
  );
  // No script may come with the markup (the Content-Security-Policy allows none inline, and the
  // page must be whole without one): a Suspense boundary left pending would add some.
  if (/<script|<template/i.test(markup)) {
    throw new Error(`${path}: the prerendered markup has a script or a pending boundary.`);
  }
  // React puts the preloads of the page's first images (the landing's hero) before the markup;
  // they go into the head, where the browser finds them first.
  const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(markup)?.[0] ?? '';
  return {
    html: markup.slice(preloads.length),
    preloads: preloads.match(/<link[^>]*\/>/g) ?? [],
    routeId: leaf.id,
    handle: leaf.handle,
  };
}

/** `https://example.com` + `/login`; undefined without a site URL. */
function absolute(siteUrl: string | undefined, path: string) {
  return siteUrl ? `${siteUrl}${path}` : undefined;
}

/**
 * The head tags of a page: title, description, canonical link, the page's addresses in every
 * language (`hreflang`, English the default), Open Graph and Twitter card.
 */
function headTags(page: PrerenderedPage, handle: PageHandle, siteUrl: string | undefined) {
  // In the language the page was rendered in (the root route activated it).
  const title = handle.title ? `${i18n._(handle.title)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  const description = i18n._(handle.description);
  const canonical = page.indexed ? absolute(siteUrl, page.address) : undefined;
  const alternates = canonical
    ? [
        ...LOCALES.map((locale) => ({ hreflang: locale, locale })),
        { hreflang: 'x-default', locale: SOURCE_LOCALE },
      ].map(
        ({ hreflang, locale }) =>
          `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(
            absolute(siteUrl, localizedPath(page.path, locale)) ?? '',
          )}" />`,
      )
    : [];
  const image = absolute(siteUrl, SOCIAL_IMAGE.path) ?? SOCIAL_IMAGE.path;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return {
    title: `<title>${escapeHtml(title)}</title>`,
    description: meta('name', 'description', description),
    more: [
      page.indexed ? undefined : meta('name', 'robots', 'noindex'),
      canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : undefined,
      ...alternates,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      canonical ? meta('property', 'og:url', canonical) : undefined,
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
      meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
      meta('property', 'og:image:alt', i18n._(SOCIAL_IMAGE_ALT)),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    ].filter((tag): tag is string => tag !== undefined),
  };
}

/** Puts a rendered page into the browser build's index.html. */
function documentFor(
  template: string,
  page: PrerenderedPage,
  rendered: RenderedPage,
  siteUrl: string | undefined,
) {
  const tags = headTags(page, rendered.handle, siteUrl);
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}.`);
    return html.replace(pattern, () => replacement);
  };
  let html = replaceOnce(template, /<html lang="[^"]*"/, `<html lang="${page.locale}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, tags.title);
  html = replaceOnce(html, /<meta\s+name="description"[^>]*>/, tags.description);
  html = replaceOnce(html, /<\/head>/, `  ${tags.more.join('\n    ')}\n  </head>`);
  // The image preloads go before the stylesheet and the scripts: the picture is the page's
  // largest content, and the browser starts the requests in the order it reads them.
  if (rendered.preloads.length > 0) {
    html = replaceOnce(
      html,
      /<script type="module"/,
      `${rendered.preloads.join('\n    ')}\n    <script type="module"`,
    );
  }
  // The page reads without its code, which only takes it over: the code loads after what the
  // page shows (the stylesheet, the picture), not in competition with it.
  html = replaceOnce(html, /<script type="module"/, '<script type="module" fetchpriority="low"');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeHtml(rendered.routeId)}">${rendered.html}</div>`,
  );
}

/** Markup React renders, as a string (waits for anything lazy). */
async function renderToHtml(element: ReactNode) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/**
 * A screen of the `/app` area: its address as the router writes it (`/app/generations/:ref`) and
 * the source modules that the routes on the way to it load (their `screenCode` handles).
 */
export type AppScreen = { path: string; code: string[]; framed: boolean };

/** Every screen of the `/app` area (src/app/app-routes.tsx), with what its routes load. */
export function appScreens(): AppScreen[] {
  const screens: AppScreen[] = [];
  const visit = (
    route: RouteObject,
    parentPath: string,
    parentCode: string[],
    parentFramed: boolean,
  ) => {
    const path = route.path
      ? `${parentPath.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parentPath;
    const code = isScreenCodeHandle(route.handle)
      ? [...parentCode, ...route.handle.code]
      : parentCode;
    // The screens inside the app's frame are those under its layout, the `/app` route.
    const framed = parentFramed || route.path === paths.app.root;
    if (route.children?.length) {
      for (const child of route.children) visit(child, path, code, framed);
    } else if (route.lazy) {
      // A leaf without code is a redirect (`/app`, an unknown address): it shows the dashboard.
      screens.push({ path, code, framed });
    }
  };
  for (const route of appRoutes) visit(route, '', [], false);
  return screens;
}

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
 * The app shell's inline script that asks for all the code of the screen at the address (the
 * start, the screen's chunks, the catalogues of the user's language), each chunk at once
 * (`modulepreload`), instead of the start discovering them one import after another: a cold
 * screen's code arrives in one round of requests after the shell. Where the shell shows the
 * app's frame, it asks once the frame is on screen. The address is matched like the router
 * does (`:param` is one segment); an address no screen has shows the dashboard.
 */
function screenPreloadScript(code: ShellCode, entry: string) {
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
  return `<script>
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
        root.lang = locale;
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
        }
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

/** The attribute of the app shell's frames: each names its language. */
const SHELL_FRAME_ATTRIBUTE = APP_SHELL_ATTRIBUTE;
/** On a frame's screen places (`loader`, `dashboard`), and on the page: the one it shows. */
const SHELL_SCREEN_ATTRIBUTE = 'data-shell-screen';

/**
 * The app's frame as the app draws it (top bar, sidebar or phone bar, the screen's loader where
 * the screen goes) in `locale`, for the app shell: what a signed-in screen shows from the HTML
 * alone, before any script. Its links are plain links; a press on one of its buttons is carried
 * out when the app takes over and draws the same frame over it (`pressesScript`).
 */
async function appFrame(locale: string) {
  await activateLocale(locale, ['public', 'app']);
  const frameRoutes: RouteObject[] = [
    {
      path: '*',
      element: (
        <I18nProvider i18n={i18n}>
          <AppLayout onLogout={() => undefined}>
            {/* The screen's place: its loader, or the dashboard itself (it shows no data, so
                the shell draws it whole at its address: `SHELL_SCREEN_ATTRIBUTE`). */}
            <div {...{ [SHELL_SCREEN_ATTRIBUTE]: 'loader' }}>
              <PageLoader />
            </div>
            <div {...{ [SHELL_SCREEN_ATTRIBUTE]: 'dashboard' }}>
              <DashboardRoute />
            </div>
          </AppLayout>
        </I18nProvider>
      ),
    },
  ];
  const handler = createStaticHandler(frameRoutes);
  const context = await handler.query(
    new Request(new URL(paths.app.root, 'http://prerender.invalid')),
  );
  if (context instanceof Response) throw new Error('The app frame answered a redirect.');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToHtml(
    <App
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      prerendered
    />,
  );
}

/**
 * The app shell's frames and the script that picks one, for the root: the frame in every
 * language, the one of the user's language shown (the preload script in the head sets the page's
 * language; without scripts, the source language's). A page of the app without the frame
 * (`/confirm`, presentation mode) shows the loader alone. The script after them
 * (`frameScript`) marks the current screen's link and puts the sidebar as the user left it
 * (collapsed or not, its cookie), so the app draws it over as it is. The script for the head
 * (`pressesScript`) records the presses on the frame's buttons for the app to carry out.
 */
async function shellFrames() {
  const frames: string[] = [];
  for (const locale of LOCALES) {
    // One frame shows at a time, but ids must be unique in the page: the others' are dropped
    // (and what refers to them).
    const frame = await appFrame(locale);
    const markup =
      locale === SOURCE_LOCALE
        ? frame
        : frame.replace(/ (?:id|aria-controls|aria-labelledby|aria-describedby)="[^"]*"/g, '');
    frames.push(`<div ${SHELL_FRAME_ATTRIBUTE}="${locale}">${markup}</div>`);
  }
  await activateLocale(SOURCE_LOCALE, ['public']);
  const loader = await renderToHtml(<PageLoader />);
  frames.push(`<div ${SHELL_FRAME_ATTRIBUTE}="none">${loader}</div>`);
  const hidden = [
    ...LOCALES.map(
      (locale) => `html:not([lang="${locale}"]) [${SHELL_FRAME_ATTRIBUTE}="${locale}"]`,
    ),
    `html[data-shell="${SHELL_LOADER_ONLY}"] [${SHELL_FRAME_ATTRIBUTE}]`,
    `html:not([data-shell="${SHELL_LOADER_ONLY}"]) [${SHELL_FRAME_ATTRIBUTE}="none"]`,
    `html:not([${SHELL_SCREEN_ATTRIBUTE}="dashboard"]) [${SHELL_SCREEN_ATTRIBUTE}="dashboard"]`,
    `html[${SHELL_SCREEN_ATTRIBUTE}="dashboard"] [${SHELL_SCREEN_ATTRIBUTE}="loader"]`,
  ];
  // The screen's places lay out as their content would without them (as the app draws it).
  // A button of the frame pressed before the app can act looks as it does under the pointer
  // until the app carries the press out (`pressesScript`).
  const style = `<style>[${SHELL_SCREEN_ATTRIBUTE}]{display:contents}${hidden.join(',')}{display:none}html[data-shell="${SHELL_LOADER_ONLY}"] [${SHELL_FRAME_ATTRIBUTE}="none"]{display:block}[${SHELL_PRESSED_ATTRIBUTE}]{background:var(--accent);cursor:progress}</style>`;
  const sidebar = frameScript();
  // The frames as they may look once the script has run too (the current screen's link marked,
  // the sidebar collapsed): the stylesheet's rules for the page are those for both.
  const scripted = frames
    .join('')
    .replace(/ data-active="false"/g, ' data-active="true" aria-current="page"')
    .replace(/ data-state="expanded"/g, ' data-state="collapsed"')
    .replace(/ data-collapsible=""/g, ' data-collapsible="icon"');
  return {
    style,
    script: pressesScript(),
    markup: [...frames, sidebar].join(''),
    everyState: [...frames, scripted].join(''),
  };
}

/** Set by the shell's script on a button of its frame pressed before the app could act. */
const SHELL_PRESSED_ATTRIBUTE = 'data-shell-pressed';

/** The test of the sidebar's cookie: collapsed by the user. */
const SIDEBAR_COLLAPSED_COOKIE = String.raw`/(?:^|; )sidebar_state=false(?:;|$)/`;

/**
 * The app shell's script in its head, before the frames: from the first parsed button on, the
 * frame's buttons keep their word before the app can act. A press on one of them (a click;
 * Enter and Space click too) and Ctrl/Cmd+B are recorded, with the control that has the focus,
 * and the app carries them out as it draws its frame over this one
 * (src/components/layouts/shell-presses.ts). On a desktop the sidebar toggles at once; any other
 * button pressed looks pressed (`SHELL_PRESSED_ATTRIBUTE`). Links are links: they navigate.
 */
function pressesScript() {
  const frame = `[${SHELL_FRAME_ATTRIBUTE}]`;
  const control = SHELL_CONTROL_ATTRIBUTE;
  return `<script>
      (function () {
        var record = (window.${SHELL_PRESSES_KEY} = { presses: [], focus: null, done: false });
        var phone = !!window.matchMedia && window.matchMedia('${MOBILE_QUERY}').matches;
        function toggleSidebar() {
          var bars = document.querySelectorAll('${frame} [data-collapsible]');
          var open = false;
          for (var i = 0; i < bars.length; i++) {
            open = bars[i].getAttribute('data-state') !== 'expanded';
            bars[i].setAttribute('data-state', open ? 'expanded' : 'collapsed');
            bars[i].setAttribute('data-collapsible', open ? '' : 'icon');
          }
          var triggers = document.querySelectorAll('${frame} [${control}="sidebar"]');
          for (var t = 0; t < triggers.length; t++) triggers[t].setAttribute('aria-expanded', String(open));
        }
        function take(name, button) {
          record.presses.push(name);
          if (name === 'sidebar' && !phone) toggleSidebar();
          else if (button) button.setAttribute('${SHELL_PRESSED_ATTRIBUTE}', '');
        }
        function controlOf(event) {
          var target = event.target;
          var found = target && target.closest ? target.closest('[${control}]') : null;
          return found && found.closest('${frame}') ? found : null;
        }
        document.addEventListener('click', function (event) {
          var button = controlOf(event);
          if (button && !record.done) take(button.getAttribute('${control}'), button);
        }, true);
        document.addEventListener('keydown', function (event) {
          if (record.done || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
          if (String(event.key).toLowerCase() !== 'b') return;
          event.preventDefault();
          take('sidebar', null);
        });
        document.addEventListener('focusin', function (event) {
          var button = controlOf(event);
          record.focus = button ? button.getAttribute('${control}') : null;
        });
        document.addEventListener('focusout', function (event) {
          var left = event.target;
          setTimeout(function () {
            if (left.isConnected && document.activeElement === document.body) record.focus = null;
          });
        });
      })();
    </script>`;
}

/**
 * The script after the app shell's frames: keeps only the frame shown (the user's language's,
 * or the loader alone; the others would be styled and laid out again, for nothing, once the
 * whole stylesheet comes), marks the current screen's link, as the app marks it, and puts the
 * sidebar as the user left it (its cookie, and any toggle already recorded: `pressesScript`),
 * so that the app draws it over as it is.
 */
function frameScript() {
  const frame = `[${SHELL_FRAME_ATTRIBUTE}]`;
  return `<script>
      (function () {
        var root = document.documentElement;
        var shown = root.getAttribute('data-shell') === '${SHELL_LOADER_ONLY}' ? 'none' : root.lang;
        var all = document.querySelectorAll('${frame}');
        for (var k = 0; k < all.length; k++) {
          if (all[k].getAttribute('${SHELL_FRAME_ATTRIBUTE}') !== shown) all[k].remove();
        }
        var path = location.pathname;
        var links = document.querySelectorAll('${frame} a[data-active]');
        for (var j = 0; j < links.length; j++) {
          var to = links[j].getAttribute('href');
          if (path === to || path.indexOf(to + '/') === 0) {
            links[j].setAttribute('data-active', 'true');
            links[j].setAttribute('aria-current', 'page');
          }
        }
        var phone = !!window.matchMedia && window.matchMedia('${MOBILE_QUERY}').matches;
        var open = !${SIDEBAR_COLLAPSED_COOKIE}.test(document.cookie);
        var presses = (window.${SHELL_PRESSES_KEY} || { presses: [] }).presses;
        for (var p = 0; p < presses.length; p++) if (presses[p] === 'sidebar' && !phone) open = !open;
        var bars = document.querySelectorAll('${frame} [data-collapsible]');
        for (var i = 0; i < bars.length; i++) {
          bars[i].setAttribute('data-state', open ? 'expanded' : 'collapsed');
          bars[i].setAttribute('data-collapsible', open ? '' : 'icon');
        }
        var triggers = document.querySelectorAll('${frame} [${SHELL_CONTROL_ATTRIBUTE}="sidebar"]');
        for (var t = 0; t < triggers.length; t++) triggers[t].setAttribute('aria-expanded', String(open && !phone));
      })();
    </script>`;
}

/** The characters of the references React writes in attribute values, but `&quot;`. */
const CHARACTERS: Record<string, string> = { amp: '&', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/**
 * The rules of the build's stylesheet that the app shell's HTML uses, found by Beasties (what
 * Angular and Nuxt inline as critical CSS): those whose selectors match an element of `markup`
 * (pseudo-classes aside; `:root`, `html`, `body` always), in their `@layer`s, `@media` and
 * `@supports` rules, with every `@property` and `@layer` statement. The document it looks at has
 * the `dark` class, so that the dark theme's variables and `dark:` rules are kept beside the
 * light ones (the head script sets the theme before the first paint). Every `@keyframes` is kept:
 * Tailwind's `animate-*` name theirs through a variable (`animation: var(--animate-pulse)`),
 * which Beasties does not follow.
 */
async function criticalCss(stylesheet: string, markup: string) {
  const marker = 'data-critical';
  const escaped = stylesheet.replace(/<\/style/gi, '<\\/style');
  // Beasties reads attributes as written, without decoding their character references, and
  // React writes `&`, `'`, `<` and `>` as references: Tailwind's classes such as
  // `[&_svg:not([class*='size-'])]:size-4` would match nothing. Its document has them decoded
  // (a `"` stays a reference: the values are in double quotes).
  const decoded = markup.replace(
    / class="([^"]*)"/g,
    (_attribute, value: string) =>
      ` class="${value.replace(/&(amp|#x27|#39|lt|gt);/g, (_reference, name: string) => CHARACTERS[name] ?? '')}"`,
  );
  // Beasties cannot evaluate a selector in `:where(...)`, where Tailwind puts the children's
  // spacing (`space-y-2`, `divide-x`): those of the classes the markup uses are kept as they are.
  const classes = new Set(
    [...decoded.matchAll(/ class="([^"]*)"/g)].flatMap(([, value = '']) => value.split(/\s+/)),
  );
  const inWhere = [...classes]
    .filter(Boolean)
    .map(
      (name) =>
        new RegExp(
          `^:where\\(\\.${name
            .replace(/[^\w-]/g, (character) => `\\${character}`)
            .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}[>\\s:)]`,
        ),
    );
  const beasties = new Beasties({
    logLevel: 'warn',
    keyframes: 'all',
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    allowRules: inWhere,
  });
  const html = await beasties.process(
    `<!doctype html><html lang="${SOURCE_LOCALE}" class="dark"><head><style ${marker}>${escaped}</style></head><body>${decoded}</body></html>`,
  );
  const critical = new RegExp(`<style ${marker}(?:="")?>([\\s\\S]*?)</style>`).exec(html)?.[1];
  if (critical === undefined) throw new Error("Beasties left none of the stylesheet's rules.");
  return withoutUnusedProperties(critical, markup);
}

/**
 * `css` without what it says of custom properties that nothing else in it (nor `markup`'s
 * inline styles) reads or sets: Beasties keeps every `@property` rule and the whole theme (Tailwind
 * declares each theme value the build uses as a variable on `:root`), and Tailwind's fallback
 * for browsers without `@property` sets every registered property on every element (`@layer
 * properties`). Those of the utilities the frame does not use were a quarter of its rules.
 */
function withoutUnusedProperties(css: string, markup: string) {
  const registered = /@property (--[\w-]+)\{[^{}]*\}/g;
  const fallbacks = /(@layer properties\{@supports [^{]*\{[^{]*\{)([^{}]*)\}/;
  const theme = /(@layer theme\{:root(?:,:host)?\{)([^{}]*)\}/;
  const names = (text: string) => [...text.matchAll(/--[\w-]+/g)].map(([name]) => name);
  const nameOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':'));
  const rest = css.replace(registered, '').replace(fallbacks, '$1}').replace(theme, '$1}');
  const used = new Set(names(`${rest}${markup}`));
  // A theme value may be another's (`--default-font-family: var(--font-sans)`).
  const themeValues = theme.exec(css)?.[2].split(';') ?? [];
  for (let grown = true; grown;) {
    grown = false;
    for (const declaration of themeValues) {
      if (!used.has(nameOf(declaration))) continue;
      for (const name of names(declaration.slice(declaration.indexOf(':')))) {
        if (used.has(name)) continue;
        used.add(name);
        grown = true;
      }
    }
  }
  const usedOnly = (_block: string, start: string, declarations: string) =>
    `${start}${declarations
      .split(';')
      .filter((declaration) => used.has(nameOf(declaration)))
      .join(';')}}`;
  return css
    .replace(registered, (rule, name: string) => (used.has(name) ? rule : ''))
    .replace(fallbacks, usedOnly)
    .replace(theme, usedOnly);
}

/**
 * The template with the app's frame in its root, until the app renders over it (src/main.tsx),
 * the stylesheet's rules for that frame inline (`criticalCss`: the frame paints from the HTML
 * alone, with no request before the first paint, and the HTML stays small enough to arrive in
 * the connection's first round trip), and the inline script that asks for the whole stylesheet
 * and preloads the app's code (`screenPreloadScript`): the start's and the screen's, all at
 * once, once the frame is on screen.
 */
async function appShell(
  template: string,
  code: ShellCode | undefined,
  stylesheet: string,
  apiOrigin: string | undefined,
) {
  const frames = await shellFrames();
  // A cold screen's first request for data goes to the API (with its CORS preflight), and its
  // pictures come from there too: the connections are opened while the code loads. Two pools:
  // the API's requests are CORS requests, the pictures are not.
  const preconnects = apiOrigin
    ? [
        `<link rel="preconnect" href="${escapeHtml(apiOrigin)}" crossorigin>`,
        `<link rel="preconnect" href="${escapeHtml(apiOrigin)}">`,
      ]
    : [];
  // The entry's module script goes: the shell's script asks for it (`screenPreloadScript`).
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  const script = code && entryTag?.[1] ? [screenPreloadScript(code, entryTag[1])] : [];
  let html = script.length > 0 && entryTag ? template.replace(entryTag[0], '') : template;
  // The web app manifest's link goes too: the app links it once the screen has shown what it
  // opened with (src/app/app-background.tsx). Linked in the HTML, the browser fetched the
  // manifest and its icon beside the screen's code, on a phone's few kB per round trip.
  const manifestLink = new RegExp(
    `<link rel="manifest" href="${WEB_APP_MANIFEST.replace(/\./g, '\\.')}"\\s*/?>\\s*`,
  );
  if (!manifestLink.test(html)) {
    throw new Error(`index.html has no <link rel="manifest" href="${WEB_APP_MANIFEST}">.`);
  }
  html = html.replace(manifestLink, '');
  if (stylesheet) {
    const link = /<link rel="stylesheet"[^>]*>/;
    if (!link.test(html)) throw new Error('index.html has no stylesheet to put inline.');
    const critical = await criticalCss(stylesheet, frames.everyState);
    // The link stays, disabled (a disabled stylesheet is not fetched, so it holds no paint
    // back) until the shell's script enables it once the frame is on screen. It also tells the
    // code's loader (Vite's, around lazy imports) that the page has that stylesheet, which it
    // would otherwise add with any chunk that shares the entry's.
    html = html.replace(
      link,
      (tag) =>
        `<style>${critical.replace(/<\/style/gi, '<\\/style')}</style>\n    ${tag.replace(/>$/, ' disabled>')}`,
    );
  }
  return html
    .replace('</head>', () => `  ${frames.style}\n    ${frames.script}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${frames.markup}</div>`)
    .replace('</head>', () => `  ${[...preconnects, ...script].join('\n    ')}\n  </head>`);
}

function robotsTxt(siteUrl: string | undefined) {
  const lines = ['User-agent: *', `Disallow: ${paths.app.root}/`, `Disallow: ${paths.confirm}`];
  if (siteUrl) lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

function sitemapXml(siteUrl: string) {
  const urls = PRERENDERED_PAGES.filter((page) => page.indexed).map(
    (page) => `  <url><loc>${escapeHtml(`${siteUrl}${page.address}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

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
