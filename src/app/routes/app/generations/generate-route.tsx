import { AlertTriangleIcon, LoaderCircleIcon, RotateCwIcon, SparklesIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { generationDetailPath } from '@/config/paths';
import { deleteGeneration } from '@/features/generations/api/delete-generation';
import { getGeneration } from '@/features/generations/api/get-generation';
import { useStartGeneration } from '@/features/generations/api/start-generation';
import type { ReusedImageType } from '@/features/generations/components/create-from-generation-menu';
import { PhotoPicker } from '@/features/generations/components/photo-picker';
import { SettingsFields } from '@/features/generations/components/settings-fields';
import { StylePicker } from '@/features/generations/components/style-picker';
import { clearDraft, loadDraft, saveDraft } from '@/features/generations/model/generate-draft';
import {
  DEFAULT_GENERATION_SETTINGS,
  type GenerationSettings,
} from '@/features/generations/model/generation-settings';
import {
  toPhotoRejection,
  type PhotoRejection,
  type PreparedPhoto,
} from '@/features/generations/photo-preparation/photo-types';
import { getPhotoPreparer } from '@/features/generations/photo-preparation/photo-preparer';
import { useGenerationUpload } from '@/features/generations/hooks/use-generation-upload';
import {
  CUSTOM_STYLE_NAME,
  isStyleComplete,
  styleToSend,
  type Style,
} from '@/features/generations/model/styles';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, downloadBlob } from '@/lib/api-client';
import { useOrganizationRef, useSession } from '@/lib/session';

export const GENERATE_ERRORS = {
  start: 'Failed to start generating yard vision',
  startThrown: 'Failed to start generation',
  previous: 'Failed to load images from previous generation',
} as const;

type Kind = 'sources' | 'inspirations';

const CUSTOM_DESCRIPTION_PAUSE_MS = 600;

/** Navigation state from a generation's 'Create New Generation' menu (spec §4). */
type StartFrom = { fromGeneration: string; imageType: ReusedImageType; style?: Style };

function startFromState(state: unknown): StartFrom | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const record = state as Record<string, unknown>;
  const imageType = record.imageType;
  if (typeof record.fromGeneration !== 'string') return undefined;
  if (imageType !== 'source' && imageType !== 'inspiration' && imageType !== 'final')
    return undefined;
  const style = record.style as Style | undefined;
  return {
    fromGeneration: record.fromGeneration,
    imageType,
    style: style?.name ? style : undefined,
  };
}

/** The project a design is made for ('Create a design' on a project page). */
function forProjectState(state: unknown) {
  if (typeof state !== 'object' || state === null) return undefined;
  const forProject = (state as Record<string, unknown>).forProject;
  if (typeof forProject !== 'object' || forProject === null) return undefined;
  const { projectRef, customerRef, name } = forProject as Record<string, unknown>;
  if (typeof projectRef !== 'string' || typeof customerRef !== 'string') return undefined;
  return {
    project: { projectRef, customerRef },
    name: typeof name === 'string' && name ? name : undefined,
  };
}

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

