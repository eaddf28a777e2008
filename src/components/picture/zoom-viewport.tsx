import { Trans } from '@lingui/react/macro';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

import { useZoomed, ZoomControls } from '@/components/picture/zoom-controls';
import {
  distance,
  frameSize,
  pinchOf,
  pinchPair,
  pinchStep,
  toFramePoint,
  type Pinch,
  type Point,
} from '@/components/picture/pointer-gestures';
import { createZoomSync, type ZoomChange, type ZoomSync } from '@/components/picture/zoom-sync';
import {
  isZoomed,
  panBy,
  toCssTransform,
  toggleZoom,
  transformForKey,
  wheelZoomFactor,
  zoomAt,
} from '@/components/picture/zoom-transform';
import { cn } from '@/lib/utils';

type ZoomViewportProps = {
  src: string;
  alt: string;
  /** The image's intrinsic size, when known (reserves its space while it loads). */
  width?: number;
  height?: number;
  /** Shared with other viewports to zoom and pan them together; each has its own otherwise. */
  sync?: ZoomSync;
  /** The viewport's accessible name, e.g. 'Zoom Generated Result'. */
  label: string;
  className?: string;
  imageClassName?: string;
  /**
   * The Zoom in, Zoom out and Reset zoom buttons in the frame's corner (default). false when a
   * parent shows one `ZoomControls` for several panes sharing a sync.
   */
  controls?: boolean;
  /** Called with true when the view zooms in from the whole picture, false when back at it. */
  onZoomedChange?: (zoomed: boolean) => void;
  /** The image failed to load (a parent may show a placeholder instead). */
  onImageError?: () => void;
  /** Overlays drawn above the picture (labels, badges); they do not zoom. */
  children?: ReactNode;
};

/** The keys a viewer takes, as a keydown handler's event offers them. */
type ZoomKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented' | 'preventDefault'
>;

/**
 * +/= zoom in, -/_ zoom out, 0 resets, the arrows pan while zoomed in. Returns true (and
 * prevents the default) when the key was the viewer's; the arrows at the whole picture are not,
 * so a carousel around the viewer still moves with them. For a parent that wants the keys on a
 * larger element (a carousel region, a studio) than the focused viewport.
 */
export function handleZoomKey(event: ZoomKeyEvent, sync: ZoomSync): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const next = transformForKey(sync.get(), event.key);
  if (!next) return false;
  event.preventDefault();
  sync.set(next, 'step');
  return true;
}

// One animation frame writes every pane's transform: a gesture on four synchronised panes
// costs one callback a frame, however many pointer or wheel events arrive in it.
const pendingWrites = new Map<HTMLElement, () => void>();
let frameRequest = 0;

function flushWrites() {
  frameRequest = 0;
  const writes = [...pendingWrites.values()];
  pendingWrites.clear();
  for (const write of writes) write();
}

function scheduleWrite(element: HTMLElement, write: () => void) {
  pendingWrites.set(element, write);
  if (frameRequest === 0) frameRequest = requestAnimationFrame(flushWrites);
}

function cancelWrite(element: HTMLElement) {
  pendingWrites.delete(element);
  if (pendingWrites.size === 0 && frameRequest !== 0) {
    cancelAnimationFrame(frameRequest);
    frameRequest = 0;
  }
}

// This long after the last change (longer than a step's 200 ms transition), the picture leaves
// the GPU's cached texture: Chromium draws it again at the zoomed size, from the full image.
const SETTLE_MS = 250;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE_PX = 30;
const TAP_SLOP_PX = 10;

/** Whether a pointer event started on a control (a button) rather than on the picture. */
function onControl(target: EventTarget | null) {
  return target instanceof Element && target.closest('button, a, input') !== null;
}

/**
 * An image in a frame that zooms (wheel, trackpad pinch, two-finger pinch, double-click or
 * double-tap, + and -, the buttons) and pans (drag, arrow keys) while zoomed in. Every gesture
 * writes to the `ZoomSync`, and every pane that shares it follows; the transform reaches the DOM
 * once per animation frame, without rendering React. At the whole picture a one-finger drag is
 * left to the page (a swipe carousel around it); zoomed in, the viewer takes it.
 */
