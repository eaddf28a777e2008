import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, matchRoutes, RouterProvider } from 'react-router-dom';

import { App } from '@/app/app';
import { demoApi } from '@/app/demo-api';
import { holdingDataStrategy } from '@/app/navigation-hold';
import { PRERENDERED_ROUTE_ATTRIBUTE, showsAppShellFrame } from '@/app/prerendered-pages';
import { routerOptions, routes } from '@/app/router';
import { runBeforeFirstRequest } from '@/lib/api/api-ready';
import type * as ChunkRecovery from '@/lib/network/chunk-recovery';
import { yieldToMain } from '@/lib/yield-to-main';

// Demo mode: the in-browser API starts with the first request, never before a page paints.
if (demoApi) runBeforeFirstRequest(demoApi.start);

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router, once made. */
let appRouter: BrowserRouter | undefined;

/**
 * The browser's router: a move to another screen may be held while a new version takes over,
 * which then loads the destination (src/app/app-updates.tsx).
 */
const browserRouterOptions = {
  ...routerOptions,
  dataStrategy: holdingDataStrategy(() => appRouter),
};

/** Where a navigation waiting for code is heading: a reload for a new deploy goes there. */
function destination() {
  const location = appRouter?.state.navigation.location;
  return location ? createPath(location) : undefined;
}

/**
 * Vite's `vite:preloadError`: its helper around every `import()` of the build dispatches it when
 * an import (or a stylesheet it needs) fails. Each goes to the one rule of
 * src/lib/network/chunk-recovery.ts: after a new deploy the page reloads once, safely (at the
 * page the user was going to); offline nothing reloads. That module loads with the error
 * screens (the first screen), not with this one; an event while it loads is one of its own
 * import failing, and is left alone (no loop).
 */
function listenForPreloadErrors() {
  let recovery: typeof ChunkRecovery | undefined;
  let loading = false;
  window.addEventListener('vite:preloadError', (event) => {
    if (recovery) {
      recovery.onPreloadError(event, destination);
      return;
    }
    if (loading) return;
    loading = true;
    import('@/lib/network/chunk-recovery')
      .then((module) => {
        recovery = module;
        module.onPreloadError(event, destination);
      })
      .catch(() => undefined)
      .finally(() => {
        loading = false;
      });
  });
}

// Code that fails to load anywhere (a screen, a form's checks, the theme menu).
listenForPreloadErrors();

/**
 * The service worker (builds with an API; a demo build's site belongs to the mock API's
 * worker): registered once the page has loaded and the browser is idle, since it downloads the
 * whole app, which must not compete with the first screen. Its code loads only then too.
 */
function startServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || __DEMO_MODE__ || !('serviceWorker' in navigator)) return;
  const register = () => {
    const start = () => {
      void import('@/app/app-updates')
        .then(({ startServiceWorker }) => startServiceWorker())
        .catch(() => undefined);
    };
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else setTimeout(start, 1);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Builds tailwind-merge's class tables (src/lib/utils.ts). The screens' code has loaded it by
 * now; importing it here, not at the top, keeps it out of the start's own chunk.
 */
async function prepareClassNames() {
  const { prepareClassNames: prepare } = await import('@/lib/utils');
  prepare();
}

/**
 * Starts the app in `root` (src/main.tsx loads this module). A public page arrives prerendered
 * (see src/app/prerender.tsx): its root names the route it was rendered for. The browser takes
 * that HTML over (hydrates it) once the code of the route's screens has loaded, so the first
 * render matches it. Any other HTML (the app shell's loader, or a server that answered a deep
 * link with another page) stays until the app renders over it.
 */
export async function start(root: HTMLElement) {
  const prerenderedRoute = root.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  const matches = matchRoutes(routes, window.location) ?? [];
  const hydrate = prerenderedRoute !== null && matches.at(-1)?.route.id === prerenderedRoute;

  if (hydrate) {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    // The screens' code has just run. Class merging gets ready, the router is made and
    // hydrating starts, each in a task of its own.
    await yieldToMain();
    await prepareClassNames();
    await yieldToMain();
    // Hydration data (there are no loaders) tells the router the page is already rendered: it
    // must not wait to learn more routes first, even on the catch-all not-found page.
    const router = createBrowserRouter(routes, {
      ...browserRouterOptions,
      hydrationData: {},
    });
    appRouter = router;
    await yieldToMain();
    // As a transition, React hydrates in slices and lets the browser answer in between.
    startTransition(() => {
      hydrateRoot(root, <App router={<RouterProvider router={router} />} prerendered />);
    });
    startServiceWorkerWhenIdle();
  } else {
    // The page shows its frame or loader (app.html) until the router has loaded the screen; its
    // data is asked for already (src/main.tsx). In the app's frame the service worker starts
    // once the screen has shown what it opened with (app/app-background.tsx): its install
    // downloads the whole app.
    const inAppFrame = showsAppShellFrame(root);
    const router = createBrowserRouter(routes, browserRouterOptions);
    appRouter = router;
    if (!router.state.initialized) {
      await new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
    }
    await prepareClassNames();
    await yieldToMain();
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(<App router={<RouterProvider router={router} />} />);
    });
    if (!inAppFrame) startServiceWorkerWhenIdle();
  }
}
