import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the prerendered pages) and while it takes over that
 * HTML in the browser; true from the next render on, and always in a page the browser rendered
 * itself. For parts that exist only in the browser, so that the page's first render in the
 * browser matches its prerendered HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
