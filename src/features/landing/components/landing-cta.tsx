import { useLingui } from '@lingui/react';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { LandingContent } from '@/features/landing/model/landing-content';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/** The closing call to action: a band in the primary colour with 'Get Started Today'. */
export function LandingCta({ content }: { content: LandingContent['cta'] }) {
  const localized = useLocalizedPath();
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="landing-cta-title"
      className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-radial-[circle_at_85%_0%] from-primary-foreground/15 to-transparent to-60%"
        />
        <h2
          id="landing-cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {i18n._(content.title)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-primary-foreground/90">
          {i18n._(content.description)}
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to={localized(paths.login)}>
            {i18n._(content.ctaButton)}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
