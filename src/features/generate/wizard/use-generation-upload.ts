import { useCallback, useEffect, useRef, useState } from 'react';

import {
  createRecordFor,
  STYLE_REQUIRED_MESSAGE,
} from '@/entities/generation/api/create-generation';
import {
  discardGeneration,
  discardIfNeverStarted,
} from '@/entities/generation/api/discard-generation';
import { isStyleComplete, type Style } from '@/entities/generation/model/style-catalogue';
import { uploadGenerationFiles } from '@/entities/generation/api/upload-generation-files';
import type { ErrorMessage } from '@/features/generate/model/generate-errors';
import {
  UPLOAD_ERRORS,
  uploadFailureMessage,
  type UploadItem,
} from '@/entities/generation/model/upload-plan';
import { errorMessageFromBody } from '@/lib/api/api-client';
import { whenBrowserOnline } from '@/lib/network/network-status';
import type { UploadItemState } from '@/lib/uploads/upload-scheduler';
import { useUploadTransport } from '@/lib/uploads/upload-transport';

/** No file's progress (the same object each time: the pickers showing it do not render again). */
const NO_PROGRESS: Record<string, UploadItemState> = {};

type UploadPhoto = { id: string; file: File };

type UploadPhase = 'idle' | 'uploading' | 'uploaded' | 'failed';

type GenerationUpload = {
  phase: UploadPhase;
  /**
   * The upload waits for the browser to be online before it asks for the record: nothing has
   * been sent for these photos yet (the wizard may queue the design instead).
   */
  waitingForNetwork: boolean;
  /** Stops an upload that has sent nothing yet (see `holdBack` below): whether it did. */
  holdBack: () => boolean;
  /** The generation record the files went to, once created. */
  generationRef?: string;
  progress: Record<string, UploadItemState>;
  error?: ErrorMessage;
  /** Files that still failed after the automatic retries. */
  failedCount: number;
  /** Sends only the files that failed (or starts over when the record was never created). */
  retry: () => void;
};

type Run = {
  key: string;
  phase: UploadPhase;
  /** The record was asked for (the create call went, or is going). */
  requested?: boolean;
  generationRef?: string;
  failed: UploadItem[];
  error?: ErrorMessage;
};

function keyOf(sources: readonly UploadPhoto[], inspirations: readonly UploadPhoto[]) {
  return `${sources.map((p) => p.id).join(',')}|${inspirations.map((p) => p.id).join(',')}`;
}

/**
 * The wizard's upload (spec §4): once there are source photos and a complete style, it creates
 * the generation record and PUTs the source files, then the inspiration files, to the URLs it
 * returned, once. Changing the photos afterwards allows a new upload (the unused record is
 * deleted). Failures keep every photo and offer a retry of just the failed files.
 *
 * While the browser is offline it waits: the record is created once the network is there, and
 * files cut off mid-way go again when it comes back (see `uploadBatches`); the record is never
 * created twice for one upload.
 */
