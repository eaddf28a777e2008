import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsLeftRightIcon } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';

import { useIdle } from '@/hooks/use-idle';
import { cn } from '@/lib/utils';

type CompareImage = { src: string; alt: string };

type CompareSliderProps = {
  /** The source photo, on the left. */
  before: CompareImage;
  /** The generated result, drawn over the source on the right of the divider. */
  after: CompareImage;
  /**
   * The pictures are asked for once the screen's first render is on the display and the browser
   * idle (where the slider is not the screen's main picture: a design's, below its result).
   */
  picturesAfterPaint?: boolean;
  /** Holds the pictures back while true (the screen's main picture is not on the display yet). */
  holdPictures?: boolean;
  className?: string;
};

const LABEL =
  'pointer-events-none absolute top-3 rounded-full bg-background/85 px-3 py-1 text-xs font-semibold text-foreground shadow-sm backdrop-blur-sm';

/**
 * The source and the result in one frame, split by a divider the user drags (mouse, pen or
 * touch) or moves with the keyboard. The keyboard part is a native range input, visually hidden
 * but focusable, so arrows, Home/End and PageUp/PageDown work and screen readers know it.
 * Its value is the divider's position from the left, in percent.
 */
export function CompareSlider({
  before,
  after,
  picturesAfterPaint = false,
  holdPictures = false,
  className,
}: CompareSliderProps) {
  const { t } = useLingui();
  const idle = useIdle({ afterPaint: true });
  const pictures = (!picturesAfterPaint || idle) && !holdPictures;
  const [position, setPosition] = useState(50);
  const frameRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dragging = useRef(false);

  function moveTo(clientX: number) {
    const frame = frameRef.current;
    if (!frame) return;
    const { left, width } = frame.getBoundingClientRect();
    if (width <= 0) return;
    const percent = Math.round(((clientX - left) / width) * 100);
    setPosition(Math.max(0, Math.min(100, percent)));
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // No text selection or native image drag while the divider follows the pointer.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
    inputRef.current?.focus({ preventScroll: true });
    moveTo(event.clientX);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) moveTo(event.clientX);
  }

  function stopDragging() {
    dragging.current = false;
  }

  const afterShown = 100 - position;

  return (
    <div
      ref={frameRef}
      data-slot="compare-slider"
      // pan-y: a horizontal drag moves the divider, a vertical one still scrolls the page.
      className={cn(
        // Its size is set before the pictures arrive (the photos' usual 4:3, as the galleries'),
        // so nothing below it moves when they do.
        'relative aspect-[4/3] w-full cursor-ew-resize touch-pan-y overflow-hidden rounded-md border bg-muted select-none',
        className,
      )}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      onLostPointerCapture={stopDragging}
    >
      {pictures ? (
        <>
          <img
            src={before.src}
            alt={before.alt}
            decoding="async"
            draggable={false}
            className="absolute inset-0 size-full object-cover"
          />
          <img
            src={after.src}
            alt={after.alt}
            decoding="async"
            draggable={false}
            className="absolute inset-0 size-full object-cover"
            style={{ clipPath: `inset(0 0 0 ${position}%)` }}
          />
        </>
      ) : null}
      <span aria-hidden="true" className={cn(LABEL, 'left-3')}>
        <Trans>Before</Trans>
      </span>
      <span aria-hidden="true" className={cn(LABEL, 'right-3')}>
        <Trans>After</Trans>
      </span>

      <input
        ref={inputRef}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={t`Compare before and after`}
        aria-valuetext={t`${afterShown}% after`}
        className="peer sr-only"
        onChange={(event) => {
          setPosition(Number(event.target.value));
        }}
      />
      <div
        aria-hidden="true"
        data-slot="compare-divider"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_4px_rgb(0_0_0/0.6)] peer-focus-visible:[&>span]:ring-[3px] peer-focus-visible:[&>span]:ring-ring"
        style={{ left: `${position}%` }}
      >
        <span className="absolute top-1/2 left-1/2 flex size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border bg-background text-foreground shadow-md">
          <ChevronsLeftRightIcon className="size-4" />
        </span>
      </div>
    </div>
  );
}
