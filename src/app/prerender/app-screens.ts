import type { RouteObject } from 'react-router-dom';

import { appRoutes } from '@/app/app-routes';
import { isScreenCodeHandle } from '@/app/screen-code';
import { paths } from '@/config/paths';

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
