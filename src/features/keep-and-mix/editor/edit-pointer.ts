import {
  pinchOf,
  pinchPair,
  pinchStep,
  toFramePoint,
  type Pinch,
  type Point,
} from '@/components/picture/pointer-gestures';
import type { ZoomSync } from '@/components/picture/zoom-sync';
import { wheelZoomFactor, zoomAt } from '@/components/picture/zoom-transform';
import type { Size } from '@/features/keep-and-mix/render/edit-render-protocol';

/**
 * How pointers on the editing stage become drawing or moving the view, without React: one
 * finger, the mouse's main button or a pen draws; a second finger turns the gesture into pan and
 * pinch (what the first finger drew so far is dropped); the wheel zooms.
 */

/** A point of the picture: x, y in its pixels, and the pen's pressure (0.5 without one). */
export type PicturePoint = { x: number; y: number; pressure: number };

export type PathHandlers = {
  /** A path starts at `point` (the first finger down, the mouse pressed). */
  start: (point: PicturePoint) => void;
  /** More of the path. */
  extend: (points: PicturePoint[]) => void;
  /** The path ends as drawn. */
  end: () => void;
  /** The path is dropped (a second finger came: the gesture pans instead). */
  cancel: () => void;
};

/** Where a client point falls on the picture, through the zoom. */
export function picturePoint(
  client: Point,
  rect: DOMRect,
  zoom: ZoomSync,
  size: Size,
  pressure?: number,
): PicturePoint {
  const { scale, x, y } = zoom.get();
  const at = toFramePoint(client, rect);
  return {
    x: ((at.x - x) / scale + 0.5) * size.width,
    y: ((at.y - y) / scale + 0.5) * size.height,
    // Only a pen's pressure varies the brush (a mouse reports 0.5, fingers 0 or their force).
    pressure: pressure !== undefined && pressure > 0 ? Math.min(1, pressure) : 0.5,
  };
}

function penPressure(event: PointerEvent) {
  return event.pointerType === 'pen' ? event.pressure : undefined;
}

/** Listens on `frame` until the returned function is called. */
export function listenToStage(
  frame: HTMLElement,
  zoom: ZoomSync,
  size: () => Size,
  handlers: PathHandlers,
): () => void {
  const pointers = new Map<number, Point>();
  let mode: 'idle' | 'draw' | 'pinch' = 'idle';
  let drawing = -1;
  let rect = frame.getBoundingClientRect();
  let pinch: Pinch = { centre: { x: 0, y: 0 }, spread: 1 };

  const startPinch = () => {
    const two = pinchPair(pointers);
    if (!two) return;
    if (mode === 'draw') handlers.cancel();
    mode = 'pinch';
    pinch = pinchOf(two);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.isPrimary) {
      pointers.clear();
      mode = 'idle';
    }
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    rect = frame.getBoundingClientRect();
    try {
      frame.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is already gone.
    }
    event.preventDefault();
    if (pointers.size >= 2) {
      startPinch();
      return;
    }
    mode = 'draw';
    drawing = event.pointerId;
    handlers.start(picturePoint(point, rect, zoom, size(), penPressure(event)));
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    if (mode === 'draw' && event.pointerId === drawing) {
      // Every sample the device took since the last frame, where the browser gives them.
      const samples =
        typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
      const events = samples.length > 0 ? samples : [event];
      handlers.extend(
        events.map((sample) =>
          picturePoint(
            { x: sample.clientX, y: sample.clientY },
            rect,
            zoom,
            size(),
            penPressure(sample),
          ),
        ),
      );
    } else if (mode === 'pinch') {
      const two = pinchPair(pointers);
      if (!two) return;
      const next = pinchOf(two);
      zoom.set(pinchStep(zoom.get(), pinch, next, rect), 'gesture');
      pinch = next;
    }
  };

  const onPointerEnd = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (mode === 'draw' && event.pointerId === drawing) {
      mode = 'idle';
      drawing = -1;
      if (event.type === 'pointerup') handlers.end();
      else handlers.cancel();
    } else if (mode === 'pinch' && pointers.size === 0) {
      mode = 'idle';
    }
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    rect = frame.getBoundingClientRect();
    const factor = wheelZoomFactor(event.deltaY, event.deltaMode, event.ctrlKey);
    zoom.set(
      zoomAt(zoom.get(), factor, toFramePoint({ x: event.clientX, y: event.clientY }, rect)),
    );
  };

  const listening = new AbortController();
  const { signal } = listening;
  frame.addEventListener('pointerdown', onPointerDown, { signal });
  frame.addEventListener('pointermove', onPointerMove, { signal });
  frame.addEventListener('pointerup', onPointerEnd, { signal });
  frame.addEventListener('pointercancel', onPointerEnd, { signal });
  frame.addEventListener('wheel', onWheel, { passive: false, signal });
  return () => listening.abort();
}
