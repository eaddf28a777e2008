import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { getGeneration } from '@/entities/generation/api/get-generation';
import {
  DEFAULT_GENERATION_SETTINGS,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';
import {
  CUSTOM_STYLE_NAME,
  isStyleComplete,
  type Style,
} from '@/entities/generation/model/style-catalogue';
import { parseWizardEntry, type StartFrom } from '@/features/generate/wizard/wizard-entry';
import { downloadPictures } from '@/entities/generation/api/download-pictures';
import { useGenerationUpload } from '@/features/generate/wizard/use-generation-upload';
import { useVariationSweep } from '@/features/generate/variations/use-variation-sweep';
import { useDraftKey, useWizardDraft } from '@/features/generate/wizard/use-wizard-draft';
import { useWizardPhotos } from '@/features/generate/wizard/use-wizard-photos';
import { useWizardStart } from '@/features/generate/wizard/use-wizard-start';
import type { GenerateDraft } from '@/features/generate/wizard/generate-draft';
import { errorText, GENERATE_ERRORS } from '@/features/generate/model/generate-errors';
import {
  EMPTY_VARIATION_CHOICE,
  MIN_WIZARD_VARIANTS,
  validateChoice,
  variantsOf,
  type VariationChoice,
} from '@/features/generate/variations/variations';
import {
  queueStatusFor,
  START_NETWORK_MESSAGES,
  waitingFor,
} from '@/features/generate/wizard/wizard-status';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { AbortOptions } from '@/lib/api/api-client';
import { isBrowserOffline, useNetworkStatus } from '@/lib/network/network-status';
import { useOrganizationRef } from '@/lib/session/session';

const CUSTOM_DESCRIPTION_PAUSE_MS = 600;

/** A previous generation's pictures, downloaded again as files for this wizard (spec §4). */
async function picturesOf(org: string, startFrom: StartFrom, { signal }: AbortOptions) {
  const previous = await getGeneration(org, startFrom.fromGeneration, { signal });
  const reused = {
    final: previous.finalImageUrl ? [previous.finalImageUrl] : [],
    source: previous.sourceImages,
    inspiration: [],
  } satisfies Record<StartFrom['imageType'], readonly string[]>;
  const [sources, inspirations] = await Promise.all([
    downloadPictures(reused[startFrom.imageType], 'image', { signal }),
    downloadPictures(previous.inspirationImages, 'inspiration', { signal }),
  ]);
  return { sources, inspirations, style: previous.style };
}

/**
 * The generate wizard (spec §2, §4): photos (`useWizardPhotos`), style, settings and variations;
 * the upload that starts once they are enough (`useGenerationUpload`); the draft that survives
 * a reload (`useWizardDraft`); a start from a previous generation or for a project; and
 * 'Generate Design' (`useWizardStart`).
 */
export function useGenerateWizard() {
  const { i18n } = useLingui();
  const org = useOrganizationRef();
  const location = useLocation();
  const [{ startFrom, forProject }] = useState(() => parseWizardEntry(location.state));
  const networkStatus = useNetworkStatus();

  const [style, setStyle] = useState<Style | undefined>(startFrom?.style);
  const [settings, setSettings] = useState<GenerationSettings>(DEFAULT_GENERATION_SETTINGS);
  const [loadingPrevious, setLoadingPrevious] = useState(Boolean(startFrom));
  // Variations in one go: an axis and its values, each its own generation (the first one uses
  // the record the photos were uploaded to).
  const [variationChoice, setVariationChoice] = useState<VariationChoice>(EMPTY_VARIATION_CHOICE);
  const [variationErrors, setVariationErrors] = useState<ReturnType<typeof validateChoice>>({});
  const sweep = useVariationSweep({ org, project: forProject?.project });
  const sweeping = sweep.runs.length > 0;

  const draft = useDraftKey();
  const start = useWizardStart({ sweep, clearDraft: draft.clear });
  // New photos mean a new upload: an earlier failure to start no longer applies.
  const photos = useWizardPhotos({ onChange: start.reset });
  const { sources, inspirations, addFiles } = photos;

  // A typed custom description starts the upload once typing pauses, not at its first letter.
  const uploadStyle = useDebouncedValue(
    style,
    style?.name === CUSTOM_STYLE_NAME ? CUSTOM_DESCRIPTION_PAUSE_MS : 0,
  );
  const upload = useGenerationUpload({
    org,
    sources,
    inspirations,
    style: uploadStyle,
    project: forProject?.project,
    paused:
      Boolean(start.starting) ||
      start.queuing ||
      sweeping ||
      loadingPrevious ||
      photos.preparingCount > 0,
  });

  const { restore } = photos;
  const onRestore = useCallback(
    (draft: GenerateDraft) => {
      restore(draft);
      if (draft.style) setStyle(draft.style);
      setSettings(draft.settings);
      if (draft.variations) setVariationChoice(draft.variations);
    },
    [restore],
  );
  useWizardDraft({
    draftKey: draft.draftKey,
    // Starting from a previous generation replaces the draft; otherwise the draft is read first.
    enabled: !startFrom,
    paused: Boolean(start.starting) || start.queuing || sweeping,
    values: {
      sources,
      inspirations,
      style,
      settings,
      variations: variationChoice,
      generationRef: upload.generationRef,
    },
    onRestore,
  });

  // Starting from a previous generation: its pictures become this wizard's files (spec §4).
  const { fail } = start;
  useEffect(() => {
    if (!startFrom) return;
    const abort = new AbortController();
    const load = async () => {
      try {
        const previous = await picturesOf(org, startFrom, { signal: abort.signal });
        if (abort.signal.aborted) return;
        if (!startFrom.style && previous.style) setStyle(previous.style);
        await Promise.all([
          previous.sources.length ? addFiles('sources', previous.sources) : undefined,
          previous.inspirations.length
            ? addFiles('inspirations', previous.inspirations)
            : undefined,
        ]);
      } catch {
        if (!abort.signal.aborted) fail(GENERATE_ERRORS.previous);
      } finally {
        if (!abort.signal.aborted) setLoadingPrevious(false);
      }
    };
    void load();
    return () => abort.abort();
  }, [org, startFrom, addFiles, fail]);

  const uploading = upload.phase === 'uploading';
  const canGenerate =
    upload.phase === 'uploaded' &&
    Boolean(upload.generationRef) &&
    sources.length > 0 &&
    isStyleComplete(style) &&
    !start.starting;

  // Offline, before anything was sent for the photos, the design can be queued instead: kept on
  // the device and sent and started by the app once it is back online (`use-design-queue-sender`).
  const queueMode =
    networkStatus === 'offline' &&
    !upload.generationRef &&
    (upload.phase === 'idle' || upload.waitingForNetwork) &&
    !start.starting;
  const canQueue =
    queueMode &&
    sources.length > 0 &&
    isStyleComplete(style) &&
    photos.preparingCount === 0 &&
    !variationChoice.axis &&
    !start.queuing;

  const queue = () => {
    // The network came back meanwhile, or the upload went ahead: the design is generated as usual.
    if (!canQueue || !isStyleComplete(style) || !isBrowserOffline() || !upload.holdBack()) return;
    void start.queue({ style, settings, sources, inspirations, project: forProject?.project });
  };

  // Stable, so the variation picker renders again only when what it shows changes.
  const chooseVariations = useCallback((next: VariationChoice) => {
    setVariationChoice(next);
    setVariationErrors({});
  }, []);

  const generate = async () => {
    const generationRef = upload.generationRef;
    if (variationChoice.axis) {
      const found = validateChoice(variationChoice, MIN_WIZARD_VARIANTS, i18n);
      setVariationErrors(found);
      if (Object.keys(found).length) return;
    }
    if (!canGenerate || !generationRef || !isStyleComplete(style)) return;
    await start.generate({
      generationRef,
      style,
      settings,
      sources,
      inspirations,
      variants: variationChoice.axis
        ? variantsOf(variationChoice, { style, settings }, i18n)
        : undefined,
    });
  };

  return {
    /** The project the design is made for, when opened from one. */
    forProject,
    sources,
    inspirations,
    rejections: photos.rejections,
    preparing: photos.preparing,
    style,
    setStyle,
    settings,
    setSettings,
    addFiles,
    removePhoto: photos.removePhoto,
    upload,
    uploading,
    loadingPrevious,
    starting: start.starting,
    /** The error to show: the wizard's own, else the upload's. */
    error: errorText(i18n, start.error ?? upload.error),
    /** 'Retry' applies: the upload failed (and nothing else did). */
    canRetry: upload.phase === 'failed' && !start.error,
    waitingFor: start.networkProblem
      ? i18n._(START_NETWORK_MESSAGES[start.networkProblem])
      : queueMode
        ? i18n._(
            queueStatusFor({
              hasSources: sources.length > 0,
              preparing: photos.preparingCount > 0,
              style,
              variations: Boolean(variationChoice.axis),
            }),
          )
        : waitingFor(
            {
              uploading,
              offline: networkStatus === 'offline',
              uploaded: upload.phase === 'uploaded',
              hasSources: sources.length > 0,
              style,
            },
            i18n,
          ),
    canGenerate,
    generate,
    /**
     * Offline with nothing sent yet: the button queues the design ('Queue Design'); the line
     * beside it says what is missing or that it starts by itself once back online.
     */
    queueMode,
    canQueue,
    queuing: start.queuing,
    queue,
    /** Variations in one go: what to vary, what is wrong with it, and the variants' progress. */
    variations: {
      choice: variationChoice,
      choose: chooseVariations,
      errors: variationErrors,
      runs: sweep.runs,
      retry: sweep.retry,
      abandon: sweep.abandon,
      running: sweep.running,
      unfinished: sweep.unfinished,
      startedRefs: sweep.startedRefs,
    },
  };
}
