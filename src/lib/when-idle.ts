/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms; where the browser
 * cannot say (Safari has no idle callbacks), after `delay` ms. Returns what cancels it.
 */
export function whenIdle(
  callback: () => void,
  { timeout, delay }: { timeout: number; delay: number },
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, delay);
  return () => clearTimeout(timer);
}
