/**
 * Canvas work off the main thread, with the main thread as the fallback: the photo preparer and
 * the demo renderer both paint in a module worker where the browser allows it.
 */

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

/** What a worker's reply means, as the worker's own reply format tells it. */
type WorkerOutcome<R> =
  | { kind: 'done'; result: R }
  /** The worker cannot paint after all: this and later jobs run on the main thread. */
  | { kind: 'unsupported' }
  | { kind: 'failed'; error: Error };

type Pending<I, R> = { input: I; resolve: (result: R) => void; reject: (error: unknown) => void };

/** Runs a job; `stop` ends the worker at once (see `createPaintingWorker`). */
type PaintingWorker<I, R> = ((input: I) => Promise<R>) & {
  /**
   * Terminates the worker now, whatever it is doing: the jobs in its hands are rejected with
   * `reason`. A later job starts a new worker.
   */
  stop: (reason: unknown) => void;
};

/**
 * Runs jobs in one worker, started on the first job and reused, matching replies to requests
 * by id. A worker that fails to load or cannot paint is dropped, and what it had in hand, and
 * everything after, runs on the main thread through `fallback`.
 */
// `Reply` names the worker's message type once, for `read` and the message handler alike.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function createPaintingWorker<I, R, Reply extends { id: number }>({
  useWorker: wanted = true,
  start,
  request,
  read,
  fallback,
}: {
  useWorker?: boolean;
  start: () => Worker;
  /** The message that asks the worker for job `id`. */
  request: (id: number, input: I) => unknown;
  read: (reply: Reply) => WorkerOutcome<R>;
  fallback: (input: I) => Promise<R>;
}): PaintingWorker<I, R> {
  let useWorker = wanted && workersCanPaint();
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending<I, R>>();

  const runHere = (job: Pending<I, R>) => {
    fallback(job.input).then(job.resolve, job.reject);
  };

  const abandonWorker = () => {
    useWorker = false;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(runHere);
  };

  const startWorker = () => {
    const started = start();
    started.addEventListener('message', (event: MessageEvent<Reply>) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      const outcome = read(event.data);
      if (outcome.kind === 'done') job.resolve(outcome.result);
      else if (outcome.kind === 'failed') job.reject(outcome.error);
      else {
        abandonWorker();
        runHere(job);
      }
    });
    started.addEventListener('error', abandonWorker);
    return started;
  };

  const run = (input: I) => {
    if (!useWorker) return fallback(input);
    worker ??= startWorker();
    const active = worker;
    const id = nextId++;
    return new Promise<R>((resolve, reject) => {
      pending.set(id, { input, resolve, reject });
      active.postMessage(request(id, input));
    });
  };

  const stop = (reason: unknown) => {
    worker?.terminate();
    worker = null;
    const inHand = [...pending.values()];
    pending.clear();
    for (const job of inHand) job.reject(reason);
  };

  return Object.assign(run, { stop });
}
