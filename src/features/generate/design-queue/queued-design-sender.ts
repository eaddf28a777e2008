import type { MessageDescriptor } from '@lingui/core';

import { deleteGeneration } from '@/entities/generation/api/delete-generation';
import { getGenerations } from '@/entities/generation/api/get-generations';
import { createGeneration, createInputFor } from '@/entities/generation/api/create-generation';
import {
  startGeneration,
  startInputFor,
  startUnlessStarted,
} from '@/entities/generation/api/start-generation';
import { uploadGenerationFiles } from '@/entities/generation/api/upload-generation-files';
import {
  DESIGN_QUEUE_LOCK,
  isMadeFor,
  QUEUE_FAILURES,
  type QueuedDesign,
  type QueuedDesignStatus,
  type QueuedDesignStep,
} from '@/features/generate/design-queue/design-queue';
import {
  designQueueStore,
  type DesignQueueStore,
} from '@/features/generate/design-queue/design-queue-store';
import { uploadItemsFor, type UploadItem } from '@/entities/generation/model/upload-plan';
import {
  ApiError,
  ContractError,
  errorMessageFromBody,
  isNetworkError,
} from '@/lib/api/api-client';
import { isBrowserOffline, whenBrowserOnline } from '@/lib/network/network-status';
import { getSession, sessionOwner } from '@/lib/session/session';
import type { UploadTransport } from '@/lib/uploads/upload-transport';

/**
 * Sends the designs queued offline, once the browser is online: for each, the wizard's own steps
 * and code (`createGeneration` with `createInputFor`, `uploadGenerationFiles`, `startGeneration`
 * with `startInputFor` behind `startUnlessStarted`), exactly once across reloads, crashes and
 * tabs:
 *
 * - One tab sends at a time: the Web Locks API (`DESIGN_QUEUE_LOCK`). A tab that closes mid-way
 *   lets the lock go and the next tab resumes. Without Web Locks, this tab sends and the others
 *   are not coordinated (only the first step is safe there: taking a design on is atomic).
 * - The state is written BEFORE each step (`creating` before the create call; the generation
 *   ref and upload URLs right after its answer; `starting` before the start call), so a
 *   reload finds where it stopped:
 *   - left in `creating`: the create may or may not have reached the server. The organization's
 *     generations are looked up by the design's file names (unique to the queue entry): one
 *     that already started is the design (nothing is sent again); one that never started is
 *     an empty record whose upload addresses went with the lost answer (the API gives no second
 *     copy of them: `upload-urls` adds new files), so it is deleted and the design created
 *     once more; none: created.
 *   - left in `uploading`: the files are PUT again (idempotent).
 *   - left in `starting`: the generation is read and started only if it has not started.
 * - Only the signed-in owner's designs, and nothing once the session changes; never while the
 *   browser is offline. No answer (or a 5xx) leaves the design where it is, to go on when the
 *   network is back; a refusal (4xx, an answer against the contract) marks it failed with the
 *   reason, for 'Try again' or 'Cancel'.
 */

type QueueSenderContext = {
  org: string;
  /** `sessionOwner` of the signed-in user: only their designs go, and only while they are. */
  owner: string;
  transport: UploadTransport;
  /** Stops the sending (the session changed, the app closed). */
  signal: AbortSignal;
  store?: DesignQueueStore;
  /** A queued design's generation started: it is off the queue. */
  onStarted?: (design: QueuedDesign, generationRef: string) => void;
  /** The API refused a step: the design is marked failed. */
  onFailed?: (design: QueuedDesign) => void;
};

/**
 * - `started`: sent and started (and off the queue);
 * - `failed`: refused (marked failed), or failed already;
 * - `retry`: no answer, a server error, the device's store: again once the network is back;
 * - `skipped`: not this user's, gone, changed by someone else, or sending stopped.
 */
type SendOutcome = 'started' | 'failed' | 'retry' | 'skipped';

/** No answer worth marking a failure for: go on later. */
class RetryLater extends Error {}

/** The API (or the storage) refused: the design fails with this message. */
class Refused extends Error {
  readonly reason: MessageDescriptor;
  constructor(reason: MessageDescriptor) {
    super(reason.id);
    this.reason = reason;
  }
}

