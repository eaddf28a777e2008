import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';

import { App } from '@/app/app';
import { renderToHtml } from '@/app/prerender/render-html';
import {
  SHELL_FRAME_ATTRIBUTE,
  SHELL_PRESSED_ATTRIBUTE,
  SHELL_SCREEN_ATTRIBUTE,
} from '@/app/prerender/shell-attributes';
import { frameScript, pressesScript } from '@/app/prerender/shell-scripts';
import { SHELL_LOADER_ONLY } from '@/app/prerendered-pages';
import { DashboardRoute } from '@/app/routes/app/dashboard-route';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { LOCALES, SOURCE_LOCALE } from '@/config/locales';
import { activateLocale } from '@/lib/i18n/catalogs';

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
export async function shellFrames() {
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
