import { useLingui } from '@lingui/react';

import { SectionHeading } from '@/features/landing/components/section-heading';
import { HOW_IT_WORKS_ID, type LandingContent } from '@/features/landing/model/landing-content';

/**
 * 'How It Works': the steps as an ordered list. The section is the target of the hero's
 * in-page link, so it takes focus (tabIndex -1) and shows it, and it stops below the sticky
 * header when scrolled to.
 */
export function LandingHowItWorks({ content }: { content: LandingContent['howItWorks'] }) {
  const { i18n } = useLingui();
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      aria-labelledby="landing-how-it-works-title"
      className="scroll-mt-16 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="landing-how-it-works-title" title={i18n._(content.sectionTitle)} />
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-6">
          {content.steps.map((step, index) => (
            <li
              key={step.title.id}
              className="relative flex flex-col items-center gap-3 text-center md:after:absolute md:after:top-6 md:after:left-[calc(50%+2.5rem)] md:after:h-px md:after:w-[calc(100%-3.5rem)] md:after:bg-border md:last:after:hidden"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-sm"
              >
                {index + 1}
              </span>
              <h3 className="text-xl font-semibold">{i18n._(step.title)}</h3>
              <p className="max-w-xs text-pretty text-muted-foreground">
                {i18n._(step.description)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
