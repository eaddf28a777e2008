import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { compareGenerationsPath, generationDetailPath } from '@/config/paths';
import { downloadPictures } from '@/features/generate/api/download-pictures';
import { discardIfNeverStarted } from '@/features/generate/api/discard-generation';
import { getGeneration } from '@/entities/generation/api/get-generation';
import { startUnlessStarted, useStartGeneration } from '@/features/generate/api/start-generation';
import { useGenerationUpload } from '@/features/generate/hooks/use-generation-upload';
import { useVariationSweep } from '@/features/generate/hooks/use-variation-sweep';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  type DraftPhoto,
} from '@/features/generate/model/generate-draft';
import {
  DEFAULT_GENERATION_SETTINGS,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';
import {
  CUSTOM_STYLE_NAME,
  isStyleComplete,
  styleToSend,
  type Style,
} from '@/entities/generation/model/style-catalogue';
import { GENERATE_ERRORS } from '@/features/generate/model/generate-errors';
import {
  EMPTY_VARIATION_CHOICE,
  MIN_WIZARD_VARIANTS,
  validateChoice,
  variantsOf,
  type VariationChoice,
} from '@/features/generate/model/variations';
import { parseWizardEntry, type StartFrom } from '@/entities/generation/model/wizard-entry';
import {
  toPhotoRejection,
  type PhotoRejection,
  type PreparedPhoto,
} from '@/lib/photo-preparation/photo-types';
import { usePhotoPreparer } from '@/lib/photo-preparation/photo-preparer';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError, isNetworkError, type AbortOptions } from '@/lib/api-client';
import { isBrowserOffline, useNetworkStatus } from '@/lib/network-status';
import { useOrganizationRef, useSession } from '@/lib/session';

/** The line beside the button when the network stands in the way. */
export const NETWORK_MESSAGES = {
  /** The upload is paused until the browser is back online. */
  waiting: 'Waiting for the network',
} as const;

/** Why 'Generate Design' did not get through, when the network was the reason. */
export const START_NETWORK_MESSAGES = {
  /** Pressed while offline: nothing was sent. */
  startOffline:
    'You are offline: nothing was sent. Press Generate Design again once the network is back.',
  /** The start was sent but no answer came: it may or may not have started. */
  startLost:
    'The network dropped before the server answered. Press Generate Design again once it is back; a generation that did start is not started twice.',
} as const;

export type PhotoKind = 'sources' | 'inspirations';

const CUSTOM_DESCRIPTION_PAUSE_MS = 600;
const DRAFT_SAVE_DELAY_MS = 300;

function revoke(photos: readonly PreparedPhoto[]) {
  for (const photo of photos) {
    if (photo.thumbnailUrl.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
      URL.revokeObjectURL(photo.thumbnailUrl);
    }
  }
}

