import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import {
  Children,
  createContext,
  isValidElement,
  use,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
  /** The slide the user is on. Kept here rather than read from embla, which needs layout. */
  selectedIndex: number;
  /** How many slides embla found (0 until it has started). */
  count: number;
  goTo: (index: number) => void;
  focusRegion: () => void;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel() {
  const context = use(CarouselContext);
  if (!context) throw new Error('Carousel parts must be used inside <Carousel>.');
  return context;
}

/** Each slide's place, handed down by CarouselContent so slides need no index prop. */
const SlideContext = createContext<{ index: number; count: number } | null>(null);

type CarouselProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** Further embla options (loop, align...). */
  opts?: Omit<CarouselOptions, 'startIndex'>;
  /** The slide shown first. */
  startIndex?: number;
  /** Called with the new slide's index whenever the user moves (buttons, keys, swipe). */
  onSelect?: (index: number) => void;
  /** The polite announcement of the position, e.g. 'Image 2 of 3'. */
  announce?: (position: number, count: number) => string;
};

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A slide show (WAI-ARIA APG carousel): a focusable region that ArrowLeft/ArrowRight move,
 * swipe and drag by embla, and a visually hidden live region that announces the position.
 * Label it with `aria-label`.
 */
export function Carousel({
  opts,
  startIndex = 0,
  onSelect,
  announce,
  className,
  children,
  onKeyDown,
  ...props
}: CarouselProps) {
  const { t } = useLingui();
  const [viewportRef, api] = useEmblaCarousel({ ...opts, startIndex });
  const [selectedIndex, setSelectedIndex] = useState(startIndex);
  // Bumped when embla re-initialises (slides added or removed), so `count` is read again.
  const [, setLayoutVersion] = useState(0);
  const indexRef = useRef(startIndex);
  const regionRef = useRef<HTMLDivElement>(null);

  const count = api?.slideNodes().length ?? 0;
  const current = count > 0 ? Math.min(selectedIndex, count - 1) : selectedIndex;
  const position = current + 1;

  function commit(index: number) {
    // Our own scrollTo makes embla emit 'select' too; report each move once.
    if (index === indexRef.current) return;
    indexRef.current = index;
    setSelectedIndex(index);
    onSelect?.(index);
  }

  function goTo(index: number) {
    if (count === 0) return;
    const target = Math.max(0, Math.min(index, count - 1));
    commit(target);
    api?.scrollTo(target, prefersReducedMotion());
  }

  const onEmblaSelect = useEffectEvent((emblaApi: CarouselApi) => {
    commit(emblaApi.selectedScrollSnap());
  });

  useEffect(() => {
    if (!api) return;
    const handleSelect = (emblaApi: CarouselApi) => {
      onEmblaSelect(emblaApi);
    };
    const handleReInit = () => {
      setLayoutVersion((version) => version + 1);
    };
    api.on('select', handleSelect).on('reInit', handleReInit);
    return () => {
      api.off('select', handleSelect).off('reInit', handleReInit);
    };
  }, [api]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(current + 1);
    }
  }

  return (
    <CarouselContext
      value={{
        viewportRef,
        selectedIndex: current,
        count,
        goTo,
        focusRegion: () => regionRef.current?.focus(),
      }}
    >
      <div
        ref={regionRef}
        role="region"
        aria-roledescription="carousel"
        // Focusable so the arrow keys work as soon as the carousel (or its dialog) opens.
        tabIndex={0}
        data-slot="carousel"
        className={cn(
          'relative rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          className,
        )}
        onKeyDown={handleKeyDown}
        {...props}
      >
        {children}
        <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {count > 0 ? (announce?.(position, count) ?? t`Image ${position} of ${count}`) : ''}
        </div>
      </div>
    </CarouselContext>
  );
}

export function CarouselContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { viewportRef } = useCarousel();
  const slides = Children.toArray(children).filter(isValidElement);
  return (
    <div ref={viewportRef} data-slot="carousel-viewport" className="overflow-hidden rounded-md">
      <div
        data-slot="carousel-content"
        // pan-y: a horizontal swipe is embla's, a vertical one still scrolls the page.
        className={cn('-ml-4 flex touch-pan-y touch-pinch-zoom', className)}
        {...props}
      >
        {slides.map((slide, index) => (
          <SlideContext key={slide.key ?? index} value={{ index, count: slides.length }}>
            {slide}
          </SlideContext>
        ))}
      </div>
    </div>
  );
}

export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  const { selectedIndex } = useCarousel();
  const slide = use(SlideContext);
  if (!slide) throw new Error('CarouselItem must be a direct child of <CarouselContent>.');
  const { t } = useLingui();
  const isCurrent = slide.index === selectedIndex;
  const position = slide.index + 1;
  const count = slide.count;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t`${position} of ${count}`}
      // Only the slide on screen is in the accessibility tree; the others are scrolled away.
      aria-hidden={isCurrent ? undefined : true}
      data-slot="carousel-item"
      data-current={isCurrent ? '' : undefined}
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

type CarouselButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** The button's accessible name. */
  label?: string;
};

function useStepButton(step: -1 | 1, onClick: CarouselButtonProps['onClick']) {
  const { selectedIndex, count, goTo, focusRegion } = useCarousel();
  const target = selectedIndex + step;
  const disabled = target < 0 || target >= count;
  const atEnd = step < 0 ? target <= 0 : target >= count - 1;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // The button is about to be disabled; keep focus inside the carousel instead of losing it.
    const hadFocus = document.activeElement === event.currentTarget;
    goTo(target);
    if (atEnd && hadFocus) focusRegion();
  }

  return { disabled, handleClick };
}

export function CarouselPrevious({
  className,
  label,
  onClick,
  disabled,
  ...props
}: CarouselButtonProps) {
  const { t } = useLingui();
  const step = useStepButton(-1, onClick);
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      data-slot="carousel-previous"
      className={cn(
        'absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-background/85 shadow-md',
        className,
      )}
      disabled={disabled ?? step.disabled}
      onClick={step.handleClick}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
      <span className="sr-only">{label ?? t`Previous image`}</span>
    </Button>
  );
}

export function CarouselNext({
  className,
  label,
  onClick,
  disabled,
  ...props
}: CarouselButtonProps) {
  const { t } = useLingui();
  const step = useStepButton(1, onClick);
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      data-slot="carousel-next"
      className={cn(
        'absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-background/85 shadow-md',
        className,
      )}
      disabled={disabled ?? step.disabled}
      onClick={step.handleClick}
      {...props}
    >
      <ChevronRightIcon aria-hidden="true" />
      <span className="sr-only">{label ?? t`Next image`}</span>
    </Button>
  );
}
