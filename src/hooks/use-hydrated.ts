import { createContext, useContext } from 'react';

/**
 * True while React renders a prerendered page: at build time, and in the browser while it takes
 * that HTML over, until the app (src/app/app.tsx) ends the take-over in a transition. False
 * anywhere else, which is also its value outside the app (tests that render a part alone).
 */
export const TakingOverContext = createContext(false);

/**
 * False while React renders a prerendered page (at build time, and in the browser while it takes
 * that HTML over), then true; always true in a page the browser rendered itself. For parts that
 * exist only in the browser, so that the first render in the browser matches the prerendered
 * HTML. The switch after a take-over is one transition for the whole app: React does it in small
 * slices, not as a blocking render right after hydrating.
 */
export function useHydrated() {
  return !useContext(TakingOverContext);
}
