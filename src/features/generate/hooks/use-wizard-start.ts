import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { compareGenerationsPath, generationDetailPath } from '@/config/paths';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { styleToSend, type Style } from '@/entities/generation/model/style-catalogue';
import { startUnlessStarted, useStartGeneration } from '@/features/generate/api/start-generation';
import type { useVariationSweep } from '@/features/generate/hooks/use-variation-sweep';
import { GENERATE_ERRORS } from '@/features/generate/model/generate-errors';
import type { Variant } from '@/features/generate/model/variations';
import type { StartNetworkProblem } from '@/features/generate/model/wizard-status';
import { ApiError, isNetworkError } from '@/lib/api/api-client';
import { isBrowserOffline } from '@/lib/network/network-status';
import type { PreparedPhoto } from '@/lib/photo-preparation/photo-types';
import { useOrganizationRef } from '@/lib/session/session';

/** What 'Generate Design' starts: the uploaded record, or variants of it. */
export type StartRequest = {
  /** The record the photos were uploaded to (the first variant's, with variations). */
  generationRef: string;
  style: Style;
  settings: GenerationSettings;
  sources: readonly PreparedPhoto[];
  inspirations: readonly PreparedPhoto[];
  /** Several designs in one go instead of one. */
  variants?: Variant[];
};

/**
 * 'Generate Design': starts the uploaded generation and opens it, or starts the variants and
 * opens the compare studio once all of them run; the draft ends then. Offline nothing is sent;
 * a start whose answer was lost is checked before it is sent again, so nothing starts twice.
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
  const [starting, setStarting] = useState<{ inspirationCount: number }>();
  const [error, setError] = useState<string>();
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
        start.mutateAsync({ generationRef, input: { style: styleToSend(style), settings } }),
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
  };
}
