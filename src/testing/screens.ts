import { matchRoutes, type RouteObject } from 'react-router-dom';

import { appRoutes } from '@/app/app-routes';
import { routes } from '@/app/router';

/** Runs the lazy loaders of `list` and of their children, so each screen's modules are compiled. */
async function loadEvery(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadEvery(route.children);
    }),
  );
}

/**
 * Loads the code of the screens at `addresses` (each route on the way to it, the `/app` area's
 * included), or of every screen without them. Screens are lazy: the first visit to one compiles
 * its modules, which on a busy 2-core machine can take longer than a test's wait for it; loaded
 * in a `beforeAll`, no test's time limit pays for it.
 */
export async function loadScreens(addresses?: readonly string[]): Promise<void> {
  if (!addresses) {
    await loadEvery([...routes, ...appRoutes]);
    return;
  }
  // The `/app` area's table joins the tree at run time (src/app/router.tsx): matched apart.
  const matches = addresses.flatMap((address) => [
    ...(matchRoutes(routes, address) ?? []),
    ...(matchRoutes(appRoutes, address) ?? []),
  ]);
  const loaders = matches.flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy()] : [],
  );
  await Promise.all(loaders);
}
