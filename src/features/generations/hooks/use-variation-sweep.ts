import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { createGeneration, fileInfoOf } from '@/features/generations/api/create-generation';
import { discardIfNeverStarted } from '@/features/generations/api/discard-generation';
import { generationKeys } from '@/features/generations/api/generation-keys';
import { getGeneration } from '@/features/generations/api/get-generation';
import { startGeneration } from '@/features/generations/api/start-generation';
import { styleToSend } from '@/features/generations/model/styles';
import {
  UPLOAD_ERRORS,
  uploadFailureMessage,
  uploadItemsFor,
  uploadOrder,
  type UploadItem,
} from '@/features/generations/model/upload-plan';
import type { Variant } from '@/features/generations/model/variations';
import { ApiError, errorMessageFromBody, isNetworkError } from '@/lib/api-client';
import { whenBrowserOnline } from '@/lib/network-status';
import { uploadBatches } from '@/lib/upload-scheduler';
import { useUploadTransport } from '@/lib/upload-transport';

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
  error?: string;
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

export const SWEEP_ERRORS = {
  start: 'Failed to start generating yard vision',
  startThrown: 'Failed to start generation',
} as const;

const ACTIVE: readonly VariantStatus[] = ['queued', 'uploading', 'starting'];

class StepError extends Error {}

function messageOf(error: unknown, step: 'create' | 'start') {
  if (error instanceof StepError || isNetworkError(error)) return error.message;
  if (step === 'create') return errorMessageFromBody(error) ?? UPLOAD_ERRORS.files;
  return error instanceof ApiError ? SWEEP_ERRORS.start : SWEEP_ERRORS.startThrown;
}

/**
 * Variations in one go: each variant is its own generation. For each, one after the other: create
 * the record, PUT the same prepared photos to its upload URLs, start it with the variant's style
 * and settings. A failed variant waits for its own 'Retry', which goes on from the step that
 * failed (the files that failed, or the start), so nothing done is done again; the others go on.
 * Waits while the browser is offline. Leaving the screen stops the sweep, and the records of
 * variants that never started are deleted.
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
  const photos = useRef<SweepPhotos>({ sources: [], inspirations: [] });
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
          await whenBrowserOnline(signal);
          const { sources, inspirations } = photos.current;
          const created = await createGeneration(org, {
            style: variant.style,
            fileInfo: fileInfoOf(sources.map((photo) => photo.file)),
            inspirationFileInfo: fileInfoOf(inspirations.map((photo) => photo.file)),
            ...project,
          });
          generationRef = created.ref;
          update(key, {
            generationRef,
            pending: uploadItemsFor(created, sources, inspirations),
          });
          if (signal.aborted) return;
        }
        const pending = runOf()?.pending ?? [];
        if (pending.length) {
          const failed = await uploadBatches(transport, uploadOrder(pending), { signal });
          update(key, { pending: failed });
          const failure = uploadFailureMessage(failed);
          if (failure) throw new StepError(failure);
        }
        step = 'start';
        update(key, { status: 'starting' });
        await whenBrowserOnline(signal);
        if (runOf()?.startUnanswered) {
          // The last start got no answer: if it did start, it is not started a second time.
          const previous = await getGeneration(org, generationRef, { signal });
          if (previous.currentStep !== 'uploading') {
            update(key, { status: 'started', startUnanswered: false });
            return;
          }
        }
        try {
          await startGeneration(org, generationRef, {
            style: styleToSend(variant.style),
            settings: variant.settings,
          });
        } catch (error) {
          if (isNetworkError(error)) update(key, { startUnanswered: true });
          throw error;
        }
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
   * Starts the sweep. `uploadedRef`: a record that already holds these photos (the wizard's),
   * used for the first variant instead of a new one.
   */
  const start = useCallback(
    async (variants: readonly Variant[], prepared: SweepPhotos, uploadedRef?: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      photos.current = prepared;
      latest.current = variants.map((variant, index) => ({
        variant,
        status: 'queued',
        ...(index === 0 && uploadedRef ? { generationRef: uploadedRef, pending: [] } : {}),
      }));
      setRuns(latest.current);
      for (const variant of variants) {
        if (abort.signal.aborted) return;
        await advance(variant.key, abort.signal);
      }
      void refreshLists();
    },
    [advance, refreshLists],
  );

  const retry = useCallback(
    (key: string) => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      void advance(key, signal).then(refreshLists);
    },
    [advance, refreshLists],
  );

  // Leaving stops the sweep; records of variants that never started go (a start whose answer was
  // lost may still be running: those stay).
  useEffect(
    () => () => {
      controller.current?.abort();
      for (const run of latest.current) {
        if (run.generationRef && run.status !== 'started') {
          discardIfNeverStarted(org, run.generationRef);
        }
      }
    },
    [org],
  );

  const started = runs.filter((run) => run.status === 'started');
  return {
    runs,
    start,
    retry,
    /** Some variant is still on its way (leaving would stop it). */
    running: runs.some((run) => ACTIVE.includes(run.status)),
    allStarted: runs.length > 0 && started.length === runs.length,
    startedRefs: started.flatMap((run) => (run.generationRef ? [run.generationRef] : [])),
  };
}