export function useGenerationUpload({
  org,
  sources,
  inspirations,
  style,
  project,
  paused = false,
}: {
  org: string;
  /** The project (and its customer) the design belongs to, when made from one. */
  project?: { projectRef: string; customerRef: string };
  sources: readonly UploadPhoto[];
  inspirations: readonly UploadPhoto[];
  style: Style | undefined;
  /** While true nothing starts (photos are still being prepared, or generation started). */
  paused?: boolean;
}): GenerationUpload {
  const transport = useUploadTransport();
  const [run, setRun] = useState<Run>({ key: '', phase: 'idle', failed: [] });
  const [progress, setProgress] = useState<Record<string, UploadItemState>>({});
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | undefined>(undefined);
  /** The current run waits for the network: nothing was sent for its photos yet. */
  const waiting = useRef(false);

  const key = keyOf(sources, inspirations);
  const ready = sources.length > 0 && isStyleComplete(style) && !paused;

  const onItem = useCallback((id: string, state: UploadItemState) => {
    setProgress((current) => ({ ...current, [id]: state }));
  }, []);

  // A new set of photos: forget the old run (and its unused record).
  useEffect(() => {
    return () => {
      controller.current?.abort();
    };
  }, [key]);

  useEffect(() => {
    if (!ready || (run.key === key && run.phase !== 'idle')) return;
    const abort = new AbortController();
    controller.current = abort;
    const previousRef =
      run.key !== key && run.phase !== 'uploading' ? run.generationRef : undefined;

    const files = sources;
    const ideas = inspirations;
    const chosen = style;
    const upload = async () => {
      setRun({ key, phase: 'uploading', failed: [] });
      setProgress({});
      // The photos' earlier record goes, unless it started after all (a start whose answer the
      // network lost: the generation runs, and the user may still find it in the list).
      if (previousRef) discardIfNeverStarted(org, previousRef);
      if (!isStyleComplete(chosen)) return;
      // A function, so each check reads the signal anew after an await.
      const aborted = () => abort.signal.aborted;
      let generationRef: string | undefined;
      // Photos changed or the wizard closed mid-way: the record made for them goes too.
      const discard = () => {
        if (generationRef) discardGeneration(org, generationRef);
      };
      try {
        // Until the network is there nothing is sent (and the wizard may queue the design).
        waiting.current = true;
        try {
          await whenBrowserOnline(abort.signal);
        } finally {
          waiting.current = false;
        }
        setRun((current) => (current.key === key ? { ...current, requested: true } : current));
        const created = await createRecordFor(
          org,
          { style: chosen, sources: files, inspirations: ideas, project },
          abort.signal,
        );
        generationRef = created.generationRef;
        const { items } = created;
        const failed = await uploadGenerationFiles(transport, items, {
          signal: abort.signal,
          onItem,
        });
        if (aborted()) {
          discard();
          return;
        }
        setRun({
          key,
          phase: failed.length ? 'failed' : 'uploaded',
          generationRef,
          failed,
          error: uploadFailureMessage(failed),
        });
      } catch (error) {
        if (aborted()) {
          discard();
          return;
        }
        const message =
          error instanceof Error && error.message === STYLE_REQUIRED_MESSAGE
            ? UPLOAD_ERRORS.styleRequired
            : (errorMessageFromBody(error) ?? UPLOAD_ERRORS.files);
        setRun({ key, phase: 'failed', generationRef, failed: [], error: message });
      }
    };
    void upload();
    // Re-runs on every change but starts only for a set of photos not handled yet.
  }, [key, ready, attempt, org, onItem, run, sources, inspirations, style, project, transport]);

  const retry = useCallback(() => {
    if (run.phase !== 'failed') return;
    if (!run.generationRef || run.failed.length === 0) {
      // Nothing usable was created: start over (without the record, if there was one).
      if (run.generationRef) discardGeneration(org, run.generationRef);
      setRun((current) => ({ ...current, phase: 'idle', generationRef: undefined }));
      setAttempt((n) => n + 1);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const { failed, generationRef } = run;
    setRun({ ...run, phase: 'uploading', requested: true, error: undefined });
    void uploadGenerationFiles(transport, failed, { signal: abort.signal, onItem }).then(
      (stillFailed) => {
        if (abort.signal.aborted) return;
        setRun({
          key: run.key,
          generationRef,
          phase: stillFailed.length ? 'failed' : 'uploaded',
          failed: stillFailed,
          error: uploadFailureMessage(stillFailed),
        });
      },
      () => undefined,
    );
  }, [run, onItem, org, transport]);

  /**
   * Stops the upload if nothing was sent for these photos yet (it waits for the network, or has
   * not begun), so that nothing is sent for them from here: true then. False once the record was
   * asked for. Nothing starts again until the photos change or `paused` goes from true to false.
   */
  const holdBack = useCallback(() => {
    if (run.key === key && run.phase !== 'idle' && !waiting.current) return false;
    if (waiting.current) controller.current?.abort();
    setRun({ key: '', phase: 'idle', failed: [] });
    return true;
  }, [run, key]);

  const current = run.key === key;
  return {
    holdBack,
    phase: current ? run.phase : 'idle',
    waitingForNetwork: current && run.phase === 'uploading' && !run.requested,
    generationRef: current ? run.generationRef : undefined,
    progress: current ? progress : NO_PROGRESS,
    error: current ? run.error : undefined,
    failedCount: current ? run.failed.length : 0,
    retry,
  };
}
