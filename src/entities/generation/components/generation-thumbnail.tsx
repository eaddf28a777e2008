import { useLingui } from '@lingui/react/macro';
import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';

import { useIdle } from '@/hooks/use-idle';

/**
 * When a list row's picture is asked for, once the list has painted and the browser is idle (the
 * pictures are whole photos, the API has no smaller ones: the list's text comes first, whole): `first`, the row the eye
 * starts at, before anything else (high priority); `in-view`, the other rows the screen opens
 * with, at once (never lazy above the fold); `later` (lazy), the rest, as they come near.
 */
export type ThumbnailLoading = 'first' | 'in-view' | 'later';

/** A small picture for list rows; a quiet placeholder when missing or broken. */
export function GenerationThumbnail({
  src,
  alt,
  loading = 'later',
}: {
  src: string | undefined;
  alt: string;
  loading?: ThumbnailLoading;
}) {
  const { t } = useLingui();
  const [broken, setBroken] = useState(false);
  const idle = useIdle({ afterPaint: true });
  if (src && !broken && !idle) {
    // The picture's place, the same size: nothing moves when it comes. Named as the picture
    // will be; a picture without words (alt="") is left out for screen readers, as it will be.
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className="block h-12 w-16 rounded-md border bg-muted"
      />
    );
  }
  if (!src || broken) {
    return (
      <span className="flex h-12 w-16 items-center justify-center rounded-md border border-dashed text-muted-foreground">
        <ImageOffIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{src ? t`Image unavailable` : t`No image`}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={64}
      height={48}
      loading={loading === 'later' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className="h-12 w-16 rounded-md border bg-muted object-cover"
    />
  );
}
