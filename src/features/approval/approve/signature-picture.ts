import type { GivenSignature } from '@/features/approval/approve/sign-form';
import {
  signatureBounds,
  type SignatureStrokes,
} from '@/features/approval/signing/signature-check';
import { signaturePng, typedSignaturePng } from '@/features/approval/signing/signature-image';

/** The strokes moved so that the signature starts at the top left, with a small margin. */
function cropped(strokes: SignatureStrokes) {
  const bounds = signatureBounds(strokes);
  const margin = 8;
  if (!bounds) return { strokes, size: { width: 1, height: 1 } };
  const dx = margin - bounds.left;
  const dy = margin - bounds.top;
  return {
    strokes: strokes.map((stroke) => ({
      ...stroke,
      points: stroke.points.map((point) => ({ ...point, x: point.x + dx, y: point.y + dy })),
    })),
    size: {
      width: bounds.right - bounds.left + 2 * margin,
      height: bounds.bottom - bounds.top + 2 * margin,
    },
  };
}

/** The signature's picture for the PDF: the drawing cropped to its ink, or the typed name. */
export function signaturePicture(signature: GivenSignature): Promise<Uint8Array> {
  if (signature.method === 'typed') return typedSignaturePng(signature.text);
  const drawn = cropped(signature.strokes);
  return signaturePng(drawn.strokes, drawn.size);
}
