import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon, MaximizeIcon, MinimizeIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  PresentationDesignSlide,
  PresentationTitleSlide,
} from '@/features/presentation/presentation-mode/presentation-slide';
import { designPictures, type Proposal } from '@/features/presentation/proposal/proposal-content';
import { useFullscreen } from '@/hooks/use-fullscreen';
import { usePreloadedImages } from '@/hooks/use-preloaded-images';

/**
 * A last slide after the designs, made by another part of the app (the customer's choice and
 * signature): its name (in the proposal's language) and its content. Inside it, an element
 * marked `data-deck-keys="own"` keeps the arrows, Home, End and Space for itself (PageUp and
 * PageDown still turn the slide), and one marked `data-no-swipe` is never a swipe (a signature
 * pad, a picture strip of its own).
 */
export type PresentationFinale = { label: string; content: ReactNode };

type PresentationDeckProps = {
  proposal: Proposal;
  finale?: PresentationFinale;
  /** The slide to start on: 0 is the title slide, then one per design. */
  initialSlide?: number;
  /** Told of every change of slide (e.g. to keep it in the address). */
  onSlideChange?: (slide: number) => void;
  /** Leave presentation mode (Escape, 'Exit', or full screen ended by the browser). */
  onExit: () => void;
};

/** A swipe: at least this far sideways (px), and mostly sideways. */
const SWIPE_MIN_DISTANCE = 50;
/**
 * On the before/after frame a finger moves the divider: there only a quick flick that did not
 * start on the divider turns the slide.
 */
const FLICK_MAX_MS = 300;
const DIVIDER_GRAB_PX = 44;

type SwipeStart = { id: number; x: number; y: number; time: number; onFrame: boolean };

function slideUrls(proposal: Proposal, slide: number): string[] {
  const design = slide >= 1 ? proposal.designs.at(slide - 1) : undefined;
  return design ? designPictures(design) : [];
}

function isTextEntry(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type !== 'range'))
  );
}

function isRange(target: EventTarget | null) {
  return target instanceof HTMLInputElement && target.type === 'range';
}

function ownsKeys(target: EventTarget | null) {
  return target instanceof Element && target.closest('[data-deck-keys="own"]') !== null;
}

function isControl(target: EventTarget | null) {
  return target instanceof Element && target.closest('button, a, input, select, textarea') !== null;
}

/**
 * Presentation mode's slides: the proposal's title slide, then one slide per chosen design, one
 * at a time, full screen on a dark background.
 *
 * - Next / previous: the 'Next' and 'Previous' buttons; Right / Left arrows, PageDown / PageUp
 *   (what presentation clickers send) and Space / Shift+Space; Home / End for the first / last;
 *   a swipe on a touch screen.
 * - While the before/after divider has the focus, the arrows, Home and End move the divider (it
 *   is a slider); PageUp / PageDown still turn the slide, and Tab leaves the divider.
 * - A finger on the before/after frame moves the divider: there only a quick flick that does not
 *   start on the divider turns the slide; anywhere else any sideways swipe does.
 * - Escape leaves. In the browser's full screen the browser takes the first Escape for itself
 *   (the page never sees it): full screen ending that way leaves presentation mode too, so one
 *   Escape always gets the user out. 'Full screen' toggles the browser's full screen, which
 *   leaves the slides in place.
 * - The current slide's pictures load first, those of the slides either side right after.
 */
