import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

function isFullscreen() {
  return Boolean(document.fullscreenElement);
}

function canGoFullscreen() {
  // Browsers without the API (an iPhone's) have neither.
  return 'exitFullscreen' in document && document.fullscreenEnabled;
}

export type Fullscreen = {
  /** The browser lets this page go full screen (not on an iPhone, nor in some frames). */
  supported: boolean;
  /** The page is full screen now. */
  active: boolean;
  /** Asks for full screen (needs a user gesture); resolves false when the browser says no. */
  enter: () => Promise<boolean>;
  /** Leaves full screen, when this page had it. */
  exit: () => Promise<void>;
};

type UseFullscreenOptions = {
  /**
   * Full screen that this hook entered ended without `exit()`: the user pressed Escape (the
   * browser takes that key for itself and the page never sees it), or used the browser's own
   * way out. Not called when the tab is hidden (switching tabs ends full screen too).
   */
  onEndedByBrowser?: () => void;
};

/**
 * The browser's full screen for the whole page (the document element). Full screen this hook
 * entered ends when the component goes away, so no other screen is left in it.
 */
export function useFullscreen({ onEndedByBrowser }: UseFullscreenOptions = {}): Fullscreen {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const supported = useSyncExternalStore(subscribe, canGoFullscreen, () => false);
  // Whether the current full screen is ours, and whether we are the ones ending it.
  const ours = useRef(false);
  const leaving = useRef(false);
  const ended = useRef(onEndedByBrowser);
  useEffect(() => {
    ended.current = onEndedByBrowser;
  }, [onEndedByBrowser]);

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement) return;
      const byBrowser = ours.current && !leaving.current;
      ours.current = false;
      leaving.current = false;
      if (byBrowser && document.visibilityState === 'visible') ended.current?.();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (ours.current && document.fullscreenElement) {
        leaving.current = true;
        document.exitFullscreen().catch(() => undefined);
      }
    };
  }, []);

  // A request on its way: a second one meanwhile (a tap on 'Full screen' while the tap that
  // opened the screen is still being granted) waits for it instead of asking again.
  const pending = useRef<Promise<boolean> | null>(null);
  const enter = useCallback(() => {
    if (!canGoFullscreen()) return Promise.resolve(false);
    if (document.fullscreenElement) return Promise.resolve(true);
    if (pending.current) return pending.current;
    ours.current = true;
    const request = document.documentElement
      .requestFullscreen({ navigationUI: 'hide' })
      .then(
        () => true,
        () => {
          ours.current = false;
          return false;
        },
      )
      .finally(() => {
        pending.current = null;
      });
    pending.current = request;
    return request;
  }, []);

  const exit = useCallback(async () => {
    if (!document.fullscreenElement) return;
    leaving.current = true;
    try {
      await document.exitFullscreen();
    } catch {
      leaving.current = false;
    }
  }, []);

  return { supported, active, enter, exit };
}
