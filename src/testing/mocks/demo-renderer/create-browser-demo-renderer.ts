import {
  DEMO_RENDER_ERRORS,
  type DemoRenderer,
  type DemoRenderInput,
  type DemoRenderReply,
  type DemoRenderRequest,
} from '@/testing/mocks/demo-renderer/demo-renderer-types';
import { demoOutputSize, paintDemoImage } from '@/testing/mocks/demo-renderer/paint-demo-image';

type Decoded = { image: CanvasImageSource; width: number; height: number; release: () => void };

async function decode(source: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(source);
      return {
        image: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      throw new Error(DEMO_RENDER_ERRORS.unreadable);
    }
  }
  const url = URL.createObjectURL(source);
  const image = new Image();
  try {
    image.src = url;
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new Error(DEMO_RENDER_ERRORS.unreadable);
  }
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/** The same render as the worker's, on the main thread, for browsers whose workers cannot paint. */
async function renderOnMainThread(input: DemoRenderInput): Promise<Blob> {
  const decoded = await decode(input.source);
  try {
    const { width, height } = demoOutputSize(decoded.width, decoded.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(DEMO_RENDER_ERRORS.failed);
    paintDemoImage(ctx, decoded.image, width, height, input);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(DEMO_RENDER_ERRORS.failed))),
        'image/jpeg',
        0.85,
      );
    });
  } finally {
    decoded.release();
  }
}

/** Whether workers can paint: module workers plus an OffscreenCanvas with a 2D context. */
function workersCanPaint(): boolean {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return false;
  if (typeof OffscreenCanvas.prototype.convertToBlob !== 'function') return false;
  try {
    return new OffscreenCanvas(1, 1).getContext('2d') !== null;
  } catch {
    return false;
  }
}

type Pending = {
  input: DemoRenderInput;
  resolve: (blob: Blob) => void;
  reject: (error: unknown) => void;
};

/**
 * The demo renderer for the browser: paints in a worker where the browser allows it, otherwise on
 * the main thread. The worker starts on the first render, so pages that never render pay nothing.
 */
export function createBrowserDemoRenderer(): DemoRenderer {
  let useWorker = workersCanPaint();
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fallBack = (request: Pending) => {
    renderOnMainThread(request.input).then(request.resolve, request.reject);
  };

  // A worker that fails to load or cannot paint is dropped; what it had in hand renders here.
  const abandonWorker = () => {
    useWorker = false;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(fallBack);
  };

  const startWorker = (): Worker => {
    const started = new Worker(new URL('./demo-renderer.worker.ts', import.meta.url), {
      type: 'module',
    });
    started.addEventListener('message', (event: MessageEvent<DemoRenderReply>) => {
      const reply = event.data;
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if ('blob' in reply) {
        request.resolve(reply.blob);
      } else if (reply.unsupported) {
        abandonWorker();
        fallBack(request);
      } else {
        request.reject(new Error(reply.error));
      }
    });
    started.addEventListener('error', abandonWorker);
    return started;
  };

  return (input) => {
    if (!useWorker) return renderOnMainThread(input);
    worker ??= startWorker();
    const active = worker;
    const id = nextId;
    nextId += 1;
    return new Promise<Blob>((resolve, reject) => {
      pending.set(id, { input, resolve, reject });
      const request: DemoRenderRequest = { id, input };
      active.postMessage(request);
    });
  };
}