/** The design changed under the sender (cancelled, logout deleted the queue): stop quietly. */
class Stopped extends Error {}

function isRetryable(error: unknown) {
  if (error instanceof RetryLater || isNetworkError(error)) return true;
  // A server error, a timeout or 'too many requests' says nothing against the design itself.
  return (
    error instanceof ApiError &&
    (error.status >= 500 || error.status === 0 || error.status === 408 || error.status === 429)
  );
}

/** What to tell the user about a refusal at `step`. */
function failureMessage(step: QueuedDesignStep, error: unknown): MessageDescriptor {
  if (error instanceof Refused) return error.reason;
  if (error instanceof ContractError) return QUEUE_FAILURES.unexpectedAnswer;
  const reason = errorMessageFromBody(error);
  if (step === 'starting') return QUEUE_FAILURES.startRefused(reason);
  if (step === 'uploading') return QUEUE_FAILURES.missingUploadUrls;
  return QUEUE_FAILURES.createRefused(
    reason ?? (error instanceof ApiError ? undefined : (error as Error | undefined)?.message),
  );
}

function uploadRefusal(failed: readonly UploadItem[]) {
  return failed.some((item) => item.kind === 'source')
    ? QUEUE_FAILURES.sourcesRefused
    : QUEUE_FAILURES.inspirationsRefused;
}

/** Takes one queued design as far as it goes now. */
export async function sendQueuedDesign(
  id: string,
  context: QueueSenderContext,
): Promise<SendOutcome> {
  const { org, owner, transport, signal } = context;
  const store = context.store ?? designQueueStore();
  let design: QueuedDesign | undefined;
  try {
    design = await store.get(id);
  } catch {
    return 'retry';
  }
  if (!design || design.owner !== owner || design.status === 'failed') return 'skipped';

  /** Writes the next state, only if the design is still as this sender last saw it. */
  const move = async (
    from: QueuedDesign,
    status: QueuedDesignStatus,
    patch: Partial<QueuedDesign> = {},
  ) => {
    const moved = await store.update(id, (current) =>
      current.status === from.status && current.owner === owner
        ? { ...current, ...patch, status }
        : undefined,
    );
    if (!moved) throw new Stopped();
    return moved;
  };

  // This sender took the design on itself (nothing was sent for it before): no need to look
  // for a record or a start that an earlier attempt may have left.
  let claimedNow = false;
  let startingNow = false;
  // Its record vanished before the start, and it was made again (once per attempt).
  let remade = false;

  const create = async (current: QueuedDesign) => {
    if (!claimedNow) {
      const made = (await getGenerations(org, { signal })).find((generation) =>
        isMadeFor(current, generation.fileNames),
      );
      if (made && made.currentStep !== 'uploading') {
        // It was created and started (by an earlier attempt): that is the design.
        return move(current, 'starting', { generationRef: made.ref });
      }
      // Created, never started, its upload addresses lost: replaced by the create below.
      if (made) await deleteGeneration(org, made.ref);
    }
    // The one window that cannot be made exactly-once: a create that reached the server and
    // whose answer was lost (or whose tab closed before the answer was written) is found above
    // only once the server lists it. Were it not listed yet when this attempt looks, the design
    // would be created a second time. The API takes no idempotency key that would close it.
    const created = await createGeneration(org, createInputFor(current));
    return move(current, 'uploading', {
      generationRef: created.ref,
      uploadUrls: {
        uploadUrls: created.uploadUrls,
        inspirationUploadUrls: created.inspirationUploadUrls,
      },
    });
  };

  const upload = async (current: QueuedDesign) => {
    if (!current.uploadUrls) throw new Refused(QUEUE_FAILURES.missingUploadUrls);
    let items: UploadItem[];
    try {
      items = uploadItemsFor(current.uploadUrls, current.sources, current.inspirations);
    } catch {
      throw new Refused(QUEUE_FAILURES.missingUploadUrls);
    }
    const refused = new Set<string>();
    const failed = await uploadGenerationFiles(transport, items, {
      signal,
      onItem: (itemId, state) => {
        if (state.status === 'failed' && state.refused) refused.add(itemId);
      },
    });
    if (failed.length) {
      // Cut off, no answer or a server error: not the design's fault; it goes on later.
      if (!failed.some((item) => refused.has(item.id))) throw new RetryLater();
      throw new Refused(uploadRefusal(failed.filter((item) => refused.has(item.id))));
    }
    startingNow = true;
    return move(current, 'starting');
  };

  const start = async (current: QueuedDesign) => {
    const generationRef = current.generationRef;
    if (!generationRef) throw new Refused(QUEUE_FAILURES.unexpectedAnswer);
    // Left in `starting` by an earlier attempt: started only if it has not started.
    await startUnlessStarted(org, generationRef, !startingNow, () =>
      startGeneration(org, generationRef, startInputFor(current.style, current.settings)),
    );
    return generationRef;
  };

  try {
    for (;;) {
      signal.throwIfAborted();
      if (sessionOwner(getSession()) !== owner) return 'skipped';
      await whenBrowserOnline(signal);
      const current: QueuedDesign = design;
      switch (current.status) {
        case 'queued':
          design = await move(current, 'creating');
          claimedNow = true;
          break;
        case 'creating':
          design = await create(current);
          break;
        case 'uploading':
          design = await upload(current);
          break;
        case 'starting': {
          let generationRef: string;
          try {
            generationRef = await start(current);
          } catch (error) {
            const gone = error instanceof ApiError && error.status === 404;
            if (!gone || remade) throw error;
            remade = true;
            // Its record is gone from the server (deleted meanwhile): made again from the start.
            design = await move(current, 'creating', {
              generationRef: undefined,
              uploadUrls: undefined,
            });
            continue;
          }
          // Left behind only if the device's store fails now: the next attempt finds it
          // started and removes it then.
          await store.remove(id).catch(() => false);
          context.onStarted?.(current, generationRef);
          return 'started';
        }
        case 'failed':
          return 'failed';
      }
    }
  } catch (error) {
    if (signal.aborted || error instanceof Stopped) return 'skipped';
    if (isRetryable(error)) return 'retry';
    // A 401 signed the user out: the design waits for them.
    if (error instanceof ApiError && error.status === 401) return 'skipped';
    const step = design.status;
    if (step === 'queued' || step === 'failed') return 'retry';
    const failure = { step, message: failureMessage(step, error) };
    try {
      const failed = await store.update(id, (stored) =>
        stored.status === step ? { ...stored, status: 'failed', failure } : undefined,
      );
      if (failed) context.onFailed?.(failed);
    } catch {
      return 'retry';
    }
    return 'failed';
  }
}

