import { useEffect, useState } from 'react';

import { whenIdle } from '@/lib/when-idle';

/** At the latest this long after the first render, idle or not. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot say when it is idle (Safari): this long after the first render. */
const IDLE_DELAY_MS = 300;

/**
 * False until the browser has been idle once after the component's first render (the screen is
 * on screen by then): for what a screen does not need to show, loaded after it.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () => whenIdle(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS, delay: IDLE_DELAY_MS }),
    [],
  );
  return idle;
}

/**
 * Like `useIdle`, two frames later still: by then what the screen painted first is on the
 * display, not only drawn. For pictures that should come after a screen's texts (a list's
 * thumbnails), not in the same frame.
 */
export function useIdleAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame: number | undefined;
    const cancelIdle = whenIdle(
      () => {
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => setReady(true));
        });
      },
      { timeout: IDLE_TIMEOUT_MS, delay: IDLE_DELAY_MS },
    );
    return () => {
      cancelIdle();
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, []);
  return ready;
}
