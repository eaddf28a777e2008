import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { createRecordFor } from '@/entities/generation/api/create-generation';
import { discardIfNeverStarted } from '@/entities/generation/api/discard-generation';
import { generationKeys } from '@/entities/generation/api/generation-keys';
import {
  startGeneration,
  startInputFor,
  startUnlessStarted,
} from '@/entities/generation/api/start-generation';
import { uploadGenerationFiles } from '@/entities/generation/api/upload-generation-files';
import type { MessageDescriptor } from '@lingui/core';
import { GENERATE_ERRORS, type ErrorMessage } from '@/features/generate/model/generate-errors';
import {
  UPLOAD_ERRORS,
  uploadFailureMessage,
  type UploadItem,
} from '@/entities/generation/model/upload-plan';
import type { Variant } from '@/features/generate/variations/variations';
import { ApiError, errorMessageFromBody, isNetworkError } from '@/lib/api/api-client';
import { whenBrowserOnline } from '@/lib/network/network-status';
import { useUploadTransport } from '@/lib/uploads/upload-transport';

/**
 * - `queued`: not begun yet (the variants go one after the other);
 * - `uploading`: its record is being created and the photos sent to it;
 * - `starting`: the photos are there, the generate call is on its way;
 * - `started`: the server generates it;
 * - `failed`: a step failed (see `error`); 'Retry' goes on from that step.
 */
export type VariantStatus = 'queued' | 'uploading' | 'starting' | 'started' | 'failed';

export type VariantRun = {
  variant: Variant;
  status: VariantStatus;
  /** Its generation record, once created. */
  generationRef?: string;
  /** Why it failed (`errorText` puts it in words). */
  error?: ErrorMessage;
  /** Files not sent yet (all of them until the upload ran; after a failure, the failed ones). */
  pending?: UploadItem[];
  /** The start was sent and no answer came: it may have started after all. */
  startUnanswered?: boolean;
};

/** The prepared photos every variant uploads: the same bytes, prepared once. */
export type SweepPhotos = {
  sources: readonly { id: string; file: File }[];
  inspirations: readonly { id: string; file: File }[];
};

const ACTIVE: readonly VariantStatus[] = ['queued', 'uploading', 'starting'];

class StepError extends Error {
  readonly reason: MessageDescriptor;
  constructor(reason: MessageDescriptor) {
    super(reason.id);
    this.reason = reason;
  }
}

function messageOf(error: unknown, step: 'create' | 'start'): ErrorMessage {
  if (error instanceof StepError) return error.reason;
  if (isNetworkError(error)) return error.message;
  if (step === 'create') return errorMessageFromBody(error) ?? UPLOAD_ERRORS.files;
  return error instanceof ApiError ? GENERATE_ERRORS.start : GENERATE_ERRORS.startThrown;
}

/**
 * Variations in one go: each variant is its own generation. For each, one after the other: create
 * the record, PUT the same prepared photos to its upload URLs, start it with the variant's style
 * and settings. A failed variant waits for its own 'Retry', which goes on from the step that
 * failed (the files that failed, or the start), so nothing done is done again; the others go on.
 * Waits while the browser is offline. Leaving (`abandon`, or the screen going away) stops the
 * sweep, and the records of variants that never started are deleted.
 */
