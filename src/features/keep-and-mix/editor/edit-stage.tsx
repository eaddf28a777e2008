import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type RefObject } from 'react';

import type { ZoomSync } from '@/components/picture/zoom-sync';
import { toCssTransform } from '@/components/picture/zoom-transform';
import { handleZoomKey } from '@/components/picture/zoom-viewport';
import { listenToStage, type PicturePoint } from '@/features/keep-and-mix/editor/edit-pointer';
import type { Tool } from '@/features/keep-and-mix/editor/editor-state';
import type { Size } from '@/features/keep-and-mix/render/edit-render-protocol';
import { cn } from '@/lib/utils';

type EditStageProps = {
  size: Size;
  zoom: ZoomSync;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  overlayRef: RefObject<HTMLCanvasElement | null>;
  /** The design's result, shown instead of the edit while `before`. */
  resultUrl: string;
  resultAlt: string;
  before: boolean;
  overlay: boolean;
  tool: Tool;
  /** The brush's width in the picture's pixels (for the stroke drawn live). */
  brushSize: number;
  /** The colour of the stroke drawn live (the layer's tint). */
  liveColour: string;
  /** A path drawn with the tool (a tap is a path of one point). */
  onPath: (points: PicturePoint[]) => void;
  /** The instructions under the stage (what the tool does, where the keys are). */
  describedBy: string;
  /** The canvas of the path being drawn (cleared once the edit under it has been painted). */
  liveRef: RefObject<HTMLCanvasElement | null>;
};

/**
 * Draws the part of the path from `from` (a point already drawn, to join) on the live canvas:
 * the stroke shows at once, the edit follows. Each frame draws only what came since the last.
 */
function drawLive(
  canvas: HTMLCanvasElement,
  points: readonly PicturePoint[],
  from: number,
  tool: Tool,
  brushSize: number,
  colour: string,
) {
  const ctx = canvas.getContext('2d');
  if (!ctx || tool === 'colour') return;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = tool === 'eraser' ? 'rgb(255 255 255 / 0.6)' : colour;
  const lasso = tool === 'lasso';
  const lassoWidth = Math.max(2, Math.round(Math.max(canvas.width, canvas.height) / 400));
  ctx.setLineDash(lasso ? [lassoWidth * 3, lassoWidth * 2] : []);
  for (let index = Math.max(0, from); index < points.length; index += 1) {
    const point = points.at(index);
    const previous = points.at(Math.max(0, index - 1));
    if (!point || !previous) continue;
    ctx.lineWidth = lasso ? lassoWidth : brushSize * (0.5 + point.pressure);
    ctx.beginPath();
    ctx.moveTo(previous.x, previous.y);
    ctx.lineTo(point.x, point.y);
    ctx.stroke();
  }
}

function clearLive(canvas: HTMLCanvasElement) {
  canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
}

/**
 * The picture being edited, large, zoomed and panned with the app's zoom (its keys, the wheel,
 * a pinch): the edit on a canvas at the result's full size, the painted area over it, and the
 * path being drawn over both. One finger, the mouse or a pen draws; two fingers pan and pinch.
 */
export function EditStage({
  size,
  zoom,
  canvasRef,
  overlayRef,
  resultUrl,
  resultAlt,
  before,
  overlay,
  tool,
  brushSize,
  liveColour,
  onPath,
  describedBy,
  liveRef,
}: EditStageProps) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const statusId = useId();
  const settings = useRef({ tool, brushSize, liveColour });
  useLayoutEffect(() => {
    settings.current = { tool, brushSize, liveColour };
  });
  const finish = useEffectEvent((points: PicturePoint[]) => onPath(points));

  // The zoom's transform, written to the stage once per change without rendering React.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    stage.style.transform = toCssTransform(zoom.get());
    return zoom.subscribe((transform) => {
      stage.style.transform = toCssTransform(transform);
    });
  }, [zoom]);

  useEffect(() => {
    const frame = frameRef.current;
    const live = liveRef.current;
    if (!frame || !live) return;
    let points: PicturePoint[] = [];
    let frameRequest = 0;
    // How many of the points are on the live canvas already.
    let drawn = 0;
    const redraw = () => {
      frameRequest = 0;
      const { tool: current, brushSize: width, liveColour: colour } = settings.current;
      drawLive(live, points, drawn, current, width, colour);
      drawn = points.length;
    };
    const schedule = () => {
      if (frameRequest === 0) frameRequest = requestAnimationFrame(redraw);
    };
    const stop = listenToStage(frame, zoom, () => size, {
      start: (point) => {
        clearLive(live);
        points = [point];
        drawn = 0;
        schedule();
      },
      extend: (more) => {
        points.push(...more);
        schedule();
      },
      end: () => {
        // What came since the last frame is drawn now; the stroke stays until the edit under
        // it has been painted (use-edit-render.ts clears it then).
        cancelAnimationFrame(frameRequest);
        redraw();
        const path = points;
        points = [];
        drawn = 0;
        finish(path);
      },
      cancel: () => {
        points = [];
        drawn = 0;
        clearLive(live);
      },
    });
    return () => {
      stop();
      cancelAnimationFrame(frameRequest);
    };
  }, [zoom, size, liveRef]);

  return (
    <div
      ref={frameRef}
      role="img"
      tabIndex={0}
      aria-label={t`Picture being edited: draw on it with a finger, the mouse or a pen`}
      aria-describedby={`${describedBy} ${statusId}`}
      data-testid="edit-stage"
      onKeyDown={(event) => handleZoomKey(event, zoom)}
      className={cn(
        'relative mx-auto w-full touch-none overflow-hidden rounded-md border bg-muted outline-none select-none',
        'focus-visible:ring-[3px] focus-visible:ring-ring/60',
        tool === 'colour' ? 'cursor-pointer' : 'cursor-crosshair',
      )}
      style={{ aspectRatio: `${size.width} / ${size.height}`, maxHeight: '75vh' }}
    >
      <div ref={stageRef} className="absolute inset-0 origin-center">
        <canvas
          ref={canvasRef}
          width={size.width}
          height={size.height}
          className="absolute inset-0 size-full"
          aria-hidden="true"
        />
        <canvas
          ref={overlayRef}
          width={size.width}
          height={size.height}
          className={cn('absolute inset-0 size-full', (!overlay || before) && 'invisible')}
          aria-hidden="true"
          data-testid="edit-overlay"
        />
        {before ? (
          <img
            src={resultUrl}
            alt={resultAlt}
            width={size.width}
            height={size.height}
            draggable={false}
            className="absolute inset-0 size-full"
          />
        ) : null}
        <canvas
          ref={liveRef}
          width={size.width}
          height={size.height}
          className="pointer-events-none absolute inset-0 size-full"
          aria-hidden="true"
        />
      </div>
      <span id={statusId} className="sr-only">
        {before ? t`Showing the design before the edit.` : t`Showing the edit.`}
      </span>
    </div>
  );
}
