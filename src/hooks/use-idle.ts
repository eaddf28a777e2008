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