export function useVariationSweep({
  org,
  project,
}: {
  org: string;
  /** The project (and its customer) the variants belong to. */
  project?: { projectRef: string; customerRef: string };
}) {
  const transport = useUploadTransport();
  const queryClient = useQueryClient();
  const [runs, setRuns] = useState<VariantRun[]>([]);
  const latest = useRef<VariantRun[]>([]);
  const prepared = useRef<SweepPhotos>({ sources: [], inspirations: [] });
  const [preparing, setPreparing] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);

  const update = useCallback((key: string, patch: Partial<VariantRun>) => {
    latest.current = latest.current.map((run) =>
      run.variant.key === key ? { ...run, ...patch } : run,
    );
    setRuns(latest.current);
  }, []);

  /** Takes one variant as far as it goes: from where it stands to started, or to a failure. */
  const advance = useCallback(
    async (key: string, signal: AbortSignal) => {
      const runOf = () => latest.current.find((run) => run.variant.key === key);
      const { variant } = runOf() ?? {};
      if (!variant) return;
      let step: 'create' | 'start' = 'create';
      try {
        update(key, { status: 'uploading', error: undefined });
        let generationRef = runOf()?.generationRef;
        if (!generationRef) {
          const created = await createRecordFor(
            org,
            { style: variant.style, ...prepared.current, project },
            signal,
          );
          generationRef = created.generationRef;
          update(key, { generationRef, pending: created.items });
        }
        const pending = runOf()?.pending ?? [];
        if (pending.length) {
          const failed = await uploadGenerationFiles(transport, pending, { signal });
          update(key, { pending: failed });
          const failure = uploadFailureMessage(failed);
          if (failure) throw new StepError(failure);
        }
        step = 'start';
        update(key, { status: 'starting' });
        await whenBrowserOnline(signal);
        const ref = generationRef;
        await startUnlessStarted(org, ref, Boolean(runOf()?.startUnanswered), async () => {
          try {
            await startGeneration(org, ref, startInputFor(variant.style, variant.settings));
          } catch (error) {
            if (isNetworkError(error)) update(key, { startUnanswered: true });
            throw error;
          }
        });
        update(key, { status: 'started', startUnanswered: false });
      } catch (error) {
        if (signal.aborted) return;
        update(key, { status: 'failed', error: messageOf(error, step) });
      }
    },
    [org, project, transport, update],
  );

  const refreshLists = useCallback(
    () => queryClient.invalidateQueries({ queryKey: generationKeys.all(org) }),
    [org, queryClient],
  );

  /**
   * Leaves the sweep: what has not started stops, and the records of variants that never started
   * go (a start whose answer was lost may still be running: those stay). Once only.
   */
  const abandon = useCallback(() => {
    const abort = controller.current;
    if (!abort || abort.signal.aborted) return;
    abort.abort();
    for (const run of latest.current) {
      if (run.generationRef && run.status !== 'started') {
        discardIfNeverStarted(org, run.generationRef);
      }
    }
  }, [org]);

  /**
   * Starts the sweep. `photos`: the prepared photos, or how to get them (the sweep's signal
   * stops that too; it rejects when they cannot be had, and nothing is sent). `uploaded`: a
   * record that already holds these photos (the wizard's), used for the first variant instead of
   * a new one, and whether a start was sent for it without an answer.
   */
  const start = useCallback(
    async (
      variants: readonly Variant[],
      photos: SweepPhotos | ((signal: AbortSignal) => Promise<SweepPhotos>),
      uploaded?: { generationRef: string; startUnanswered: boolean },
    ) => {
      abandon();
      const abort = new AbortController();
      controller.current = abort;
      if (typeof photos === 'function') {
        setPreparing(true);
        try {
          prepared.current = await photos(abort.signal);
        } catch (error) {
          // Left while the photos were prepared: nothing more happens.
          if (abort.signal.aborted) return;
          throw error;
        } finally {
          if (!abort.signal.aborted) setPreparing(false);
        }
        if (abort.signal.aborted) return;
      } else {
        prepared.current = photos;
      }
      latest.current = variants.map((variant, index) => ({
        variant,
        status: 'queued',
        ...(index === 0 && uploaded ? { ...uploaded, pending: [] } : {}),
      }));
      setRuns(latest.current);
      for (const variant of variants) {
        if (abort.signal.aborted) return;
        await advance(variant.key, abort.signal);
      }
      void refreshLists();
    },
    [abandon, advance, refreshLists],
  );

  /** Goes on with a failed variant from the step that failed (only a failed one). */
  const retry = useCallback(
    (key: string) => {
      const signal = controller.current?.signal;
      const run = latest.current.find((candidate) => candidate.variant.key === key);
      if (!signal || signal.aborted || run?.status !== 'failed') return;
      void advance(key, signal).then(refreshLists);
    },
    [advance, refreshLists],
  );

  // Leaving the screen leaves the sweep.
  useEffect(() => abandon, [abandon]);

  const started = runs.filter((run) => run.status === 'started');
  const running = runs.some((run) => ACTIVE.includes(run.status));
  return {
    runs,
    start,
    retry,
    abandon,
    /** The photos are being downloaded and prepared. */
    preparing,
    /** Some variant is still on its way. */
    running,
    /** Leaving now would lose something: a variant on its way or one that failed (its record). */
    unfinished: preparing || running || runs.some((run) => run.status === 'failed'),
    allStarted: runs.length > 0 && started.length === runs.length,
    startedRefs: started.flatMap((run) => (run.generationRef ? [run.generationRef] : [])),
  };
}
