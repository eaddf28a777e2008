import { useLingui } from '@lingui/react';

import { FeatureCard } from '@/features/landing/components/feature-card';
import { SectionHeading } from '@/features/landing/components/section-heading';
import type { LandingContent } from '@/features/landing/model/landing-content';

/** 'Key Features': the section's heading and its cards, as a list. */
export function LandingFeatures({ content }: { content: LandingContent['features'] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="landing-features-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="landing-features-title"
          title={i18n._(content.sectionTitle)}
          description={i18n._(content.sectionDescription)}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.items.map((feature) => (
            <li key={feature.icon} className="flex">
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
