import SignaturePadDrawing, { type PointGroup, type PointGroupOptions } from 'signature_pad';

import type { SignatureStrokes } from '@/features/approval/signing/signature-check';

/**
 * The pen of the signature pad and of the signature's picture in the PDF, so the customer's
 * signature on paper looks as it did on the screen: dark ink (slate 900, near black on paper),
 * a line between 1 and 3 CSS px wide (thinner where the finger moved fast, as with a real pen;
 * a little wider than signature_pad's default, which looks faint under a finger on a phone).
 */
export const SIGNATURE_PEN: PointGroupOptions = {
  penColor: '#0f172a',
  minWidth: 1,
  maxWidth: 3,
  dotSize: 0,
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
};

/** The strokes as signature_pad draws them: each with the pen. Strokes with no point are left out. */
export function toPointGroups(strokes: SignatureStrokes): PointGroup[] {
  return strokes
    .filter((stroke) => stroke.points.length > 0)
    .map((stroke) => ({ ...SIGNATURE_PEN, points: stroke.points.map((point) => ({ ...point })) }));
}

/**
 * signature_pad's strokes as our own: copies (the library keeps adding to its own arrays), without
 * the pen settings, and without a stroke that has no point yet.
 */
export function fromPointGroups(groups: PointGroup[]): SignatureStrokes {
  return groups
    .filter((group) => group.points.length > 0)
    .map((group) => ({
      points: group.points.map(({ x, y, time, pressure }) => ({ x, y, time, pressure })),
    }));
}

/**
 * The signature as a PNG for the PDF: the strokes drawn again with the pad's pen on a transparent
 * canvas of `size` (the pad's size in CSS px) times `scale`, so it stays sharp when printed (3 is
 * about 300 dpi at the size the pad had on the screen).
 */
export async function signaturePng(
  strokes: SignatureStrokes,
  size: { width: number; height: number },
  scale = 3,
): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(size.width * scale));
  canvas.height = Math.max(1, Math.round(size.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the signature (no 2D canvas).');

  const drawing = new SignaturePadDrawing(canvas, {
    ...SIGNATURE_PEN,
    backgroundColor: 'rgba(0,0,0,0)',
  });
  // Only drawn on, never drawn by hand: no listeners.
  drawing.off();
  context.setTransform(scale, 0, 0, scale, 0, 0);
  drawing.fromData(toPointGroups(strokes));

  return pngOf(canvas);
}

/**
 * The letters of a typed signature: a handwriting face where the device has one (Windows, macOS,
 * Linux each bring one of these), else the browser's cursive; italic, in the pen's ink. The
 * screen's preview and the PDF's picture use the same.
 */
export const TYPED_SIGNATURE_FONT_FAMILY =
  '"Segoe Script", "Bradley Hand", "Snell Roundhand", "URW Chancery L", "Brush Script MT", cursive';

/** The letters' size in CSS px: about as tall as a name signed on the pad. */
export const TYPED_SIGNATURE_FONT_SIZE = 40;

/**
 * A typed signature as a PNG for the PDF, like a drawn one: the name written in the signature's
 * letters and the pen's ink on a transparent canvas just around it (a small margin, as a drawn
 * signature is cropped), `scale` times its size in CSS px.
 */
export async function typedSignaturePng(name: string, scale = 3): Promise<Uint8Array> {
  const text = name.trim();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the signature (no 2D canvas).');

  const size = TYPED_SIGNATURE_FONT_SIZE;
  const font = `italic ${String(size)}px ${TYPED_SIGNATURE_FONT_FAMILY}`;
  const margin = 8;
  context.font = font;
  // Italic letters lean past their advance width: a third of the size leaves room for the last.
  const width = Math.ceil(context.measureText(text).width + size / 3) + 2 * margin;
  // Room for capitals above and descenders (g, y, p) below the line.
  const height = Math.ceil(size * 1.4) + 2 * margin;
  // Setting the size empties the canvas and resets its settings.
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.font = font;
  context.fillStyle = SIGNATURE_PEN.penColor;
  context.textBaseline = 'alphabetic';
  context.fillText(text, margin, margin + size);

  return pngOf(canvas);
}

async function pngOf(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (!blob) throw new Error('This browser could not make a picture of the signature.');
  return new Uint8Array(await blob.arrayBuffer());
}
