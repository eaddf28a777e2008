import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { compareGenerationsPath, generationDetailPath, paths } from '@/config/paths';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import type { Style } from '@/entities/generation/model/style-catalogue';
import {
  startInputFor,
  startUnlessStarted,
  useStartGeneration,
} from '@/entities/generation/api/start-generation';
import { toastDesignQueued } from '@/features/generate/design-queue/queued-design-toasts';
import type { useVariationSweep } from '@/features/generate/variations/use-variation-sweep';
import { newQueuedDesign, QUEUE_TEXTS } from '@/features/generate/design-queue/design-queue';
import { designQueueStore } from '@/features/generate/design-queue/design-queue-store';
import { GENERATE_ERRORS, type ErrorMessage } from '@/features/generate/model/generate-errors';
import type { Variant } from '@/features/generate/variations/variations';
import type { StartNetworkProblem } from '@/features/generate/wizard/wizard-status';
import { ApiError, isNetworkError } from '@/lib/api/api-client';
import { isBrowserOffline } from '@/lib/network/network-status';
import type { PreparedPhoto } from '@/lib/photo-preparation/photo-types';
import { sessionOwner, useOrganizationRef, useSession } from '@/lib/session/session';

/** What 'Generate Design' starts: the uploaded record, or variants of it. */
type StartRequest = {
  /** The record the photos were uploaded to (the first variant's, with variations). */
  generationRef: string;
  style: Style;
  settings: GenerationSettings;
  sources: readonly PreparedPhoto[];
  inspirations: readonly PreparedPhoto[];
  /** Several designs in one go instead of one. */
  variants?: Variant[];
};

/** What 'Queue Design' keeps for later (offline, before anything was sent for the photos). */
type QueueRequest = {
  style: Style;
  settings: GenerationSettings;
  sources: readonly PreparedPhoto[];
  inspirations: readonly PreparedPhoto[];
  project?: { projectRef: string; customerRef: string };
};

/**
 * 'Generate Design': starts the uploaded generation and opens it, or starts the variants and
 * opens the compare studio once all of them run; the draft ends then. Offline nothing is sent;
 * a start whose answer was lost is checked before it is sent again, so nothing starts twice.
 *
 * 'Queue Design' (offline, nothing sent yet for the photos): the design is kept on the device
 * for the app to send once it is online (`use-design-queue-sender.ts`), the draft ends, and the
 * designs list opens, where the queued design is shown.
 */
export function useWizardStart({
  sweep,
  clearDraft,
}: {
  sweep: ReturnType<typeof useVariationSweep>;
  clearDraft: () => Promise<void>;
}) {
  const org = useOrganizationRef();
  const navigate = useNavigate();
  const start = useStartGeneration();
  const session = useSession();
  const [starting, setStarting] = useState<{ inspirationCount: number }>();
  /** The design is being put in the queue. */
  const [queuing, setQueuing] = useState(false);
  const [error, setError] = useState<ErrorMessage>();
  /** Why 'Generate Design' did not get through, when the network was the reason. */
  const [networkProblem, setNetworkProblem] = useState<StartNetworkProblem>();
  /** A start sent for this record got no answer: it may have started after all. */
  const startUnanswered = useRef<string | undefined>(undefined);

  // Every variant started: the compare studio opens with them.
  const studioPath = sweep.allStarted ? compareGenerationsPath(sweep.startedRefs) : undefined;
  useEffect(() => {
    if (!studioPath) return;
    void clearDraft().then(() => navigate(studioPath));
  }, [studioPath, clearDraft, navigate]);

  /** Forgets why the last try failed (the photos changed: a new upload comes). */
  const reset = useCallback(() => {
    setError(undefined);
    setNetworkProblem(undefined);
  }, []);

  const generate = async (request: StartRequest) => {
    const { generationRef, style, settings, sources, inspirations, variants } = request;
    reset();
    // Offline, nothing is sent (and nothing is queued to go by itself later): the user presses
    // again once the network is back.
    if (isBrowserOffline()) {
      setNetworkProblem('startOffline');
      return;
    }
    if (variants) {
      void sweep.start(
        variants,
        { sources, inspirations },
        // The photos' record is the first variant's (and a start sent for it whose answer was
        // lost is checked before it is started again).
        { generationRef, startUnanswered: startUnanswered.current === generationRef },
      );
      return;
    }
    setStarting({ inspirationCount: inspirations.length });
    try {
      // The last start got no answer: if it did start, it is not started a second time.
      await startUnlessStarted(org, generationRef, startUnanswered.current === generationRef, () =>
        start.mutateAsync({ generationRef, input: startInputFor(style, settings) }),
      );
      startUnanswered.current = undefined;
      await clearDraft();
      void navigate(generationDetailPath(generationRef));
    } catch (cause) {
      setStarting(undefined);
      if (isNetworkError(cause)) {
        startUnanswered.current = generationRef;
        setNetworkProblem('startLost');
      }
      setError(cause instanceof ApiError ? GENERATE_ERRORS.start : GENERATE_ERRORS.startThrown);
    }
  };

  const queue = async ({ style, settings, sources, inspirations, project }: QueueRequest) => {
    reset();
    setQueuing(true);
    try {
      await designQueueStore().add(
        newQueuedDesign({
          owner: sessionOwner(session),
          style,
          settings,
          sources,
          inspirations,
          project,
        }),
      );
    } catch {
      // Nothing was kept: the wizard stays as it is.
      setQueuing(false);
      setError(QUEUE_TEXTS.notSaved);
      return;
    }
    await clearDraft();
    toastDesignQueued();
    void navigate(paths.app.generations);
  };

  return {
    /** The single design is being started ('Starting generation...'). */
    starting,
    /** Why the last start (or loading a previous design's pictures) failed. */
    error,
    /** Says that loading what the wizard starts from failed. */
    fail: setError,
    networkProblem,
    reset,
    generate,
    /** The design is being put in the queue ('Queue Design' pressed). */
    queuing,
    queue,
  };
}
