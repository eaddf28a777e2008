import { useSyncExternalStore } from 'react';

/** Below this width (px) the sidebar becomes a sheet (spec §9). */
const MOBILE_BREAKPOINT = 768;
/** The media query of a phone's width (the app shell's script asks it too). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot() {
  return window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * True under 768 px. Read synchronously, so the very first render is already right
 * (no flash of the desktop sidebar on a phone).
 */
export function useIsMobile() {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
