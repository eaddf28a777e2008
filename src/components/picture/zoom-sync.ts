/**
 * The zoom and pan of an image viewer, shared by every pane that shows the same view (the
 * compare studio's panes move together). Plain data and a tiny store, no React: the panes write
 * their transforms straight to the DOM from `subscribe`, so a gesture does not re-render React.
 */

/**
 * `scale` 1 shows the whole image; `x` and `y` are the pan, as fractions of the viewport's
 * width and height, so panes of different pixel sizes show the same part of the picture.
 */
export type ZoomTransform = { scale: number; x: number; y: number };

export const IDENTITY_TRANSFORM: ZoomTransform = { scale: 1, x: 0, y: 0 };

/**
 * How a change came about, so that every pane treats it alike: a `'step'` (a key, a button, a
 * double-click) eases into place; a `'gesture'` step (wheel, pinch, drag) follows the hand, as
 * does a change without one.
 */
export type ZoomChange = 'gesture' | 'step';

type ZoomListener = (transform: ZoomTransform, change?: ZoomChange) => void;

export type ZoomSync = {
  get(): ZoomTransform;
  set(next: ZoomTransform, change?: ZoomChange): void;
  subscribe(listener: ZoomListener): () => void;
};

export function createZoomSync(initial: ZoomTransform = IDENTITY_TRANSFORM): ZoomSync {
  let current = initial;
  const listeners = new Set<ZoomListener>();
  return {
    get: () => current,
    set(next, change) {
      if (next.scale === current.scale && next.x === current.x && next.y === current.y) return;
      current = next;
      for (const listener of listeners) listener(current, change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
