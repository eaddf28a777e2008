import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

import { CompareSlider } from '@/components/picture/compare-slider';
import {
  designPositionLabel,
  proposalDateLabel,
  proposalIsoDay,
  type ProposalCover,
  type ProposalDesign,
} from '@/features/presentation/proposal/proposal-content';

/** The pictures' shape until the source photo has loaded (most yard photos are 4:3). */
const DEFAULT_ASPECT = 4 / 3;

/** Type that grows with the screen, from a phone to a TV across the room. */
const TEXT = {
  eyebrow: 'text-[clamp(0.8rem,1.1vw,1.5rem)]',
  title: 'text-[clamp(2rem,5vw,5.5rem)]',
  heading: 'text-[clamp(1.5rem,2.6vw,3.5rem)]',
  body: 'text-[clamp(1rem,1.45vw,2rem)]',
  small: 'text-[clamp(0.875rem,1.1vw,1.5rem)]',
} as const;

/**
 * On the parts that scroll: a finger scrolls them up and down (and zooms), while a sideways
 * swipe is left to the deck (a scroller does not inherit this from the deck).
 */
const SWIPEABLE = 'touch-pan-y touch-pinch-zoom';

/** The first slide: whose yard, where, when, and the landscaper's word on the whole proposal. */
export function PresentationTitleSlide({
  cover,
  designCount,
}: {
  cover: ProposalCover;
  designCount: number;
}) {
  const { i18n } = useLingui();
  const { customerName } = cover;
  return (
    <div className={`flex min-h-0 flex-1 overflow-y-auto px-6 py-8 sm:px-12 ${SWIPEABLE}`}>
      {/* m-auto: centred while it fits, scrolls from its top when it does not. */}
      <div className="m-auto flex max-w-[min(90vw,80rem)] flex-col items-center gap-[clamp(0.75rem,2vh,2rem)] text-center">
        <p
          className={`${TEXT.eyebrow} font-medium tracking-[0.2em] text-muted-foreground uppercase`}
        >
          <Trans>Landscape design proposal</Trans>
        </p>
        <h1 className={`${TEXT.title} leading-tight font-semibold text-balance`}>
          {cover.projectName}
        </h1>
        {customerName ? (
          <p className={TEXT.heading}>
            <Trans>Prepared for {customerName}</Trans>
          </p>
        ) : null}
        {cover.siteAddress.length > 0 ? (
          <address className={`${TEXT.body} text-muted-foreground not-italic`}>
            {cover.siteAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : null}
        <p className={`${TEXT.body} text-muted-foreground`}>
          <time dateTime={proposalIsoDay(cover.date)}>{proposalDateLabel(i18n, cover.date)}</time>
          {' · '}
          <Plural value={designCount} one="# design" other="# designs" />
        </p>
        {cover.note ? (
          <p
            className={`${TEXT.body} mt-[clamp(0.5rem,2vh,2rem)] max-w-[65ch] text-left whitespace-pre-line`}
          >
            {cover.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One design: the source photo and the design in one before/after frame as large as the screen
 * allows, beside (landscape) or above (portrait) its style, settings and the landscaper's note.
 */
export function PresentationDesignSlide({
  design,
  position,
  count,
  aspect,
}: {
  design: ProposalDesign;
  /** 1-based, among the designs. */
  position: number;
  count: number;
  /** The source photo's width / height, once known. */
  aspect?: number;
}) {
  const { i18n, t } = useLingui();
  const { styleName } = design;
  const frame = { '--slide-aspect': aspect ?? DEFAULT_ASPECT } as CSSProperties;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 sm:gap-6 sm:p-6 landscape:flex-row">
      {/* A size container: the frame takes the largest box of the photo's shape that fits. */}
      <div
        className="flex min-h-0 min-w-0 flex-1 items-center justify-center [container-type:size]"
        style={frame}
      >
        <CompareSlider
          key={design.ref}
          className="aspect-(--slide-aspect) w-[min(100cqw,calc(100cqh*var(--slide-aspect)))] shrink-0"
          before={{ src: design.beforeUrl, alt: t`Before: the yard as it is today` }}
          after={{ src: design.afterUrl, alt: t`After: the ${styleName} design` }}
        />
      </div>
      <div
        className={`flex min-h-0 shrink-0 flex-col gap-[clamp(0.5rem,1.5vh,1.5rem)] overflow-y-auto portrait:max-h-[40%] landscape:w-[clamp(14rem,30vw,40rem)] landscape:justify-center-safe ${SWIPEABLE}`}
      >
        <p
          className={`${TEXT.eyebrow} font-medium tracking-[0.2em] text-muted-foreground uppercase`}
        >
          {designPositionLabel(i18n, position - 1, count)}
        </p>
        <h1 className={`${TEXT.heading} leading-tight font-semibold`}>{design.styleName}</h1>
        {design.styleDescription ? (
          <p className={`${TEXT.body} text-muted-foreground`}>{design.styleDescription}</p>
        ) : null}
        {design.settings.length > 0 ? (
          <ul aria-label={t`Settings`} className="flex flex-wrap gap-2">
            {design.settings.map((setting) => (
              <li key={setting} className={`${TEXT.small} rounded-full border px-3 py-0.5`}>
                {setting}
              </li>
            ))}
          </ul>
        ) : null}
        {design.note ? (
          <p className={`${TEXT.body} border-l-4 border-primary pl-4 whitespace-pre-line`}>
            {design.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
