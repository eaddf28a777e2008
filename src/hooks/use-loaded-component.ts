import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads apart, once it is `wanted`: undefined until it is there, then
 * `{ Component }`, for good. `load` must be the same function from render to render (declare it
 * at module level).
 *
 * A failed load (offline, a dropped connection) is tried again when the browser is back online,
 * the next time it is wanted, and whenever `retry` changes (say, the press that needs it).
 */
export function useLoadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
  retry?: unknown,
) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> }>();
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    let stopWaiting = () => {};
    load().then(
      (Component) => {
        if (current) setLoaded({ Component });
      },
      () => {
        if (!current) return;
        // Online again: one more try (each failure waits for the next 'online').
        const again = () => setFailures((count) => count + 1);
        addEventListener('online', again, { once: true });
        stopWaiting = () => removeEventListener('online', again);
      },
    );
    return () => {
      current = false;
      stopWaiting();
    };
  }, [load, loaded, wanted, retry, failures]);
  return loaded;
}
