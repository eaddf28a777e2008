import {
  DEMO_JPEG_QUALITY,
  DEMO_RENDER_ERRORS,
  type DemoRenderReply,
  type DemoRenderRequest,
} from '@/demo/renderer/demo-renderer-types';
import { demoOutputSize, paintDemoImage } from '@/demo/renderer/paint-demo-image';
import { createJpegCanvas, NoCanvasError, type JpegCanvas } from '@/lib/images/jpeg-canvas';

/**
 * Paints demo images off the main thread, so a large photo never freezes the page.
 * The app's TypeScript setup knows the DOM, not worker scopes: this is the part of the worker
 * scope used here.
 */
type DemoWorkerScope = {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<DemoRenderRequest>) => void,
  ): void;
  postMessage(message: DemoRenderReply): void;
};

const scope = self as unknown as DemoWorkerScope;

/** Thrown when this browser's workers cannot paint, so the page falls back to the main thread. */
class UnsupportedError extends Error {}

async function render(request: DemoRenderRequest): Promise<Blob> {
  const { input } = request;
  if (typeof OffscreenCanvas === 'undefined') {
    throw new UnsupportedError('OffscreenCanvas is not available in workers.');
  }
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(input.source);
  } catch {
    throw new Error(DEMO_RENDER_ERRORS.unreadable);
  }
  try {
    const { width, height } = demoOutputSize(image.width, image.height);
    let canvas: JpegCanvas;
    try {
      canvas = createJpegCanvas(width, height);
    } catch (error) {
      // A worker that cannot paint: the page renders on the main thread instead.
      if (error instanceof NoCanvasError) throw new UnsupportedError(error.message);
      throw error;
    }
    paintDemoImage(canvas.ctx, image, width, height, input);
    return await canvas.toJpeg(DEMO_JPEG_QUALITY);
  } finally {
    image.close();
  }
}

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  render(event.data).then(
    (blob) => scope.postMessage({ id, blob }),
    (error: unknown) =>
      scope.postMessage(
        error instanceof UnsupportedError
          ? { id, error: error.message, unsupported: true }
          : {
              id,
              error:
                error instanceof Error && error.message === DEMO_RENDER_ERRORS.unreadable
                  ? error.message
                  : DEMO_RENDER_ERRORS.failed,
            },
      ),
  );
});
