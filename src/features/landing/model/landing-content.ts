/**
 * The landing page's texts and images (spec §3 'Landing content'), in one typed object. The
 * texts are messages (Lingui), rendered in the page's language.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type LandingIconName = 'camera' | 'palette' | 'leaf' | 'cube';

/** A picture in public/landing/, served in several widths (WebP, 4:3). */
export type LandingImage = {
  /** The largest width: the fallback for browsers that ignore `srcSet`. */
  imageUrl: string;
  /** Every width, for the browser to choose from with the `sizes` of where it is shown. */
  imageSrcSet: string;
  /** The intrinsic size of `imageUrl`, so the layout keeps the image's space before it loads. */
  imageWidth: number;
  imageHeight: number;
  /** What the picture shows, for people who cannot see it. */
  imageAlt: MessageDescriptor;
};

export type LandingHeroContent = LandingImage & {
  highlight: MessageDescriptor;
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  description: MessageDescriptor;
  ctaPrimary: MessageDescriptor;
  ctaSecondary: MessageDescriptor;
};

export type LandingFeature = LandingImage & {
  icon: LandingIconName;
  title: MessageDescriptor;
  description: MessageDescriptor;
};

type LandingStep = { title: MessageDescriptor; description: MessageDescriptor };

export type LandingContent = {
  hero: LandingHeroContent;
  features: {
    sectionTitle: MessageDescriptor;
    sectionDescription: MessageDescriptor;
    items: readonly LandingFeature[];
  };
  howItWorks: { sectionTitle: MessageDescriptor; steps: readonly LandingStep[] };
  cta: { title: MessageDescriptor; description: MessageDescriptor; ctaButton: MessageDescriptor };
};

/** The id of the 'How It Works' section: the hero's secondary action scrolls to it. */
export const HOW_IT_WORKS_ID = 'how-it-works';

/** The widths each landing picture is stored in (public/landing/<name>-<width>.webp). */
const LANDING_IMAGE_WIDTHS = [640, 768, 1280] as const;

function landingImage(name: string, imageAlt: MessageDescriptor): LandingImage {
  const largest = Math.max(...LANDING_IMAGE_WIDTHS);
  return {
    imageUrl: `/landing/${name}-${largest}.webp`,
    imageSrcSet: LANDING_IMAGE_WIDTHS.map(
      (width) => `/landing/${name}-${width}.webp ${width}w`,
    ).join(', '),
    imageWidth: largest,
    imageHeight: (largest * 3) / 4,
    imageAlt,
  };
}

export const landingContent: LandingContent = {
  hero: {
    highlight: msg`AI landscape design for homeowners and landscapers`,
    title: msg`Transform Your Outdoor Space with AI`,
    subtitle: msg`Discover the Future of Landscaping`,
    description: msg`Upload a photo of your yard, choose a style and the mood you want, and see it redesigned by AI before you dig a single hole.`,
    ctaPrimary: msg`Try for Free`,
    ctaSecondary: msg`See How It Works`,
    ...landingImage(
      'hero-before-after',
      msg`A front yard shown half before and half after: on the left the original photo with a plain lawn and path, on the right the same yard redesigned with a paved path, flower borders, path lights and warm evening light.`,
    ),
  },
  features: {
    sectionTitle: msg`Key Features`,
    sectionDescription: msg`Everything you need to picture a new yard, whether you are planning a weekend project or presenting ideas to a customer.`,
    items: [
      {
        icon: 'camera',
        title: msg`Photo Analysis`,
        description: msg`Our AI analyses your photos to understand the space: its key features, its dimensions and its potential.`,
        ...landingImage(
          'feature-photo-analysis',
          msg`A back yard photo with the tree, the patio and a flower bed outlined, and the size of the patio marked.`,
        ),
      },
      {
        icon: 'palette',
        title: msg`Style Customization`,
        description: msg`Choose from dozens of landscape styles, from natural to refined, or describe your own. Add inspiration photos to guide the look.`,
        ...landingImage(
          'feature-style-customization',
          msg`An inspiration photo of a flower garden beside the colours taken from it: pink, purple, yellow, sand and green.`,
        ),
      },
      {
        icon: 'leaf',
        title: msg`Seasons and Weather`,
        description: msg`See your design in spring or winter, in sunshine or mist, in the morning or at dusk, with golden-hour light or a calm sky.`,
        ...landingImage(
          'feature-seasons-weather',
          msg`The same redesigned front yard in four strips: spring, summer, fall and snowy winter.`,
        ),
      },
      {
        icon: 'cube',
        title: msg`Every Angle Covered`,
        description: msg`Upload photos of the same space from several angles, and keep every design you create to reopen and compare later.`,
        ...landingImage(
          'feature-multiple-angles',
          msg`Two photos of one property, its front yard and its back yard, laid one over the other.`,
        ),
      },
    ],
  },
  howItWorks: {
    sectionTitle: msg`How It Works`,
    steps: [
      {
        title: msg`Upload Your Space`,
        description: msg`Take a photo of your yard or garden, from one angle or several, and upload it. Add inspiration pictures if you have some.`,
      },
      {
        title: msg`AI Analysis`,
        description: msg`The AI looks at what is already there, from lawn and paths to plants and structures, and at how much room you have to work with.`,
      },
      {
        title: msg`Customize Your Design`,
        description: msg`Pick a style, the season, the weather and the time of day, then generate your design. Save it and try another look anytime.`,
      },
    ],
  },
  cta: {
    title: msg`Ready to See Your Yard Transformed?`,
    description: msg`Join thousands of homeowners who are already reimagining their outdoor spaces. Landscapers can keep every customer, project and design in one place.`,
    ctaButton: msg`Get Started Today`,
  },
};
