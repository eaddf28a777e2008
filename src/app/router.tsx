import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

import { recoverableLazy } from '@/app/recoverable-lazy';

const dataLayout = recoverableLazy(() =>
  import('@/app/routes/data-layout-route').then((m) => ({ Component: m.DataLayout })),
);

/** Where the `/app` area (app-routes.tsx) joins the tree, by the first visit to it at the latest. */
const APP_AREA_ROUTE_ID = 'app-area';

/**
 * The route tree. Every screen is lazy-loaded: `/` loads only the public layout and its page,
 * never the app area, whose screens the router learns on the way in (`routerOptions`). A
 * screen whose code fails to load (offline, a new deploy) recovers (`recoverableLazy`). The
 * public pages' leaf routes have ids: a prerendered page names its route (src/app/start.tsx). The
 * same tree runs in the browser, in the prerenderer and in the tests.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // The error screens load with the first screen, not before the first paint.
    lazy: () =>
      Promise.all([
        import('@/app/routes/root-route'),
        import('@/lib/i18n/catalogs').then((m) => m.activateStartLocale()),
      ]).then(([m]) => ({ Component: m.RootLayout, ErrorBoundary: m.RootError })),
    children: [
      {
        lazy: recoverableLazy(() =>
          import('@/app/routes/public/public-layout-route').then((m) => ({
            Component: m.PublicRoot,
          })),
        ),
        children: [
          {
            id: 'landing',
            index: true,
            lazy: recoverableLazy(() =>
              import('@/app/routes/public/landing-route').then((m) => ({
                Component: m.LandingRoute,
                handle: m.handle,
              })),
            ),
          },
          // Sign-in and registration send one request each and keep no data: they run without
          // the data layer (React Query), so their prerendered pages come alive with less code.
          {
            id: 'login',
            path: 'login',
            lazy: recoverableLazy(() =>
              import('@/app/routes/public/login-route').then((m) => ({
                Component: m.LoginRoute,
                handle: m.handle,
              })),
            ),
          },
          {
            id: 'register',
            path: 'register',
            lazy: recoverableLazy(() =>
              import('@/app/routes/public/register-route').then((m) => ({
                Component: m.RegisterRoute,
                handle: m.handle,
              })),
            ),
          },
          {
            lazy: dataLayout,
            children: [
              {
                path: 'confirm',
                lazy: recoverableLazy(() =>
                  import('@/app/routes/public/confirm-route').then((m) => ({
                    Component: m.ConfirmRoute,
                  })),
                ),
              },
            ],
          },
          {
            id: 'forgot-password',
            path: 'forgot-password',
            lazy: recoverableLazy(() =>
              import('@/app/routes/public/forgot-password-route').then((m) => ({
                Component: m.ForgotPasswordRoute,
                handle: m.handle,
              })),
            ),
          },
          {
            id: 'not-found',
            path: '*',
            lazy: recoverableLazy(() =>
              import('@/app/routes/public/not-found-route').then((m) => ({
                Component: m.NotFoundRoute,
                handle: m.handle,
              })),
            ),
          },
        ],
      },
      // The `/app` area joins here (`patchRoutesOnNavigation` below).
      { id: APP_AREA_ROUTE_ID, lazy: dataLayout, children: [] },
    ],
  },
];

/**
 * Adds the `/app` area to the tree. The router asks whenever an address matches no route, or
 * only a catch-all or a parameter: so at the latest on the first visit to `/app` (a second
 * call adds nothing, the router drops routes it has).
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  // The signed-in app's texts come with its routes.
  const loaded = Promise.all([
    import('@/app/app-routes'),
    import('@/lib/i18n/catalogs').then((m) => m.loadAppCatalog()),
  ]).then(([module]) => module);
  const { appRoutes } = await loaded.catch(async (error: unknown) => {
    // A new deploy reloads the page (once). Otherwise the failure shows on the root's error
    // screen, whose 'Try again' (or the network coming back) navigates again: the router asks
    // again, it does not keep this failure.
    const { recoverImport } = await import('@/app/error-boundaries').catch(() => {
      throw error;
    });
    return recoverImport(error);
  });
  patch(APP_AREA_ROUTE_ID, appRoutes);
};

/** The options every router of the app is made with (browser, tests). */
export const routerOptions = { patchRoutesOnNavigation };
