import { act } from '@testing-library/react';

import type { ZoomTransform } from '@/components/picture/zoom-sync';

/** What tests of zoomable pictures share. */

/** Resolves after the next animation frame, when the viewports have written their transforms. */
export async function nextFrame() {
  await act(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          resolve();
        });
      }),
  );
}

/**
 * The zoom a picture shows, read back from its style ('translate3d(x%, y%, 0) scale(s)'): the
 * whole picture when it has no transform yet.
 */
export function shownZoom(image: HTMLElement): ZoomTransform {
  const { transform } = image.style;
  if (!transform) return { scale: 1, x: 0, y: 0 };
  const match = /translate3d\((-?[\d.e-]+)%, (-?[\d.e-]+)%, 0(?:px)?\) scale\(([\d.e-]+)\)/.exec(
    transform,
  );
  if (!match) throw new Error(`No zoom transform on the picture: '${transform}'`);
  return { x: Number(match[1]) / 100, y: Number(match[2]) / 100, scale: Number(match[3]) };
}
