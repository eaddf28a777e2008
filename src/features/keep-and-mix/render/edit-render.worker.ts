import {
  createEditRenderSession,
  RenderUnsupportedError,
  UndecodablePictureError,
} from '@/features/keep-and-mix/render/edit-render-session';
import type {
  RenderReply,
  RenderRequest,
} from '@/features/keep-and-mix/render/edit-render-protocol';

/**
 * 'Keep and mix' off the main thread: the full-size pictures, the masks and the composite live
 * here, so painting on a phone never waits for them. The app's TypeScript setup knows the DOM,
 * not worker scopes: this is the part of the worker scope used here.
 */
type RenderWorkerScope = {
  addEventListener(type: 'message', listener: (event: MessageEvent<RenderRequest>) => void): void;
  postMessage(message: RenderReply, transfer?: Transferable[]): void;
};

const scope = self as unknown as RenderWorkerScope;
const session = createEditRenderSession();

scope.addEventListener('message', (event) => {
  const { id, job } = event.data;
  if (typeof OffscreenCanvas === 'undefined') {
    scope.postMessage({ id, ok: false, reason: 'unsupported', detail: 'No OffscreenCanvas.' });
    return;
  }
  session.run(job).then(
    (outcome) => {
      const transfer =
        outcome.kind === 'render'
          ? [outcome.pixels?.buffer, outcome.overlay?.buffer].filter(
              (buffer): buffer is ArrayBuffer => buffer !== undefined,
            )
          : [];
      scope.postMessage({ id, ok: true, outcome }, transfer);
    },
    (error: unknown) =>
      scope.postMessage({
        id,
        ok: false,
        reason:
          error instanceof RenderUnsupportedError
            ? 'unsupported'
            : error instanceof UndecodablePictureError
              ? 'undecodable'
              : 'failed',
        detail: error instanceof Error ? error.message : String(error),
      }),
  );
});