function Step({
  number,
  title,
  description,
  children,
}: {
  number: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-muted-foreground">Step {number}:</span> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** `/app/generations/generate` (spec §2, §4): photos, style and settings in, a design out. */
export function GenerateRoute() {
  useDocumentTitle('Generate New Landscape Design');
  const org = useOrganizationRef();
  const session = useSession();
  // Drafts hold photos: one per user, so another user of this browser never sees them.
  const draftKey = `${org}/${session.status === 'signed-in' ? (session.user.userRef ?? '') : ''}`;
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartGeneration();
  const [startFrom] = useState(() => startFromState(location.state));
  const [forProject] = useState(() => forProjectState(location.state));

  const [sources, setSources] = useState<PreparedPhoto[]>([]);
  const [inspirations, setInspirations] = useState<PreparedPhoto[]>([]);
  const [rejections, setRejections] = useState<Record<Kind, PhotoRejection[]>>({
    sources: [],
    inspirations: [],
  });
  const [preparing, setPreparing] = useState<Record<Kind, number>>({ sources: 0, inspirations: 0 });
  const [style, setStyle] = useState<Style | undefined>(startFrom?.style);
  const [settings, setSettings] = useState<GenerationSettings>(DEFAULT_GENERATION_SETTINGS);
  const [loadingPrevious, setLoadingPrevious] = useState(Boolean(startFrom));
  // Starting from a previous generation replaces the draft; otherwise the draft is read first.
  const [restored, setRestored] = useState(Boolean(startFrom));
  const [starting, setStarting] = useState<{ inspirationCount: number }>();
  const [error, setError] = useState<string>();

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
    paused: Boolean(starting) || loadingPrevious || preparing.sources + preparing.inspirations > 0,
  });

  const addFiles = useCallback(async (kind: Kind, files: File[]) => {
    const setPhotos = kind === 'sources' ? setSources : setInspirations;
    // New photos mean a new upload: an earlier failure to start no longer applies.
    setError(undefined);
    setPreparing((current) => ({ ...current, [kind]: current[kind] + files.length }));
    const prepare = await getPhotoPreparer();
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
  }, []);

  const removePhoto = (kind: Kind, id: string) => {
    const setPhotos = kind === 'sources' ? setSources : setInspirations;
    setError(undefined);
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
        const previous = await getGeneration(org, startFrom.fromGeneration, {
          signal: abort.signal,
        });
        const sourceUrls =
          startFrom.imageType === 'final'
            ? previous.finalImageUrl
              ? [previous.finalImageUrl]
              : []
            : startFrom.imageType === 'source'
              ? previous.sourceImages
              : [];
        const toFiles = (urls: readonly string[], prefix: string) =>
          Promise.all(
            urls.map(async (url, index) => {
              const blob = await downloadBlob(url, { signal: abort.signal });
              const bytes = await blob.arrayBuffer();
              return new File([bytes], `${prefix}-${index + 1}.jpg`, { type: 'image/jpeg' });
            }),
          );
        const [sourceFiles, inspirationFiles] = await Promise.all([
          toFiles(sourceUrls, 'image'),
          toFiles(previous.inspirationImages, 'inspiration'),
        ]);
        if (abort.signal.aborted) return;
        if (!startFrom.style && previous.style) setStyle(previous.style);
        await Promise.all([
          sourceFiles.length ? addFiles('sources', sourceFiles) : undefined,
          inspirationFiles.length ? addFiles('inspirations', inspirationFiles) : undefined,
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
        const revive = (list: typeof draft.sources): PreparedPhoto[] =>
          list.map((photo) => ({
            ...photo,
            originalBytes: photo.file.size,
            thumbnailUrl: thumbnailFor(photo.file),
          }));
        setSources(revive(draft.sources));
        setInspirations(revive(draft.inspirations));
        if (draft.style) setStyle(draft.style);
        setSettings(draft.settings);
        // The photos are uploaded again (the upload URLs may have expired): the record they
        // went to before the reload would stay behind as 'uploading'.
        // Only if it never started: a start whose answer was lost may still be running.
        const previousRef = draft.generationRef;
        if (previousRef) {
          void getGeneration(org, previousRef)
            .then((previous) =>
              previous.currentStep === 'uploading' ? deleteGeneration(org, previousRef) : undefined,
            )
            .catch(() => undefined);
        }
      }
      setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [org, draftKey, startFrom]);

  // Keep the draft up to date until the generation starts.
  useEffect(() => {
    if (!restored || starting) return;
    const timer = window.setTimeout(() => {
      const keep = (list: PreparedPhoto[]) =>
        list.map(({ id, file, originalName, width, height }) => ({
          id,
          file,
          originalName,
          width,
          height,
        }));
      void saveDraft(draftKey, {
        sources: keep(sources),
        inspirations: keep(inspirations),
        style,
        settings,
        generationRef: upload.generationRef,
      });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [draftKey, restored, starting, sources, inspirations, style, settings, upload.generationRef]);

  // Leaving mid-upload asks first (in the app, and when closing or reloading the tab).
  const uploading = upload.phase === 'uploading';

  const canGenerate =
    upload.phase === 'uploaded' &&
    Boolean(upload.generationRef) &&
    sources.length > 0 &&
    isStyleComplete(style) &&
    !starting;

  const generate = async () => {
    const generationRef = upload.generationRef;
    if (!canGenerate || !generationRef || !isStyleComplete(style)) return;
    setError(undefined);
    setStarting({ inspirationCount: inspirations.length });
    try {
      await start.mutateAsync({ generationRef, input: { style: styleToSend(style), settings } });
      await clearDraft(draftKey);
      void navigate(generationDetailPath(generationRef));
    } catch (cause) {
      setStarting(undefined);
      setError(cause instanceof ApiError ? GENERATE_ERRORS.start : GENERATE_ERRORS.startThrown);
    }
  };

  const shownError = error ?? upload.error;
  const customWithoutDescription = style?.name === CUSTOM_STYLE_NAME && !style.description?.trim();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          Generate New Landscape Design
        </h1>
        {forProject ? (
          <p className="text-sm text-muted-foreground">
            For the project{' '}
            <span className="font-medium text-foreground">
              {forProject.name ?? 'you came from'}
            </span>
            : the design will be listed on its page.
          </p>
        ) : null}
      </div>

      {shownError ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2 font-medium text-destructive">
            <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
            {shownError}
          </p>
          {upload.phase === 'failed' && !error ? (
            <Button type="button" variant="outline" size="sm" onClick={upload.retry}>
              <RotateCwIcon aria-hidden="true" />
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}

      {starting ? (
        <Card>
          <CardContent className="flex items-center gap-3 py-6" role="status">
            <LoaderCircleIcon aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {starting.inspirationCount > 0
              ? `Uploading ${starting.inspirationCount} inspiration image(s) and starting generation...`
              : 'Starting generation...'}
          </CardContent>
        </Card>
      ) : loadingPrevious ? (
        <Card>
          <CardContent className="flex items-center gap-3 py-6" role="status">
            <LoaderCircleIcon aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            Loading images from previous generation...
          </CardContent>
        </Card>
      ) : (
        <form
          noValidate
          aria-label="Generate New Landscape Design"
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <Step
            number={1}
            title="Your yard"
            description="Photos of the yard or garden to redesign; several angles help."
          >
            <PhotoPicker
              name="sourceImages"
              label="Add photos of your yard"
              hint="Click to choose, or drag and drop images here (JPEG, PNG, WebP, HEIC)."
              photos={sources}
              preparing={preparing.sources}
              rejections={rejections.sources}
              progress={upload.progress}
              onAdd={(files) => void addFiles('sources', files)}
              onRemove={(id) => removePhoto('sources', id)}
            />
          </Step>

          <Step
            number={2}
            title="Inspiration (optional)"
            description="Pictures of gardens you like, to guide the look."
          >
            <PhotoPicker
              name="inspirationImages"
              label="Add inspiration images"
              hint="Click to choose, or drag and drop images here."
              photos={inspirations}
              preparing={preparing.inspirations}
              rejections={rejections.inspirations}
              progress={upload.progress}
              onAdd={(files) => void addFiles('inspirations', files)}
              onRemove={(id) => removePhoto('inspirations', id)}
            />
          </Step>

          <Step number={3} title="Style" description="Choose a style, or describe your own.">
            <StylePicker value={style} onChange={setStyle} />
          </Step>

          <Step
            number={4}
            title="Weather and atmosphere"
            description="The season, weather, light and mood of the redesigned picture."
          >
            <SettingsFields value={settings} onChange={setSettings} />
          </Step>

          <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
            <p className="text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
              {uploading
                ? 'Your photos are uploading; you can keep choosing the style and settings.'
                : upload.phase === 'uploaded'
                  ? 'Photos uploaded. Ready when you are.'
                  : sources.length === 0
                    ? 'Add at least one photo of your yard and choose a style.'
                    : customWithoutDescription
                      ? 'Describe your style to start uploading.'
                      : !isStyleComplete(style)
                        ? 'Choose a style to start uploading.'
                        : ''}
            </p>
            <Button type="submit" size="lg" disabled={!canGenerate}>
              {uploading ? (
                <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <SparklesIcon aria-hidden="true" />
              )}
              {uploading ? 'Uploading Images...' : 'Generate Design'}
            </Button>
          </div>
        </form>
      )}

      <LeaveGuard
        active={uploading}
        title="Leave while uploading?"
        description="Your photos are still uploading. If you leave, the upload stops; your photos, style and settings stay saved here for when you come back."
        stayLabel="Stay"
        leaveLabel="Leave"
      />
    </div>
  );
}
