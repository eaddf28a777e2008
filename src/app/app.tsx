import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';

import { AppProvider } from '@/app/provider';
import { TakingOverContext } from '@/hooks/use-hydrated';

/**
 * The app around its router: the browser's (`src/app/start.tsx`) or the static one that prerenders
 * the public pages at build time (`src/app/prerender.tsx`). Both render exactly this, so the
 * browser can take over the prerendered HTML as it is. `prerendered`: the HTML is rendered at
 * build time, or taken over from there; browser-only parts (useHydrated) then appear after it.
 */
export function App({ router, prerendered = false }: { router: ReactNode; prerendered?: boolean }) {
  return (
    <StrictMode>
      <TakeOver prerendered={prerendered}>
        <AppProvider>{router}</AppProvider>
      </TakeOver>
    </StrictMode>
  );
}

/** Ends a take-over once hydrated, as a transition; only the parts that ask re-render. */
function TakeOver({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [takingOver, setTakingOver] = useState(prerendered);
  useEffect(() => {
    if (takingOver) {
      startTransition(() => {
        setTakingOver(false);
      });
    }
  }, [takingOver]);
  return <TakingOverContext value={takingOver}>{children}</TakingOverContext>;
}
