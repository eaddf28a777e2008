import { useLingui } from '@lingui/react';

import type { LandingImage } from '@/features/landing/model/landing-content';

/**
 * A landing picture in every width it comes in, with its intrinsic size so the layout does not
 * jump. Lazy unless it is the first screen's `priority` picture.
 */
export function LandingPicture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: LandingImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <img
      src={image.imageUrl}
      srcSet={image.imageSrcSet}
      sizes={sizes}
      width={image.imageWidth}
      height={image.imageHeight}
      alt={i18n._(image.imageAlt)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
