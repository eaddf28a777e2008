import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

import type { PageHandle } from '@/app/prerendered-pages';
import { recoverableLazy } from '@/app/recoverable-lazy';
import { LOCALES, SOURCE_LOCALE } from '@/config/locales';

const dataLayout = recoverableLazy(() =>
  import('@/app/routes/data-layout-route').then((m) => ({ Component: m.DataLayout })),
);

/** Where the `/app` area (app-routes.tsx) joins the tree, by the first visit to it at the latest. */
const APP_AREA_ROUTE_ID = 'app-area';

/** A prerendered page's route: its screen and its `handle` (title and description). */
function pageRoute(
  id: string,
  path: string | undefined,
  load: () => Promise<{ Component: ComponentType; handle: PageHandle }>,
): RouteObject {
  return path === undefined
    ? { id, index: true, lazy: recoverableLazy(load) }
    : { id, path, lazy: recoverableLazy(load) };
}

/**
 * The public pages, in one language: English at their own addresses, every other language
 * under its code (`/es`, `/es/login`, ...). Route ids name the language too (`es/login`): a
 * prerendered page names its route (src/app/start.tsx).
 */
function publicPages(locale: string): RouteObject[] {
  const id = (page: string) => (locale === SOURCE_LOCALE ? page : `${locale}/${page}`);
  return [
    pageRoute(id('landing'), undefined, () =>
      import('@/app/routes/public/landing-route').then((m) => ({
        Component: m.LandingRoute,
        handle: m.handle,
      })),
    ),
    // Sign-in and registration send one request each and keep no data: they run without the
    // data layer (React Query), so their prerendered pages come alive with less code.
    pageRoute(id('login'), 'login', () =>
      import('@/app/routes/public/login-route').then((m) => ({
        Component: m.LoginRoute,
        handle: m.handle,
      })),
    ),
    pageRoute(id('register'), 'register', () =>
      import('@/app/routes/public/register-route').then((m) => ({
        Component: m.RegisterRoute,
        handle: m.handle,
      })),
    ),
    pageRoute(id('forgot-password'), 'forgot-password', () =>
      import('@/app/routes/public/forgot-password-route').then((m) => ({
        Component: m.ForgotPasswordRoute,
        handle: m.handle,
      })),
    ),
    pageRoute(id('not-found'), '*', () =>
      import('@/app/routes/public/not-found-route').then((m) => ({
        Component: m.NotFoundRoute,
        handle: m.handle,
      })),
    ),
  ];
}

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
    // The error screens load with the first screen, not before the first paint. So does the
    // page's language (its address's, or the user's in the app).
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
          // The email confirmation's address comes in an email: one address, the user's language.
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
          ...publicPages(SOURCE_LOCALE),
          ...LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale): RouteObject => ({
            path: locale,
            children: publicPages(locale),
          })),
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
