import type { PdfJobReply, PdfJobRequest } from '@/lib/pdf/pdf-job-messages';
import {
  CannotPaintError,
  preparePicture,
  type PreparedPicture,
  UnreadablePictureError,
} from '@/lib/pdf/prepare-picture';

/**
 * The worker side of a PDF maker (the proposal's, the signed proposal's): takes the page's jobs
 * one message at a time and answers each with its result, or with why it failed in words the
 * page turns back into the right error (a worker that cannot paint, a file that is not a
 * picture). The app's TypeScript setup knows the DOM, not worker scopes: this is the part of the
 * worker scope used.
 */
type PdfJobWorkerScope<Job, Result> = {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<PdfJobRequest<Job>>) => void,
  ): void;
  postMessage(message: PdfJobReply<Result>, transfer?: Transferable[]): void;
};

/**
 * Answers every job posted to this worker with `run`'s result. `transfer` names what of a result
 * is handed over to the page rather than copied (a written PDF's bytes).
 */
// `Job` names what the page posts: messages arrive untyped, and `run` is where they are read.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function servePdfJobs<Job, Result>(
  run: (job: Job) => Promise<Result>,
  { transfer }: { transfer?: (result: Result) => Transferable[] } = {},
): void {
  const scope = self as unknown as PdfJobWorkerScope<Job, Result>;
  scope.addEventListener('message', (event) => {
    const { id, job } = event.data;
    run(job).then(
      (result) => scope.postMessage({ id, ok: true, result }, transfer?.(result) ?? []),
      (error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error);
        const reason =
          error instanceof CannotPaintError
            ? 'unsupported'
            : error instanceof UnreadablePictureError
              ? 'unreadable'
              : 'failed';
        scope.postMessage({ id, ok: false, reason, detail });
      },
    );
  });
}

/**
 * A picture prepared in the worker, or a CannotPaintError where this browser's workers have no
 * canvas: the page then prepares it on the main thread instead.
 */
export async function preparePictureInWorker(source: Blob): Promise<PreparedPicture> {
  if (typeof OffscreenCanvas === 'undefined') {
    throw new CannotPaintError('OffscreenCanvas is not available in workers.');
  }
  return await preparePicture(source);
}
