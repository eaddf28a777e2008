import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads apart, once it is `wanted`: undefined until it is there, then
 * `{ Component }`, for good. A failed load (offline) is tried again the next time it is wanted.
 * `load` must be the same function from render to render (declare it at module level).
 */
export function useLoadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (Component) => {
        if (current) setLoaded({ Component });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, loaded, wanted]);
  return loaded;
}
