import { createPaintingWorker } from '@/lib/images/painting-worker';
import type {
  EncodeResult,
  LayerTints,
  LoadResult,
  RenderJob,
  RenderOutcome,
  RenderReply,
  RenderResult,
  SourcePicture,
} from '@/features/keep-and-mix/render/edit-render-protocol';
import type { EditOperation } from '@/entities/generation/edits/edit-operations';
import { createEditRenderSession } from '@/features/keep-and-mix/render/edit-render-session';

/** The pictures could not be decoded (what the storage sent is no picture). */
export class UndecodableError extends Error {}

/**
 * The editor's render worker, started when the editor opens and stopped when it closes; where
 * workers cannot paint (no OffscreenCanvas), the same session runs on the page.
 */
export function createEditRenderClient() {
  let pageSession: ReturnType<typeof createEditRenderSession> | undefined;
  const run = createPaintingWorker<RenderJob, RenderOutcome, RenderReply>({
    start: () =>
      new Worker(new URL('./edit-render.worker.ts', import.meta.url), { type: 'module' }),
    request: (id, job) => ({ id, job }),
    read: (reply) => {
      if (reply.ok) return { kind: 'done', result: reply.outcome };
      if (reply.reason === 'unsupported') return { kind: 'unsupported' };
      const error =
        reply.reason === 'undecodable'
          ? new UndecodableError(reply.detail)
          : new Error(reply.detail);
      return { kind: 'failed', error };
    },
    fallback: (job) => {
      pageSession ??= createEditRenderSession();
      return pageSession.run(job);
    },
  });
  return {
    load: (result: Blob, layers: SourcePicture[]) =>
      run({ kind: 'load', result, layers }) as Promise<LoadResult>,
    render: (operations: EditOperation[], tints: LayerTints) =>
      run({ kind: 'render', operations, tints }) as Promise<RenderResult>,
    encode: (quality: number) => run({ kind: 'encode', quality }) as Promise<EncodeResult>,
    stop: () => run.stop(new Error('The editor closed.')),
  };
}

export type EditRenderClient = ReturnType<typeof createEditRenderClient>;