export function PresentationDeck({
  proposal,
  finale,
  initialSlide = 0,
  onSlideChange,
  onExit,
}: PresentationDeckProps) {
  const { t, i18n } = useLingui();
  const count = proposal.designs.length + 1 + (finale ? 1 : 0);
  const clamp = useCallback((slide: number) => Math.max(0, Math.min(count - 1, slide)), [count]);
  // Not clamped here: a last slide that arrives a moment later (the customer's choice, read from
  // the device) is still the one a reload on it comes back to.
  const [slide, setSlide] = useState(initialSlide);
  const current = clamp(slide);
  const deckRef = useRef<HTMLElement>(null);
  const swipe = useRef<SwipeStart | undefined>(undefined);
  const atFinale = finale !== undefined && current === count - 1;
  // The last slide of another part of the app is a form (a name to type, a signature): full
  // screen ends there, by the deck's own hand. WebKit ends full screen at the first letter typed
  // and Firefox when a permission prompt shows; either would count as leaving presentation mode
  // and take the customer's choice and signature with it. Full screen ended by the browser on
  // that slide leaves nothing either.
  const onFinale = useRef(atFinale);
  useEffect(() => {
    onFinale.current = atFinale;
  }, [atFinale]);
  const fullscreen = useFullscreen({
    onEndedByBrowser: () => {
      if (!onFinale.current) onExit();
    },
  });
  const enterFullscreen = fullscreen.enter;
  const exitFullscreen = fullscreen.exit;
  useEffect(() => {
    if (atFinale) void exitFullscreen();
  }, [atFinale, exitFullscreen]);

  const go = useCallback(
    (next: number | ((slide: number) => number)) =>
      setSlide((previous) => clamp(typeof next === 'function' ? next(clamp(previous)) : next)),
    [clamp],
  );

  // Told once per change of slide (not again when the parent hands a new callback).
  const slideChanged = useRef(onSlideChange);
  useEffect(() => {
    slideChanged.current = onSlideChange;
  }, [onSlideChange]);
  useEffect(() => {
    slideChanged.current?.(current);
  }, [current]);

  // On arrival the keys work at once; and when the user came with a click ('Present'), the
  // browser still counts that gesture and may let the page go full screen straight away.
  useEffect(() => {
    deckRef.current?.focus({ preventScroll: true });
    // (Older browsers have no `userActivation`: they stay as they are.)
    if ('userActivation' in navigator && navigator.userActivation.isActive) void enterFullscreen();
  }, [enterFullscreen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { key, target } = event;
      if (key === 'Escape') {
        event.preventDefault();
        onExit();
        return;
      }
      if (isTextEntry(target)) return;
      let move: ((slide: number) => number) | undefined;
      switch (key) {
        case 'PageDown':
          move = (slide) => slide + 1;
          break;
        case 'PageUp':
          move = (slide) => slide - 1;
          break;
        case 'ArrowRight':
        case 'ArrowLeft':
        case 'Home':
        case 'End':
          if (isRange(target) || ownsKeys(target)) return;
          move = {
            ArrowRight: (slide: number) => slide + 1,
            ArrowLeft: (slide: number) => slide - 1,
            Home: () => 0,
            End: () => count - 1,
          }[key];
          break;
        case ' ':
          if (isControl(target) || ownsKeys(target)) return;
          move = event.shiftKey ? (slide) => slide - 1 : (slide) => slide + 1;
          break;
        default:
          return;
      }
      event.preventDefault();
      go(move);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, go, onExit]);

  // The slide before went with what had the focus in it (its divider): the deck takes it, so the
  // keys go on working and a screen reader keeps its place.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      deckRef.current?.focus({ preventScroll: true });
    }
  }, [current]);

  const urls = slideUrls(proposal, current);
  const neighbours = [...slideUrls(proposal, current + 1), ...slideUrls(proposal, current - 1)];
  const { image, retry } = usePreloadedImages(urls, neighbours);

  function startSwipe(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-no-swipe]')) {
      swipe.current = undefined;
      return;
    }
    const frame = target?.closest('[data-slot="compare-slider"]');
    if (frame) {
      // Grabbing the divider is moving the divider, never a swipe.
      const divider = frame.querySelector('[data-slot="compare-divider"]');
      const box = divider?.getBoundingClientRect();
      if (box && Math.abs(event.clientX - (box.left + box.width / 2)) < DIVIDER_GRAB_PX) {
        swipe.current = undefined;
        return;
      }
    }
    swipe.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      time: event.timeStamp,
      onFrame: frame !== null && frame !== undefined,
    };
  }

  function endSwipe(event: PointerEvent<HTMLElement>) {
    // A drag of the divider leaves the focus on it (the slider's own keys): in presentation mode
    // it goes back to the deck, so the arrows of a remote or the keyboard turn the slides again.
    if (isRange(document.activeElement) && deckRef.current?.contains(document.activeElement)) {
      deckRef.current.focus({ preventScroll: true });
    }
    const start = swipe.current;
    if (!start || start.id !== event.pointerId) return;
    swipe.current = undefined;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
    if (start.onFrame && event.timeStamp - start.time > FLICK_MAX_MS) return;
    go((slide) => (dx < 0 ? slide + 1 : slide - 1));
  }

  const design = current >= 1 ? proposal.designs.at(current - 1) : undefined;
  const before = design ? image(design.beforeUrl) : undefined;
  const aspect = before?.status === 'loaded' ? before.width / before.height : undefined;
  const failed =
    design !== undefined &&
    (before?.status === 'error' || image(design.afterUrl).status === 'error');
  const slideName = atFinale
    ? finale.label
    : design
      ? design.styleName
      : proposal.cover.projectName;
  const position = current + 1;
  const atStart = current === 0;
  const atEnd = current === count - 1;

  return (
    <main
      ref={deckRef}
      tabIndex={-1}
      // The proposal's language, which may not be the app's (screen readers read it so).
      lang={i18n.locale}
      aria-label={t`Presentation`}
      className="dark fixed inset-0 flex h-dvh w-full touch-pan-y flex-col overflow-hidden bg-neutral-950 text-foreground outline-none [color-scheme:dark] touch-pinch-zoom"
      onPointerDown={startSwipe}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        swipe.current = undefined;
      }}
    >
      <section
        key={current}
        aria-roledescription="slide"
        aria-label={t`${position} of ${count}`}
        className="flex min-h-0 flex-1 flex-col"
      >
        {atFinale ? (
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{finale.content}</div>
        ) : design ? (
          <PresentationDesignSlide
            design={design}
            position={current}
            count={count - 1}
            aspect={aspect}
          />
        ) : (
          <PresentationTitleSlide cover={proposal.cover} designCount={count - 1} />
        )}
        {failed ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-center gap-3 px-6 pb-2 text-center text-sm text-red-300"
          >
            <p>
              <Trans>A picture of this design could not be loaded. Check the connection.</Trans>
            </p>
            <Button variant="outline" size="sm" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
      </section>

      {/* The controls: larger on a TV, slimmer on a phone held sideways. */}
      <div className="flex shrink-0 items-center gap-2 border-t border-white/10 bg-neutral-950/90 px-2 py-2 sm:gap-3 sm:px-4 min-[1800px]:[&_button]:text-lg [@media(max-height:30rem)]:py-0.5">
        <Button
          variant="ghost"
          size="lg"
          className="min-h-11 px-3"
          aria-disabled={atStart || undefined}
          onClick={() => go((slide) => slide - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">
            <Trans>Previous</Trans>
          </span>
        </Button>
        <p
          role="status"
          className="min-w-[4.5rem] text-center text-[clamp(0.95rem,1.2vw,1.6rem)] font-medium tabular-nums"
        >
          <span aria-hidden="true">
            {position} / {count}
          </span>
          <span className="sr-only">
            <Trans>
              Slide {position} of {count}: {slideName}
            </Trans>
          </span>
        </p>
        <Button
          variant="ghost"
          size="lg"
          className="min-h-11 px-3"
          aria-disabled={atEnd || undefined}
          onClick={() => go((slide) => slide + 1)}
        >
          <span className="sr-only sm:not-sr-only">
            <Trans>Next</Trans>
          </span>
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </Button>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {fullscreen.supported ? (
            <Button
              variant="ghost"
              size="lg"
              className="min-h-11 px-3"
              aria-pressed={fullscreen.active}
              onClick={() => void (fullscreen.active ? fullscreen.exit() : fullscreen.enter())}
            >
              {fullscreen.active ? (
                <MinimizeIcon aria-hidden="true" className="size-5" />
              ) : (
                <MaximizeIcon aria-hidden="true" className="size-5" />
              )}
              <span className="sr-only md:not-sr-only">
                <Trans>Full screen</Trans>
              </span>
            </Button>
          ) : null}
          <Button variant="outline" size="lg" className="min-h-11 px-3" onClick={onExit}>
            <XIcon aria-hidden="true" className="size-5" />
            <Trans>Exit</Trans>
          </Button>
        </div>
      </div>
    </main>
  );
}
