import { useLingui } from '@lingui/react';

import { Card } from '@/components/ui/card';
import { LandingIcon } from '@/features/landing/components/landing-icon';
import { LandingPicture } from '@/features/landing/components/landing-picture';
import type { LandingFeature } from '@/features/landing/model/landing-content';

/**
 * The rendered width of a card's picture: a quarter of the 72rem container on wide screens,
 * half on tablets, the full width on phones (less padding and gaps).
 */
const FEATURE_IMAGE_SIZES =
  '(min-width: 1152px) 258px, (min-width: 1024px) calc(25vw - 30px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';

/** One 'Key Features' card: picture, icon, title and description. */
export function FeatureCard({ feature }: { feature: LandingFeature }) {
  const { i18n } = useLingui();
  return (
    <Card className="w-full gap-0 overflow-hidden py-0">
      <LandingPicture
        image={feature}
        sizes={FEATURE_IMAGE_SIZES}
        className="block aspect-4/3 h-auto w-full border-b bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <LandingIcon name={feature.icon} className="size-5" />
        </span>
        <h3 className="text-lg font-semibold">{i18n._(feature.title)}</h3>
        <p className="text-sm text-pretty text-muted-foreground">{i18n._(feature.description)}</p>
      </div>
    </Card>
  );
}
