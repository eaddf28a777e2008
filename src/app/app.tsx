import { StrictMode, type ReactNode } from 'react';

import { AppProvider } from '@/app/provider';

/**
 * The app around its router: the browser's (`src/app/start.tsx`) or the static one that prerenders
 * the public pages at build time (`src/app/prerender.tsx`). Both render exactly this, so the
 * browser can take over the prerendered HTML as it is.
 */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider>{router}</AppProvider>
    </StrictMode>
  );
}
