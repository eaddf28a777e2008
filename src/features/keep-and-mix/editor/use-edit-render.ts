import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { EditOperation, LayerId } from '@/entities/generation/edits/edit-operations';
import type { EditLayer } from '@/features/keep-and-mix/editor/edit-layers';
import {
  loadEditPictures,
  type PictureTrouble,
} from '@/features/keep-and-mix/editor/load-edit-pictures';
import { aspectDiffers } from '@/features/keep-and-mix/model/scale-picture';
import {
  createEditRenderClient,
  UndecodableError,
  type EditRenderClient,
} from '@/features/keep-and-mix/render/edit-render-client';
import type {
  LayerTints,
  Rect,
  RenderResult,
  Size,
} from '@/features/keep-and-mix/render/edit-render-protocol';

export type EditRenderState =
  | { status: 'loading' }
  | { status: 'failed'; trouble: PictureTrouble }
  | {
      status: 'ready';
      size: Size;
      /** Layers whose picture is not the result's aspect (they are stretched to it). */
      stretched: LayerId[];
      /** Layers whose picture could not be read (left out of the menu). */
      missing: LayerId[];
    };

function paint(
  canvas: HTMLCanvasElement | null,
  rect: Rect,
  pixels: Uint8ClampedArray<ArrayBuffer>,
) {
  const ctx = canvas?.getContext('2d');
  if (!ctx) return;
  ctx.putImageData(new ImageData(pixels, rect.width, rect.height), rect.x, rect.y);
}

/**
 * The editor's pictures: downloads the result and the layers, hands them to the render worker,
 * and paints on `canvas` (the edit) and `overlay` (the painted area) what the worker makes of the
 * operations. Renders only the latest operations when several come while one is being made.
 */
export function useEditRender({
  resultUrl,
  layers,
  tints,
}: {
  resultUrl: string;
  layers: readonly EditLayer[];
  tints: LayerTints;
}) {
  const [state, setState] = useState<EditRenderState>({ status: 'loading' });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  /** The path being drawn, shown at once: cleared when the edit under it has been painted. */
  const liveRef = useRef<HTMLCanvasElement>(null);
  const clientRef = useRef<EditRenderClient | null>(null);
  const queued = useRef<EditOperation[] | null>(null);
  const busy = useRef(false);
  /** Settles once every operation handed to `render` has been sent to the worker. */
  const drained = useRef<Promise<void>>(Promise.resolve());
  const tintsRef = useRef(tints);
  useLayoutEffect(() => {
    tintsRef.current = tints;
  });
  // The layers as they were when the editor opened (a refetch of the list does not reload).
  const [openedWith] = useState(() => ({ resultUrl, layers }));

  useEffect(() => {
    const client = createEditRenderClient();
    clientRef.current = client;
    const aborted = new AbortController();
    loadEditPictures(openedWith.resultUrl, openedWith.layers, aborted.signal)
      .then(async (loaded) => {
        if (loaded.kind === 'trouble') {
          setState({ status: 'failed', trouble: loaded.trouble });
          return;
        }
        const result = await client.load(loaded.result, loaded.layers);
        if (aborted.signal.aborted) return;
        setState({
          status: 'ready',
          size: result.result,
          stretched: result.layers
            .filter(({ size }) => aspectDiffers(size, result.result))
            .map(({ layer }) => layer),
          missing: [...loaded.missing, ...result.undecodable],
        });
      })
      .catch((error: unknown) => {
        if (aborted.signal.aborted) return;
        setState({
          status: 'failed',
          trouble: error instanceof UndecodableError ? 'undecodable' : 'failed',
        });
      });
    return () => {
      aborted.abort();
      client.stop();
      clientRef.current = null;
    };
  }, [openedWith]);

  const show = useCallback((result: RenderResult) => {
    // Straight to the canvases, without rendering React: painting never waits for the page.
    const canvas = canvasRef.current;
    if (canvas) canvas.dataset.renderMs = result.milliseconds.toFixed(1);
    if (result.rect) {
      if (result.pixels) paint(canvas, result.rect, result.pixels);
      if (result.overlay) paint(overlayRef.current, result.rect, result.overlay);
    }
    const live = liveRef.current;
    live?.getContext('2d')?.clearRect(0, 0, live.width, live.height);
  }, []);

  /** Makes the edit of `operations` and paints it (the latest only, when they come fast). */
  const render = useCallback(
    (operations: EditOperation[]) => {
      const client = clientRef.current;
      if (!client) return;
      queued.current = operations;
      if (busy.current) return;
      busy.current = true;
      const next = async () => {
        while (queued.current) {
          const ops = queued.current;
          queued.current = null;
          show(await client.render(ops, tintsRef.current));
        }
      };
      drained.current = next()
        .catch(() => setState({ status: 'failed', trouble: 'failed' }))
        .finally(() => {
          busy.current = false;
        });
    },
    [show],
  );

  /**
   * The edit as a JPEG at the result's full size, with the layers it takes regions from (made
   * after every operation sent before, whatever the page has painted yet).
   */
  const encode = useCallback(async () => {
    const client = clientRef.current;
    if (!client) throw new Error('The editor is closed.');
    await drained.current;
    return client.encode(0.92);
  }, []);

  return { state, canvasRef, overlayRef, liveRef, render, encode };
}
