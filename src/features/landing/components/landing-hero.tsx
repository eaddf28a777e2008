import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ArrowDownIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LandingPicture } from '@/features/landing/components/landing-picture';
import { HOW_IT_WORKS_ID, type LandingHeroContent } from '@/features/landing/model/landing-content';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/**
 * The rendered width of the hero picture: half the 72rem container (less padding and gap) on
 * wide screens, the container (at most 42rem) on narrower ones.
 */
const HERO_IMAGE_SIZES =
  '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 48px), (min-width: 720px) 672px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

const IMAGE_LABEL =
  'absolute top-3 rounded-full bg-background/85 px-3 py-1 text-xs font-semibold text-foreground shadow-sm backdrop-blur-sm';

/** The first screen: headline, subtitle, the two actions and the before/after picture. */
export function LandingHero({ content }: { content: LandingHeroContent }) {
  const localized = useLocalizedPath();
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="landing-hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-radial-[ellipse_80%_60%_at_50%_0%] from-primary/15 to-transparent"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-12 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            <SparklesIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {i18n._(content.highlight)}
          </p>
          <div className="flex flex-col gap-3">
            <h1
              id="landing-hero-title"
              className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {i18n._(content.title)}
            </h1>
            <p className="text-xl font-medium text-primary sm:text-2xl">
              {i18n._(content.subtitle)}
            </p>
          </div>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            {i18n._(content.description)}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={localized(paths.login)}>
                {i18n._(content.ctaPrimary)}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`#${HOW_IT_WORKS_ID}`}>
                {i18n._(content.ctaSecondary)}
                <ArrowDownIcon aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-2xl lg:max-w-none">
          <LandingPicture
            image={content}
            sizes={HERO_IMAGE_SIZES}
            priority
            className="block h-auto w-full rounded-2xl border bg-muted shadow-xl"
          />
          {/* The picture's alt text already says which half is which. */}
          <span aria-hidden="true" className={`${IMAGE_LABEL} left-3`}>
            <Trans>Before</Trans>
          </span>
          <span aria-hidden="true" className={`${IMAGE_LABEL} right-3`}>
            <Trans>After</Trans>
          </span>
        </div>
      </div>
    </section>
  );
}