export function ZoomViewport({
  src,
  alt,
  width,
  height,
  sync,
  label,
  className,
  imageClassName,
  controls = true,
  onZoomedChange,
  onImageError,
  children,
}: ZoomViewportProps) {
  const [own] = useState(() => createZoomSync());
  const store = sync ?? own;
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const zoomed = useZoomed(store);
  const instructionsId = useId();

  // The transform, written to the image once per frame.
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    let change: ZoomChange | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      image.style.transform = toCssTransform(store.get());
      // A step eases into place (the class's transition); a gesture follows the hand.
      if (change === 'step') image.dataset.step = '';
      else delete image.dataset.step;
      // While the zoom moves, the picture is one GPU texture that each frame only moves and
      // scales (no repaint); once it rests, Chromium paints it again, sharp at its new size.
      image.style.willChange = 'transform';
      clearTimeout(settle);
      settle = setTimeout(() => {
        image.style.willChange = '';
      }, SETTLE_MS);
    };
    image.style.transform = toCssTransform(store.get());
    const unsubscribe = store.subscribe((_transform, next) => {
      change = next;
      scheduleWrite(image, write);
    });
    return () => {
      unsubscribe();
      clearTimeout(settle);
      cancelWrite(image);
    };
  }, [store]);

  const reportZoomed = useEffectEvent((next: boolean) => {
    onZoomedChange?.(next);
  });
  const wasZoomed = useRef(zoomed);
  useEffect(() => {
    if (wasZoomed.current === zoomed) return;
    wasZoomed.current = zoomed;
    reportZoomed(zoomed);
  }, [zoomed]);

  // Wheel, pointers, double-click: native listeners (the wheel's must not be passive).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const pointers = new Map<number, Point>();
    let mode: 'idle' | 'pan' | 'pinch' = 'idle';
    let rect = frame.getBoundingClientRect();
    let lastPan: Point = { x: 0, y: 0 };
    let lastPinch: Pinch = { centre: { x: 0, y: 0 }, spread: 1 };
    let tapStart: Point | null = null;
    let lastTap: { time: number; point: Point } | null = null;
    let lastPointerType = '';
    let wheelRectTime = -Infinity;

    const startPan = (point: Point) => {
      mode = 'pan';
      lastPan = point;
      frame.dataset.dragging = '';
    };

    const startPinch = () => {
      const pair = pinchPair(pointers);
      if (!pair) return;
      mode = 'pinch';
      lastPinch = pinchOf(pair);
      delete frame.dataset.dragging;
    };

    const capture = (pointerId: number) => {
      try {
        frame.setPointerCapture(pointerId);
      } catch {
        // The pointer is already gone.
      }
    };

    const onWheel = (event: WheelEvent) => {
      // The page behind never scrolls (nor does the browser zoom, for a trackpad pinch).
      event.preventDefault();
      // One measurement per burst of wheel events.
      if (event.timeStamp - wheelRectTime > SETTLE_MS) {
        rect = frame.getBoundingClientRect();
      }
      wheelRectTime = event.timeStamp;
      const factor = wheelZoomFactor(event.deltaY, event.deltaMode, event.ctrlKey);
      const at = toFramePoint({ x: event.clientX, y: event.clientY }, rect);
      store.set(zoomAt(store.get(), factor, at), 'gesture');
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (onControl(event.target)) return;
      lastPointerType = event.pointerType;
      // A new primary pointer starts a new gesture: any pointer still listed (one that left the
      // frame uncaptured and was lifted elsewhere) is gone.
      if (event.isPrimary) {
        pointers.clear();
        mode = 'idle';
      }
      const point = { x: event.clientX, y: event.clientY };
      pointers.set(event.pointerId, point);
      rect = frame.getBoundingClientRect();
      tapStart = pointers.size === 1 ? point : null;
      if (pointers.size === 2) {
        for (const id of pointers.keys()) capture(id);
        startPinch();
      } else if (pointers.size === 1 && isZoomed(store.get())) {
        // Zoomed in, the drag pans the picture; otherwise it is left to the page.
        capture(event.pointerId);
        startPan(point);
      }
    };

    const onPointerMove = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const point = { x: event.clientX, y: event.clientY };
      pointers.set(event.pointerId, point);
      if (tapStart && distance(tapStart, point) > TAP_SLOP_PX) tapStart = null;
      const { width, height } = frameSize(rect);
      if (mode === 'pinch') {
        const pair = pinchPair(pointers);
        if (!pair) return;
        const next = pinchOf(pair);
        const moved = pinchStep(store.get(), lastPinch, next, rect);
        lastPinch = next;
        store.set(moved, 'gesture');
      } else if (mode === 'pan') {
        const next = panBy(
          store.get(),
          (point.x - lastPan.x) / width,
          (point.y - lastPan.y) / height,
        );
        lastPan = point;
        store.set(next, 'gesture');
      }
    };

    const onPointerEnd = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const point = pointers.get(event.pointerId) ?? { x: event.clientX, y: event.clientY };
      pointers.delete(event.pointerId);
      const wasTap = event.type === 'pointerup' && tapStart !== null && pointers.size === 0;
      if (pointers.size === 1 && isZoomed(store.get())) {
        // One finger of a pinch lifted: the other goes on panning.
        const rest = pointers.values().next().value;
        if (rest) startPan(rest);
      } else if (pointers.size === 0 || mode === 'pinch') {
        mode = 'idle';
        delete frame.dataset.dragging;
      }
      if (pointers.size === 0) tapStart = null;
      // A double-tap (touch, pen) toggles the zoom; a mouse has dblclick.
      if (!wasTap || event.pointerType === 'mouse') return;
      const now = event.timeStamp;
      if (
        lastTap &&
        now - lastTap.time < DOUBLE_TAP_MS &&
        distance(lastTap.point, point) < DOUBLE_TAP_DISTANCE_PX
      ) {
        lastTap = null;
        store.set(toggleZoom(store.get(), toFramePoint(point, rect)), 'step');
      } else {
        lastTap = { time: now, point };
      }
    };

    const onDoubleClick = (event: MouseEvent) => {
      // A touch double-tap was handled by its pointers (some browsers also send dblclick).
      if (lastPointerType === 'touch' || lastPointerType === 'pen') return;
      if (onControl(event.target)) return;
      event.preventDefault();
      const at = toFramePoint(
        { x: event.clientX, y: event.clientY },
        frame.getBoundingClientRect(),
      );
      store.set(toggleZoom(store.get(), at), 'step');
    };

    // Zoomed in (or pinching), a swipe carousel around the viewer must not start a drag.
    const keepFromCarousel = (event: Event) => {
      if (isZoomed(store.get()) || mode === 'pinch') event.stopPropagation();
    };

    // One signal takes every listener off again.
    const listening = new AbortController();
    const { signal } = listening;
    frame.addEventListener('wheel', onWheel, { passive: false, signal });
    frame.addEventListener('pointerdown', onPointerDown, { signal });
    frame.addEventListener('pointermove', onPointerMove, { signal });
    frame.addEventListener('pointerup', onPointerEnd, { signal });
    frame.addEventListener('pointercancel', onPointerEnd, { signal });
    frame.addEventListener('dblclick', onDoubleClick, { signal });
    frame.addEventListener('mousedown', keepFromCarousel, { signal });
    frame.addEventListener('touchstart', keepFromCarousel, { passive: true, signal });
    return () => {
      listening.abort();
    };
  }, [store]);

  function handleKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    handleZoomKey(event, store);
  }

  return (
    <div
      ref={frameRef}
      data-slot="zoom-viewport"
      data-zoomed={zoomed ? '' : undefined}
      role="group"
      aria-label={label}
      aria-describedby={instructionsId}
      tabIndex={0}
      className={cn(
        'relative overflow-hidden rounded-md outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        // At the whole picture a vertical swipe scrolls the page and a horizontal one is the
        // page's (a carousel's); zoomed in, every touch is the viewer's.
        'cursor-zoom-in touch-pan-y data-[zoomed]:cursor-grab data-[zoomed]:touch-none data-[dragging]:cursor-grabbing',
        className,
      )}
      onKeyDown={handleKeyDown}
    >
      <img
        ref={imageRef}
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        draggable={false}
        onError={onImageError}
        className={cn(
          'size-full origin-center object-contain',
          // Keys and buttons ease into place; gestures follow the hand; reduced motion: neither.
          'data-[step]:transition-transform data-[step]:duration-200 data-[step]:ease-out motion-reduce:transition-none',
          imageClassName,
        )}
      />
      {children}
      {controls && <ZoomControls sync={store} className="absolute right-2 bottom-2" />}
      <span id={instructionsId} className="sr-only">
        <Trans>
          Zoom with the + and - keys, the wheel, a pinch or a double-click; 0 resets. When zoomed
          in, drag or use the arrow keys to move around.
        </Trans>
      </span>
    </div>
  );
}
