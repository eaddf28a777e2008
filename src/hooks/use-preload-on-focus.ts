import { useEffect, useRef } from 'react';

/**
 * Props for a form that calls `preload` once the user is in it: on focus, or at once when focus
 * was already inside it before the page came alive (a prerendered form takes typing early).
 */
export function usePreloadOnFocus<TElement extends HTMLElement>(preload: () => void) {
  const ref = useRef<TElement>(null);
  useEffect(() => {
    if (ref.current?.contains(document.activeElement)) preload();
  }, [preload]);
  return { ref, onFocus: () => preload() };
}
