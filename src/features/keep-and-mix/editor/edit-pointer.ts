import type { ZoomSync } from '@/components/picture/zoom-sync';
import {
  panBy,
  wheelZoomFactor,
  zoomAt,
  type ZoomPoint,
} from '@/components/picture/zoom-transform';
import type { Size } from '@/features/keep-and-mix/render/edit-render-protocol';

/**
 * How pointers on the editing stage become drawing or moving the view, without React: one
 * finger, the mouse's main button or a pen draws; a second finger turns the gesture into pan and
 * pinch (what the first finger drew so far is dropped); the wheel zooms.
 */

type Point = { x: number; y: number };

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

/** A client point as fractions of the frame from its centre (the zoom's coordinates). */
function framePoint(point: Point, rect: DOMRect): ZoomPoint {
  return {
    x: (point.x - rect.left) / Math.max(1, rect.width) - 0.5,
    y: (point.y - rect.top) / Math.max(1, rect.height) - 0.5,
  };
}

/** Where a client point falls on the picture, through the zoom. */
export function picturePoint(
  client: Point,
  rect: DOMRect,
  zoom: ZoomSync,
  size: Size,
  pressure?: number,
): PicturePoint {
  const { scale, x, y } = zoom.get();
  const at = framePoint(client, rect);
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

/** The first two pointers down, when there are two. */
function pair(pointers: Map<number, Point>): [Point, Point] | undefined {
  const points = [...pointers.values()];
  const a = points.at(0);
  const b = points.at(1);
  return a && b ? [a, b] : undefined;
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
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
  let pinch = { centre: { x: 0, y: 0 }, spread: 1 };

  const startPinch = () => {
    const two = pair(pointers);
    if (!two) return;
    const [a, b] = two;
    if (mode === 'draw') handlers.cancel();
    mode = 'pinch';
    pinch = { centre: midpoint(a, b), spread: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)) };
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
      const two = pair(pointers);
      if (!two) return;
      const [a, b] = two;
      const centre = midpoint(a, b);
      const spread = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
      const scaled = zoomAt(zoom.get(), spread / pinch.spread, framePoint(pinch.centre, rect));
      const moved = panBy(
        scaled,
        (centre.x - pinch.centre.x) / Math.max(1, rect.width),
        (centre.y - pinch.centre.y) / Math.max(1, rect.height),
      );
      pinch = { centre, spread };
      zoom.set(moved, 'gesture');
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
    zoom.set(zoomAt(zoom.get(), factor, framePoint({ x: event.clientX, y: event.clientY }, rect)));
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
