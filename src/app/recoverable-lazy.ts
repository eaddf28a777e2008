import type { ComponentType } from 'react';

import type { LazyRoute } from '@/app/lazy-route';

/**
 * A route's `lazy` that survives its code failing to load (offline, or a new deploy removed the
 * old files). React Router keeps a `lazy` that rejected for good (every later visit gets the
 * same rejection, until the page reloads), so such a failure must not reach it: `recoverRoute`
 * (src/app/error-boundaries.tsx) decides what the route gets instead. It comes with the error
 * screens, which load with the first screen, so it is here when the network is not; and the
 * start of the app stays without it. Any other error reaches the route's error screen.
 */
export function recoverableLazy<T extends LazyRoute>(
  load: () => Promise<T>,
): () => Promise<T | { Component: ComponentType }> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const { recoverRoute } = await import('@/app/error-boundaries').catch(() => {
        throw error;
      });
      return recoverRoute(load, error);
    }
  };
}
