import { Trans, useLingui } from '@lingui/react/macro';
import { EraserIcon, Undo2Icon } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type JSX } from 'react';
import SignaturePadDrawing from 'signature_pad';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { checkSignature, type SignatureStrokes } from '@/features/approval/signing/signature-check';
import {
  fromPointGroups,
  SIGNATURE_PEN,
  toPointGroups,
} from '@/features/approval/signing/signature-image';
import { cn } from '@/lib/utils';

export type SignaturePadProps = {
  /** Told of every change: the strokes drawn so far ([] when empty). */
  onChange: (strokes: SignatureStrokes) => void;
  /** Shown under the pad, and tied to it with aria-describedby / aria-invalid. */
  error?: string;
  /** The drawing surface's id (the error and status take theirs from it). */
  id?: string;
  disabled?: boolean;
};

/**
 * Where the customer signs a proposal with a finger, a pen or the mouse.
 *
 * - The pad is white with dark ink in every theme: the signature ends up on paper, in the PDF.
 * - Sharp on every screen: the canvas has as many pixels as the screen shows there, and after a
 *   resize (a phone turned, a window made wider) or a move to a screen of another density, the
 *   strokes are drawn again from their points, never stretched from the old picture.
 * - Drawing never scrolls the page nor turns a slide: the canvas takes every touch
 *   (`touch-action: none`) and the pad is marked `data-no-swipe` for swipe handlers around it.
 * - 'Undo' takes back the last stroke, 'Clear' all of them; both stay in the keyboard order when
 *   there is nothing to take back (aria-disabled), so the focus is not lost by using them.
 */
export function SignaturePad({
  onChange,
  error,
  id,
  disabled = false,
}: SignaturePadProps): JSX.Element {
  const { t } = useLingui();
  const generatedId = useId();
  const padId = id ?? generatedId;
  const errorId = `${padId}-error`;
  const statusId = `${padId}-status`;

  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawingRef = useRef<SignaturePadDrawing | null>(null);
  /** The strokes, for the effect that (re)creates the drawing: React may run it twice, and it runs
   * again when the pad is disabled or enabled. */
  const strokesRef = useRef<SignatureStrokes>([]);
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);

  function change(next: SignatureStrokes) {
    strokesRef.current = next;
    setStrokes(next);
    onChange(next);
  }

  const strokeEnded = useEffectEvent(() => {
    const drawing = drawingRef.current;
    if (drawing) change(fromPointGroups(drawing.toData()));
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    // A browser (or a test DOM) without a 2D canvas gets the pad without ink rather than a crash.
    const context = canvas?.getContext('2d');
    if (!canvas || !box || !context) return;

    const drawing = new SignaturePadDrawing(canvas, {
      ...SIGNATURE_PEN,
      backgroundColor: 'rgba(0,0,0,0)',
    });
    drawingRef.current = drawing;
    // Disabled, the pad still shows the signature but takes no more strokes.
    if (disabled) drawing.off();

    /** Whether a finger is down: the canvas is not resized under it (that would end the stroke). */
    let drawingStroke = false;
    let fitWhenStrokeEnds = false;

    /** Gives the canvas the screen's pixels for its size and draws the strokes again. */
    function fit() {
      if (!canvas || !context) return;
      if (drawingStroke) {
        fitWhenStrokeEnds = true;
        return;
      }
      const { width, height } = canvas.getBoundingClientRect();
      // Hidden (e.g. in a closed panel): keep what it has until it is shown.
      if (width === 0 || height === 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      // Setting the size empties the canvas and resets its scale, even to the same size.
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawing.fromData(toPointGroups(strokesRef.current));
    }

    const onBeginStroke = () => {
      drawingStroke = true;
    };
    const onEndStroke = () => {
      drawingStroke = false;
      strokeEnded();
      if (fitWhenStrokeEnds) {
        fitWhenStrokeEnds = false;
        fit();
      }
    };
    drawing.addEventListener('beginStroke', onBeginStroke);
    drawing.addEventListener('endStroke', onEndStroke);

    // A window moved to a screen of another density, or zoomed: a media query on the current
    // density tells when it changes, then one on the new density is watched.
    let density: MediaQueryList | undefined;
    function watchDensity() {
      density?.removeEventListener('change', densityChanged);
      density = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      density.addEventListener('change', densityChanged);
    }
    function densityChanged() {
      fit();
      watchDensity();
    }
    watchDensity();

    const resizes = new ResizeObserver(() => {
      fit();
    });
    resizes.observe(box);
    fit();

    return () => {
      resizes.disconnect();
      density?.removeEventListener('change', densityChanged);
      drawing.removeEventListener('beginStroke', onBeginStroke);
      drawing.removeEventListener('endStroke', onEndStroke);
      drawing.off();
      drawingRef.current = null;
    };
  }, [disabled]);

  // What the status says follows the rule of 'Approve': a tap leaves a dot but no signature (the
  // dot can be taken back), and a dash or a tick is too short to count as one.
  const problem = checkSignature(strokes);
  const canTakeBack = strokes.length > 0 && !disabled;

  function undo() {
    if (!canTakeBack) return;
    const next = strokes.slice(0, -1);
    drawingRef.current?.fromData(toPointGroups(next));
    change(next);
  }

  function clear() {
    if (!canTakeBack) return;
    drawingRef.current?.clear();
    change([]);
  }

  const describedBy = error ? `${statusId} ${errorId}` : statusId;

  return (
    <div data-no-swipe="" className="flex w-full flex-col gap-2">
      <div
        ref={boxRef}
        className={cn(
          'relative h-44 w-full overflow-hidden rounded-md border-2 border-slate-300 bg-white',
          error && 'border-destructive',
          disabled && 'opacity-60',
        )}
      >
        {/* The line to sign on, under the ink: drawn on the box, not in the canvas, so the
            signature's picture holds the strokes alone. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-5 bottom-9 flex items-end border-b border-slate-400 pb-0.5 text-slate-500 select-none"
        >
          <span className="text-xl leading-none">×</span>
        </div>
        <p className="pointer-events-none absolute bottom-2 left-5 text-xs text-slate-600 select-none">
          <Trans>Sign here</Trans>
        </p>
        <canvas
          ref={canvasRef}
          id={padId}
          role="img"
          // Not in the keyboard order (it takes no keys), but 'Approve' can send the focus here
          // to read out what is missing.
          tabIndex={-1}
          aria-label={t`Signature pad: sign here with a finger or the mouse`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-disabled={disabled ? true : undefined}
          className={cn(
            'absolute inset-0 size-full touch-none outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset',
            disabled ? 'cursor-not-allowed' : 'cursor-crosshair',
          )}
        />
      </div>
      <div className="flex items-center justify-end gap-2">
        <p id={statusId} role="status" className="sr-only">
          {problem === undefined ? (
            <Trans>Signed</Trans>
          ) : problem === 'too-short' ? (
            <Trans>Too short to count as a signature yet</Trans>
          ) : (
            <Trans>Not signed yet</Trans>
          )}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-disabled={!canTakeBack}
          onClick={undo}
        >
          <Undo2Icon aria-hidden="true" />
          <Trans>Undo</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-disabled={!canTakeBack}
          onClick={clear}
        >
          <EraserIcon aria-hidden="true" />
          <Trans>Clear</Trans>
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