/**
 * Sends the owner's queued designs, oldest first, one after the other, until none is left to
 * send now. Resolves `retry` when the network (or the device's store) stood in the way, so the
 * caller tries again once it is back; `done` otherwise.
 */
export async function sendQueuedDesigns(context: QueueSenderContext): Promise<'done' | 'retry'> {
  const store = context.store ?? designQueueStore();
  const tried = new Set<string>();
  for (;;) {
    if (context.signal.aborted) return 'done';
    if (isBrowserOffline()) return 'retry';
    let designs: QueuedDesign[];
    try {
      designs = await store.list();
    } catch {
      return 'retry';
    }
    const next = designs.find(
      (design) =>
        design.owner === context.owner && design.status !== 'failed' && !tried.has(design.id),
    );
    if (!next) return 'done';
    tried.add(next.id);
    if ((await sendQueuedDesign(next.id, context)) === 'retry') return 'retry';
  }
}

/** Whether the owner has a queued design to send now (a failed one waits for 'Try again'). */
export async function hasQueuedDesignsToSend(context: QueueSenderContext) {
  const store = context.store ?? designQueueStore();
  try {
    return (await store.list()).some(
      (design) => design.owner === context.owner && design.status !== 'failed',
    );
  } catch {
    return false;
  }
}

/** This tab's turn to send, where there are no Web Locks: one sending at a time. */
let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` while this tab holds the queue's Web Lock (waiting for it while another tab sends;
 * `signal` stops the wait). Without Web Locks, `work` runs in this tab, one at a time.
 */
export function withDesignQueueLock<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const locks = (navigator as { locks?: LockManager }).locks;
  if (locks) return locks.request(DESIGN_QUEUE_LOCK, { signal }, () => work());
  const turn = localTurn.then(() => {
    signal.throwIfAborted();
    return work();
  });
  localTurn = turn.catch(() => undefined);
  return turn;
}