function thumbnailFor(file: File) {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** A draft's photo shown again: its thumbnail made anew from its file. */
function revive(list: readonly DraftPhoto[]): PreparedPhoto[] {
  return list.map((photo) => ({
    ...photo,
    originalBytes: photo.file.size,
    thumbnailUrl: thumbnailFor(photo.file),
  }));
}

/** What a draft keeps of a photo. */
function keep(list: readonly PreparedPhoto[]): DraftPhoto[] {
  return list.map(({ id, file, originalName, width, height }) => ({
    id,
    file,
    originalName,
    width,
    height,
  }));
}

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

/** The line beside the button: what the wizard waits for. */
function waitingFor({
  uploading,
  offline,
  uploaded,
  hasSources,
  style,
}: {
  uploading: boolean;
  offline: boolean;
  uploaded: boolean;
  hasSources: boolean;
  style: Style | undefined;
}) {
  if (uploading && offline) return NETWORK_MESSAGES.waiting;
  if (uploading) return 'Your photos are uploading; you can keep choosing the style and settings.';
  if (uploaded) return 'Photos uploaded. Ready when you are.';
  if (!hasSources) return 'Add at least one photo of your yard and choose a style.';
  if (style?.name === CUSTOM_STYLE_NAME && !style.description?.trim())
    return 'Describe your style to start uploading.';
  if (!isStyleComplete(style)) return 'Choose a style to start uploading.';
  return '';
}

/**
 * The generate wizard (spec §2, §4): photos, style and settings, the upload that starts once
 * they are enough, the draft that survives a reload, a start from a previous generation or for
 * a project, and 'Generate Design'.
 */
export function useGenerateWizard() {
  const org = useOrganizationRef();
  const session = useSession();
  // Drafts hold photos: one per user, so another user of this browser never sees them.
  const draftKey = `${org}/${session.status === 'signed-in' ? (session.user.userRef ?? '') : ''}`;
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartGeneration();
  const loadPhotoPreparer = usePhotoPreparer();
  const [{ startFrom, forProject }] = useState(() => parseWizardEntry(location.state));

  const [sources, setSources] = useState<PreparedPhoto[]>([]);
  const [inspirations, setInspirations] = useState<PreparedPhoto[]>([]);
  const [rejections, setRejections] = useState<Record<PhotoKind, PhotoRejection[]>>({
    sources: [],
    inspirations: [],
  });
  const [preparing, setPreparing] = useState<Record<PhotoKind, number>>({
    sources: 0,
    inspirations: 0,
  });
  const [style, setStyle] = useState<Style | undefined>(startFrom?.style);
  const [settings, setSettings] = useState<GenerationSettings>(DEFAULT_GENERATION_SETTINGS);
  const [loadingPrevious, setLoadingPrevious] = useState(Boolean(startFrom));
  // Starting from a previous generation replaces the draft; otherwise the draft is read first.
  const [restored, setRestored] = useState(Boolean(startFrom));
  const [starting, setStarting] = useState<{ inspirationCount: number }>();
  const [error, setError] = useState<string>();
  /** Why 'Generate Design' did not get through, when the network was the reason. */
  const [startNetwork, setStartNetwork] = useState<keyof typeof START_NETWORK_MESSAGES>();
  /** A start sent for this record got no answer: it may have started after all. */
  const startUnanswered = useRef<string | undefined>(undefined);
  const networkStatus = useNetworkStatus();
  // Variations in one go: an axis and its values, each its own generation (the first one uses
  // the record the photos were uploaded to).
  const [variationChoice, setVariationChoice] = useState<VariationChoice>(EMPTY_VARIATION_CHOICE);
  const [variationErrors, setVariationErrors] = useState<ReturnType<typeof validateChoice>>({});
  const sweep = useVariationSweep({ org, project: forProject?.project });
  const sweeping = sweep.runs.length > 0;

  // A typed custom description starts the upload once typing pauses, not at its first letter.
  const uploadStyle = useDebouncedValue(
    style,
    style?.name === CUSTOM_STYLE_NAME ? CUSTOM_DESCRIPTION_PAUSE_MS : 0,
  );

  const photos = useRef({ sources, inspirations });
  useEffect(() => {
    photos.current = { sources, inspirations };
  }, [sources, inspirations]);
  // Thumbnails are object URLs: free them when the wizard goes away.
  useEffect(() => () => revoke([...photos.current.sources, ...photos.current.inspirations]), []);

  const upload = useGenerationUpload({
    org,
    sources,
    inspirations,
    style: uploadStyle,
    project: forProject?.project,
    paused:
      Boolean(starting) ||
      sweeping ||
      loadingPrevious ||
      preparing.sources + preparing.inspirations > 0,
  });

  const addFiles = useCallback(
    async (kind: PhotoKind, files: File[]) => {
      const setPhotos = kind === 'sources' ? setSources : setInspirations;
      // New photos mean a new upload: an earlier failure to start no longer applies.
      setError(undefined);
      setStartNetwork(undefined);
      setPreparing((current) => ({ ...current, [kind]: current[kind] + files.length }));
      const prepare = await loadPhotoPreparer();
      const results = await Promise.all(
        files.map(async (file) => {
          try {
            return { photo: await prepare(file) };
          } catch (cause) {
            return { rejection: toPhotoRejection(file, cause) };
          } finally {
            setPreparing((current) => ({ ...current, [kind]: current[kind] - 1 }));
          }
        }),
      );
      const added = results.flatMap((result) => (result.photo ? [result.photo] : []));
      const refused = results.flatMap((result) => (result.rejection ? [result.rejection] : []));
      if (added.length) setPhotos((current) => [...current, ...added]);
      setRejections((current) => ({ ...current, [kind]: refused }));
    },
    [loadPhotoPreparer],
  );

  const removePhoto = (kind: PhotoKind, id: string) => {
    const setPhotos = kind === 'sources' ? setSources : setInspirations;
    setError(undefined);
    setStartNetwork(undefined);
    setPhotos((current) => {
      revoke(current.filter((photo) => photo.id === id));
      return current.filter((photo) => photo.id !== id);
    });
  };

  // Starting from a previous generation: its pictures become this wizard's files (spec §4).
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
        if (!abort.signal.aborted) setError(GENERATE_ERRORS.previous);
      } finally {
        if (!abort.signal.aborted) setLoadingPrevious(false);
      }
    };
    void load();
    return () => abort.abort();
  }, [org, startFrom, addFiles]);

  // A draft left by a reload comes back (unless this visit starts from a previous generation).
  useEffect(() => {
    if (startFrom) return;
    let cancelled = false;
    void loadDraft(draftKey).then((draft) => {
      if (cancelled) return;
      if (draft) {
        setSources(revive(draft.sources));
        setInspirations(revive(draft.inspirations));
        if (draft.style) setStyle(draft.style);
        setSettings(draft.settings);
        if (draft.variations) setVariationChoice(draft.variations);
        // The photos are uploaded again (the upload URLs may have expired): the record they
        // went to before the reload would stay behind as 'uploading'.
        if (draft.generationRef) discardIfNeverStarted(org, draft.generationRef);
      }
      setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [org, draftKey, startFrom]);

  // Keep the draft up to date until the generation (or the variations) start: a sweep left
  // mid-way finds the draft as it was when it began.
  useEffect(() => {
    if (!restored || starting || sweeping) return;
    const timer = window.setTimeout(() => {
      void saveDraft(draftKey, {
        sources: keep(sources),
        inspirations: keep(inspirations),
        style,
        settings,
        variations: variationChoice,
        generationRef: upload.generationRef,
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [
    draftKey,
    restored,
    starting,
    sweeping,
    sources,
    inspirations,
    style,
    settings,
    variationChoice,
    upload.generationRef,
  ]);

  const uploading = upload.phase === 'uploading';
  const canGenerate =
    upload.phase === 'uploaded' &&
    Boolean(upload.generationRef) &&
    sources.length > 0 &&
    isStyleComplete(style) &&
    !starting;

  // Every variant started: the compare studio opens with them.
  const studioPath = sweep.allStarted ? compareGenerationsPath(sweep.startedRefs) : undefined;
  useEffect(() => {
    if (!studioPath) return;
    void clearDraft(draftKey).then(() => navigate(studioPath));
  }, [studioPath, draftKey, navigate]);

  const chooseVariations = (next: VariationChoice) => {
    setVariationChoice(next);
    setVariationErrors({});
  };

  const generate = async () => {
    const generationRef = upload.generationRef;
    if (variationChoice.axis) {
      const found = validateChoice(variationChoice, MIN_WIZARD_VARIANTS);
      setVariationErrors(found);
      if (Object.keys(found).length) return;
    }
    if (!canGenerate || !generationRef || !isStyleComplete(style)) return;
    setError(undefined);
    setStartNetwork(undefined);
    // Offline, nothing is sent (and nothing is queued to go by itself later): the user presses
    // again once the network is back.
    if (isBrowserOffline()) {
      setStartNetwork('startOffline');
      return;
    }
    if (variationChoice.axis) {
      void sweep.start(
        variantsOf(variationChoice, { style, settings }),
        { sources, inspirations },
        // The photos' record is the first variant's (and a start sent for it whose answer was
        // lost is checked before it is started again).
        { generationRef, startUnanswered: startUnanswered.current === generationRef },
      );
      return;
    }
    setStarting({ inspirationCount: inspirations.length });
    const started = async () => {
      await clearDraft(draftKey);
      void navigate(generationDetailPath(generationRef));
    };
    try {
      // The last start got no answer: if it did start, it is not started a second time.
      await startUnlessStarted(org, generationRef, startUnanswered.current === generationRef, () =>
        start.mutateAsync({ generationRef, input: { style: styleToSend(style), settings } }),
      );
      startUnanswered.current = undefined;
      await started();
    } catch (cause) {
      setStarting(undefined);
      if (isNetworkError(cause)) {
        startUnanswered.current = generationRef;
        setStartNetwork('startLost');
      }
      setError(cause instanceof ApiError ? GENERATE_ERRORS.start : GENERATE_ERRORS.startThrown);
    }
  };

  return {
    /** The project the design is made for, when opened from one. */
    forProject,
    sources,
    inspirations,
    rejections,
    preparing,
    style,
    setStyle,
    settings,
    setSettings,
    addFiles,
    removePhoto,
    upload,
    uploading,
    loadingPrevious,
    starting,
    /** The error to show: the wizard's own, else the upload's. */
    error: error ?? upload.error,
    /** 'Retry' applies: the upload failed (and nothing else did). */
    canRetry: upload.phase === 'failed' && !error,
    waitingFor: startNetwork
      ? START_NETWORK_MESSAGES[startNetwork]
      : waitingFor({
          uploading,
          offline: networkStatus === 'offline',
          uploaded: upload.phase === 'uploaded',
          hasSources: sources.length > 0,
          style,
        }),
    canGenerate,
    generate,
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
