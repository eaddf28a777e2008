import { useLingui } from '@lingui/react/macro';
import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';

/**
 * A small picture for list rows; a quiet placeholder when missing or broken. Lazy, but for the
 * rows a screen opens with in view (`priority`): those are asked for at once and first.
 */
export function GenerationThumbnail({
  src,
  alt,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  priority?: boolean;
}) {
  const { t } = useLingui();
  const [broken, setBroken] = useState(false);
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className="h-12 w-16 rounded-md border bg-muted object-cover"
    />
  );
}
