import { createContext, use } from 'react';

/**
 * Whether the screen has shown what it opened with (the app's frame decides:
 * src/app/routes/app/app-layout-route.tsx). What a screen loads apart for later, such as a
 * dialog's code, may come from then on without competing with the screen's first paint. Outside
 * the app's frame (a test of one component, say) it is true at once.
 */
export const ScreenSettledContext = createContext(true);

export function useScreenSettled(): boolean {
  return use(ScreenSettledContext);
}
