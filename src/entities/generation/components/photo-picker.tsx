import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CameraIcon, CheckIcon, ImagePlusIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import { useDropzone } from 'react-dropzone';

import { Button } from '@/components/ui/button';
import type { UploadItemState } from '@/lib/uploads/upload-scheduler';
import type { PhotoRejection } from '@/lib/photo-preparation/photo-types';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/utils';

type PickedPhoto = { id: string; originalName: string; thumbnailUrl: string };

/** What the file pickers offer; anything else dropped is refused with a message by name. */
const ACCEPT = 'image/*,.heic,.heif';

function UploadStatus({ name, state }: { name: string; state: UploadItemState | undefined }) {
  const { t } = useLingui();
  if (!state || state.status === 'pending') return null;
  if (state.status === 'done') {
    return (
      <span className="flex items-center gap-1 text-xs text-primary">
        <CheckIcon aria-hidden="true" className="size-3.5" />
        <Trans>Uploaded</Trans>
      </span>
    );
  }
  if (state.status === 'failed') {
    return (
      <span className="text-xs font-medium text-destructive">
        <Trans>Upload failed</Trans>
      </span>
    );
  }
  if (state.status === 'waiting') {
    // Offline: the wizard says 'Waiting for the network' once, beside its button.
    return (
      <span className="text-xs text-muted-foreground">
        <Trans>Paused</Trans>
      </span>
    );
  }
  const percent = state.total ? Math.round((state.loaded / state.total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={t`Uploading ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * Photos in: click or drag and drop (and the camera on phones). Each chosen photo shows as a
 * thumbnail with its upload progress and a × to remove it; files that could not be used are
 * listed by name, and the others stay.
 */
export const PhotoPicker = memo(function PhotoPicker({
  name,
  label,
  hint,
  photos,
  preparing,
  rejections,
  progress,
  onAdd,
  onRemove,
  disabled = false,
}: {
  /** The file input's name (e.g. sourceImages). */
  name: string;
  label: string;
  hint: string;
  photos: readonly PickedPhoto[];
  /** How many files are being prepared right now. */
  preparing: number;
  rejections: readonly PhotoRejection[];
  progress: Record<string, UploadItemState>;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const cameraInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, inputRef, rootRef } = useDropzone({
    onDrop: (accepted, refused) => {
      // Cleared, so that choosing a removed photo again is a change too.
      inputRef.current.value = '';
      const files = [...accepted, ...refused.map((rejection) => rejection.file)];
      if (files.length) onAdd(files);
    },
    multiple: true,
    disabled,
  });

  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps({
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            isDragActive ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
            disabled && 'pointer-events-none opacity-50',
          ),
          role: 'button',
          'aria-label': label,
          'aria-describedby': hintId,
          'aria-disabled': disabled || undefined,
        })}
      >
        {/* Not displayed: the zone is the button; a focusable input inside it would be a second. */}
        <input {...getInputProps({ name, accept: ACCEPT })} hidden />
        <ImagePlusIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{isDragActive ? t`Drop the photos here` : label}</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>

      {isMobile ? (
        <>
          <input
            ref={cameraInput}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) onAdd(files);
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => cameraInput.current?.click()}
          >
            <CameraIcon aria-hidden="true" />
            <Trans>Take a photo</Trans>
          </Button>
        </>
      ) : null}

      {/* Always present, so screen readers announce what appears in them. */}
      <ul aria-live="polite" className="flex flex-col gap-1 text-sm text-destructive empty:hidden">
        {rejections.map((rejection, index) => (
          <li key={`${rejection.fileName}-${index}`}>{rejection.message}</li>
        ))}
      </ul>

      {/* Said to screen readers; on screen each photo being prepared holds its tile. */}
      <p role="status" className="sr-only">
        {preparing > 0 ? (
          <Plural value={preparing} one="Preparing # photo..." other="Preparing # photos..." />
        ) : null}
      </p>

      {photos.length || preparing > 0 ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={t`${label}: chosen`}
        >
          {photos.map((photo) => {
            const fileName = photo.originalName;
            return (
              <li key={photo.id} className="flex flex-col gap-1.5 rounded-lg border p-2">
                <div className="relative">
                  <img
                    src={photo.thumbnailUrl}
                    alt={photo.originalName}
                    width={160}
                    height={120}
                    decoding="async"
                    className="aspect-4/3 w-full rounded-md bg-muted object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => {
                      onRemove(photo.id);
                      // The button goes away with its photo: keep focus in the step, on its zone.
                      rootRef.current.focus();
                    }}
                    disabled={disabled}
                    aria-label={t`Remove ${fileName}`}
                    className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-50"
                  >
                    <XIcon aria-hidden="true" className="size-4" />
                  </button>
                </div>
                <span className="truncate text-xs" title={photo.originalName}>
                  {photo.originalName}
                </span>
                <UploadStatus name={photo.originalName} state={progress[photo.id]} />
              </li>
            );
          })}
          {/* A photo being prepared takes the place its thumbnail will have, so nothing below
              moves when it is ready (a style about to be clicked stays where it is). */}
          {Array.from({ length: preparing }, (_, index) => (
            <li
              key={`preparing-${index}`}
              aria-hidden="true"
              className="flex flex-col gap-1.5 rounded-lg border p-2"
            >
              <div className="flex aspect-4/3 w-full items-center justify-center rounded-md bg-muted">
                <LoaderCircleIcon className="size-5 text-muted-foreground motion-safe:animate-spin" />
              </div>
              <span className="truncate text-xs text-muted-foreground">
                <Trans>Preparing...</Trans>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
