import { useEffect, useRef, useState } from 'react';

import { createZoomSync, type ZoomSync } from '@/features/generations/model/zoom-sync';
import { cn } from '@/lib/utils';

export type ZoomViewportProps = {
  src: string;
  alt: string;
  /** The image's intrinsic size, when known (reserves its space while it loads). */
  width?: number;
  height?: number;
  /** Shared with other viewports to zoom and pan them together; each has its own otherwise. */
  sync?: ZoomSync;
  /** The viewport's accessible name, e.g. 'Zoom Generated Result'. */
  label: string;
  className?: string;
  imageClassName?: string;
};

/** An image in a frame that zooms and pans. */
export function ZoomViewport({
  src,
  alt,
  width,
  height,
  sync,
  label,
  className,
  imageClassName,
}: ZoomViewportProps) {
  const [own] = useState(() => createZoomSync());
  const store = sync ?? own;
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const apply = () => {
      const { scale, x, y } = store.get();
      const image = imageRef.current;
      if (image) image.style.transform = `translate(${x * 100}%, ${y * 100}%) scale(${scale})`;
    };
    apply();
    return store.subscribe(apply);
  }, [store]);

  return (
    <div
      data-slot="zoom-viewport"
      role="group"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative overflow-hidden rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      <img
        ref={imageRef}
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        draggable={false}
        className={cn('size-full object-contain', imageClassName)}
      />
    </div>
  );
}
