import type { LayerId } from '@/entities/generation/edits/edit-operations';
import {
  createEditRenderer,
  type EditRenderer as Renderer,
} from '@/features/keep-and-mix/model/edit-renderer';
import type { Picture } from '@/features/keep-and-mix/model/picture-types';
import type {
  EncodeResult,
  LoadResult,
  Rect,
  RenderJob,
  RenderOutcome,
  RenderResult,
  SourcePicture,
} from '@/features/keep-and-mix/render/edit-render-protocol';
import { createJpegCanvas, NoCanvasError } from '@/lib/images/jpeg-canvas';

/** This browser cannot paint here (a worker without OffscreenCanvas): the page does it. */
export class RenderUnsupportedError extends Error {}
/** The bytes are no picture the browser can decode. */
export class UndecodablePictureError extends Error {}

async function decodePicture(blob: Blob): Promise<Picture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UndecodablePictureError(error instanceof Error ? error.message : String(error));
  }
  try {
    const canvas = createJpegCanvas(bitmap.width, bitmap.height);
    canvas.ctx.drawImage(bitmap, 0, 0);
    const { data } = canvas.ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: bitmap.width, height: bitmap.height, data };
  } catch (error) {
    if (error instanceof NoCanvasError) throw new RenderUnsupportedError(error.message);
    throw error;
  } finally {
    bitmap.close();
  }
}

function slice(picture: Picture, rect: Rect): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row += 1) {
    const start = ((rect.y + row) * picture.width + rect.x) * 4;
    out.set(picture.data.subarray(start, start + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/**
 * The editor's picture work, the same in the render worker and, where workers cannot paint, on
 * the page: decoding the pictures, replaying what the user drew, encoding the edit as JPEG.
 * Jobs run one after the other, in the order they were asked for.
 */
export function createEditRenderSession() {
  let renderer: Renderer | undefined;
  let overlayPixels: Uint8ClampedArray | undefined;
  /** Whether the page has had the whole picture once since it was loaded. */
  let shown = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(resultBlob: Blob, pictures: SourcePicture[]): Promise<LoadResult> {
    const result = await decodePicture(resultBlob);
    const layers = new Map<LayerId, Picture>();
    const sizes: LoadResult['layers'] = [];
    const undecodable: LayerId[] = [];
    for (const { layer, blob } of pictures) {
      try {
        const picture = await decodePicture(blob);
        sizes.push({ layer, size: { width: picture.width, height: picture.height } });
        // The renderer stretches each layer to the result's size.
        layers.set(layer, picture);
      } catch (error) {
        if (!(error instanceof UndecodablePictureError)) throw error;
        undecodable.push(layer);
      }
    }
    renderer = createEditRenderer(result, layers);
    overlayPixels = new Uint8ClampedArray(result.width * result.height * 4);
    shown = false;
    return {
      kind: 'load',
      result: { width: result.width, height: result.height },
      layers: sizes,
      undecodable,
    };
  }

  function render(job: Extract<RenderJob, { kind: 'render' }>): RenderResult {
    if (!renderer) throw new Error('No pictures loaded.');
    const started = performance.now();
    const changed = renderer.setOperations(job.operations);
    const milliseconds = performance.now() - started;
    const output = renderer.output;
    // The first answer gives the page the whole picture, changed or not.
    const rect = shown ? changed : { x: 0, y: 0, width: output.width, height: output.height };
    shown = true;
    const overlay =
      rect && overlayPixels
        ? slice(
            { ...output, data: renderer.coverageOverlay(new Map(job.tints), rect, overlayPixels) },
            rect,
          )
        : undefined;
    return {
      kind: 'render',
      rect,
      pixels: rect ? slice(output, rect) : undefined,
      overlay,
      layersUsed: renderer.layersUsed(),
      milliseconds,
    };
  }

  async function encode(quality: number): Promise<EncodeResult> {
    if (!renderer) throw new Error('No pictures loaded.');
    const { width, height, data } = renderer.output;
    const canvas = createJpegCanvas(width, height);
    canvas.ctx.putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
    return {
      kind: 'encode',
      jpeg: await canvas.toJpeg(quality),
      layersUsed: renderer.layersUsed(),
    };
  }

  function run(job: RenderJob): Promise<RenderOutcome> {
    const next = queue.then((): RenderOutcome | Promise<RenderOutcome> => {
      if (job.kind === 'load') return load(job.result, job.layers);
      if (job.kind === 'render') return render(job);
      return encode(job.quality);
    });
    queue = next.catch(() => undefined);
    return next;
  }

  return { run };
}
