import { useEffect, useState } from 'react';

import { whenIdle } from '@/lib/when-idle';

/** At the latest this long after the first render, idle or not. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot say when it is idle (Safari): this long after the first render. */
const IDLE_DELAY_MS = 300;

type Wait = { listeners: Set<() => void>; cancel: () => void };

/** The wait under way, per kind: components that mount while it runs share it. */
const waits = new Map<boolean, Wait>();

/**
 * Calls `listener` once the browser has been idle (and, `afterPaint`, two frames later still).
 * Every component that asks while a wait is under way joins it: a list of 24 thumbnails waits
 * once, not 24 times. Returns what leaves the wait (the last to leave cancels it).
 */
function joinWait(afterPaint: boolean, listener: () => void): () => void {
  let wait = waits.get(afterPaint);
  if (!wait) {
    const listeners = new Set<() => void>();
    let frame: number | undefined;
    const done = () => {
      waits.delete(afterPaint);
      for (const each of listeners) each();
    };
    const cancelIdle = whenIdle(
      () => {
        if (!afterPaint) {
          done();
          return;
        }
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(done);
        });
      },
      { timeout: IDLE_TIMEOUT_MS, delay: IDLE_DELAY_MS },
    );
    wait = {
      listeners,
      cancel: () => {
        cancelIdle();
        if (frame !== undefined) cancelAnimationFrame(frame);
      },
    };
    waits.set(afterPaint, wait);
  }
  const joined = wait;
  joined.listeners.add(listener);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size === 0 && waits.get(afterPaint) === joined) {
      joined.cancel();
      waits.delete(afterPaint);
    }
  };
}

/**
 * False until the browser has been idle once after the component's first render (the screen is
 * on screen by then): for what a screen does not need to show, loaded after it.
 *
 * `afterPaint`: two frames later still, so that what the screen painted first is on the display,
 * not only drawn. For pictures that should come after a screen's texts (a list's thumbnails),
 * not in the same frame.
 */
export function useIdle({ afterPaint = false }: { afterPaint?: boolean } = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => joinWait(afterPaint, () => setIdle(true)), [afterPaint]);
  return idle;
}
