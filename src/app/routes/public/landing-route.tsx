import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLayoutEffect } from 'react';

import type { PageHandle } from '@/app/prerendered-pages';
import { LandingCta } from '@/features/landing/components/landing-cta';
import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingHowItWorks } from '@/features/landing/components/landing-how-it-works';
import { landingContent } from '@/features/landing/model/landing-content';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Smooth scrolling for in-page links, unless the user asked for reduced motion. */
const SMOOTH_SCROLL_CLASS = 'motion-safe:scroll-smooth';

/**
 * Lets the page scroll smoothly to its own sections while it is shown. It is set on <html>
 * (the element that scrolls) and removed before the next screen lays out, so that screen's
 * jump to the top is never animated.
 */
function useSmoothInPageScroll() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(SMOOTH_SCROLL_CLASS);
    return () => {
      root.classList.remove(SMOOTH_SCROLL_CLASS);
    };
  }, []);
}

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  description: msg`YardVision turns photos of your yard into AI-redesigned landscape designs: pick a style, a season and the weather, and see your outdoor space transformed.`,
};

/** The public landing page at `/` (spec §2): hero, 'Key Features', 'How It Works', closing call. */
export function LandingRoute() {
  const { i18n } = useLingui();
  useDocumentTitle(handle.title && i18n._(handle.title));
  useSmoothInPageScroll();
  return (
    <>
      <LandingHero content={landingContent.hero} />
      <LandingFeatures content={landingContent.features} />
      <LandingHowItWorks content={landingContent.howItWorks} />
      <LandingCta content={landingContent.cta} />
    </>
  );
}
