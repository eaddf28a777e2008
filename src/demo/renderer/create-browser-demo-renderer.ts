import {
  decodedBitmap,
  decodeWithImageElement,
  type DecodedImage,
} from '@/lib/images/decode-image';
import { createPaintingWorker } from '@/lib/images/painting-worker';
import { createJpegCanvas, type JpegCanvas } from '@/lib/images/jpeg-canvas';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PRODUCT_NAME } from '@/config/product';
import { styleNameText } from '@/entities/generation/model/style-texts';
import {
  DEMO_JPEG_QUALITY,
  type DemoLabel,
  DEMO_RENDER_ERRORS,
  type DemoRenderer,
  type DemoRenderInput,
  type DemoRenderReply,
  type DemoRenderRequest,
} from '@/demo/renderer/demo-renderer-types';
import { demoOutputSize, paintDemoImage } from '@/demo/renderer/paint-demo-image';

/** The source photo decoded on the main thread; anything it cannot read is 'unreadable'. */
async function decode(source: Blob): Promise<DecodedImage> {
  try {
    return typeof createImageBitmap === 'function'
      ? decodedBitmap(await createImageBitmap(source))
      : await decodeWithImageElement(source);
  } catch {
    throw new Error(DEMO_RENDER_ERRORS.unreadable);
  }
}

/** The same render as the worker's, on the main thread, for browsers whose workers cannot paint. */
async function renderOnMainThread(input: DemoRenderInput): Promise<Blob> {
  const decoded = await decode(input.source);
  try {
    const { width, height } = demoOutputSize(decoded.width, decoded.height);
    let canvas: JpegCanvas;
    try {
      canvas = createJpegCanvas(width, height);
    } catch {
      throw new Error(DEMO_RENDER_ERRORS.failed);
    }
    paintDemoImage(canvas.ctx, decoded.image, width, height, input);
    return await canvas.toJpeg(DEMO_JPEG_QUALITY);
  } finally {
    decoded.release();
  }
}

/**
 * The demo renderer for the browser: paints in a worker where the browser allows it, otherwise on
 * the main thread. The worker starts on the first render, so pages that never render pay nothing.
 */
export function createBrowserDemoRenderer(): DemoRenderer {
  const render = createPaintingWorker<DemoRenderInput, Blob, DemoRenderReply>({
    start: () =>
      new Worker(new URL('./demo-renderer.worker.ts', import.meta.url), { type: 'module' }),
    request: (id, input): DemoRenderRequest => ({ id, input }),
    read: (reply) => {
      if ('blob' in reply) return { kind: 'done', result: reply.blob };
      return reply.unsupported
        ? { kind: 'unsupported' }
        : { kind: 'failed', error: new Error(reply.error) };
    },
    fallback: renderOnMainThread,
  });
  return (input) => render({ ...input, label: input.label ?? demoLabel(input.style) });
}

const DEMO_SUBTITLE = msg`${PRODUCT_NAME} demo`;

/** The picture's label in the language the app shows now: the style as the user reads it. */
function demoLabel(style: DemoRenderInput['style']): DemoLabel {
  const name = style.name.trim();
  return {
    title: name === '' ? '' : styleNameText(i18n, name),
    subtitle: i18n._(DEMO_SUBTITLE),
  };
}
