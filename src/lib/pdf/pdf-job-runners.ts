import { createPaintingWorker } from '@/lib/images/painting-worker';
import type { PdfJobReply } from '@/lib/pdf/pdf-job-messages';
import { UnreadablePictureError } from '@/lib/pdf/prepare-picture';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * The page side of a PDF maker (the proposal's, the signed proposal's): the workers that prepare
 * its pictures and write its document, and how its waiting stops when the user cancels.
 */

/** Runs a PDF maker's jobs; `stop` ends its workers (see `createPdfRunners`). */
export type PdfRunners<Job, Result> = {
  run: (job: Job) => Promise<Result>;
  /** Ends the workers now: the jobs in their hands are rejected with `reason`. */
  stop: (reason: unknown) => void;
};

/**
 * `workers` workers (a picture is decoded on its worker's own thread, so as many decode at once),
 * each job on the next in turn; or the main thread, when `useWorker` is false or the browser's
 * workers cannot paint. There `fallback` does each job, a step per task, so the page still
 * answers the user in between. The workers start with their first job and live until `stop`
 * (a cancel stops the decoding and writing under way; the workers and jsPDF do not stay in
 * memory after).
 */
export function createPdfRunners<Job, Result>({
  useWorker,
  workers,
  start,
  fallback,
}: {
  useWorker: boolean;
  workers: number;
  /** Starts one worker (the maker's own module, which serves its jobs with `servePdfJobs`). */
  start: () => Worker;
  /** Does a job on the main thread. */
  fallback: (job: Job) => Promise<Result>;
}): PdfRunners<Job, Result> {
  const createRunner = () =>
    createPaintingWorker<Job, Result, PdfJobReply<Result>>({
      useWorker,
      start,
      // Blobs are posted by reference: the pictures' bytes are not copied to the worker.
      request: (id, job) => ({ id, job }),
      read: (reply) => {
        if (reply.ok) return { kind: 'done', result: reply.result };
        if (reply.reason === 'unsupported') return { kind: 'unsupported' };
        return {
          kind: 'failed',
          error:
            reply.reason === 'unreadable'
              ? new UnreadablePictureError(reply.detail)
              : new Error(reply.detail),
        };
      },
      fallback: async (job) => {
        await yieldToMain();
        return await fallback(job);
      },
    });
  // On the main thread one runner is enough: its jobs run one step at a time anyway.
  const first = createRunner();
  const runners = [
    first,
    ...Array.from({ length: useWorker ? workers - 1 : 0 }, () => createRunner()),
  ];
  let next = 0;
  const run = (job: Job) => {
    const chosen = runners[next % runners.length] ?? first;
    next += 1;
    return chosen(job);
  };
  const stop = (reason: unknown) => {
    for (const runner of runners) runner.stop(reason);
  };
  return { run, stop };
}

/** Why the work stopped: the abort's own reason, or an AbortError that says `cancelled`. */
export function abortError(signal: AbortSignal, cancelled: string): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException(cancelled, 'AbortError');
}

/**
 * `promise`, or the abort's reason as soon as `signal` aborts (see `abortError`): a cancel does
 * not wait for a picture or a document still being made.
 */
export function unlessAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  cancelled: string,
): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal, cancelled));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal, cancelled));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
