import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A photo made ready for upload: upright, at most 2560 px on its long edge, JPEG, no EXIF. */
export type PreparedPhoto = {
  /** Stable id for React keys. */
  id: string;
  /** What gets uploaded: image/jpeg, named after the original with a .jpg extension. */
  file: File;
  originalName: string;
  originalBytes: number;
  /** Of `file`, upright. */
  width: number;
  height: number;
  /** Object URL of a small JPEG (about 320 px on the long edge) for the picker; the caller revokes it. */
  thumbnailUrl: string;
};

/** A file that could not be prepared, with the message to show next to it. */
export type PhotoRejection = { fileName: string; message: string };

/**
 * Prepares one picked file. Rejects with an Error whose message is the user-facing
 * PhotoRejection message, or with the signal's reason (an AbortError) when aborted.
 */
export type PhotoPreparer = (
  file: File,
  options?: { signal?: AbortSignal },
) => Promise<PreparedPhoto>;

/**
 * The messages a photo can be rejected with, in the app's language when the photo is refused;
 * the UI, the stub and the tests share them.
 */
export const photoMessages = {
  empty: (name: string) => i18n._(msg`"${name}" is empty.`),
  notAnImage: (name: string) => i18n._(msg`"${name}" is not an image.`),
  unreadable: (name: string) => i18n._(msg`"${name}" could not be read as an image.`),
  heicNotConverted: (name: string) =>
    i18n._(
      msg`"${name}" is a HEIC photo that could not be converted. Export it as JPEG and try again.`,
    ),
};

/** Whether a preparer's failure is an abort (nothing to show) rather than a rejection. */
function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The rejection to list for a file whose preparation failed; undefined when it was aborted. */
export function toPhotoRejection(file: File, error: unknown): PhotoRejection | undefined {
  if (isAbortError(error)) return undefined;
  return {
    fileName: file.name,
    message: error instanceof Error ? error.message : photoMessages.unreadable(file.name),
  };
}

/** The upload's name: the original base name with .jpg ("IMG_0042.HEIC" → "IMG_0042.jpg"). */
export function jpegFileName(originalName: string): string {
  const base = originalName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'photo'}.jpg`;
}

/** How prepared photos are encoded. */
export const PHOTO_OUTPUT = {
  quality: 0.85,
  thumbnailEdge: 320,
  thumbnailQuality: 0.8,
} as const;

/** A request to the preparation worker; `id` pairs it with its reply. */
export type PreparePhotoRequest = { id: number; source: Blob };

/**
 * The worker's reply. `unreadable` means the browser could not decode the bytes; `unsupported`
 * means the worker cannot paint at all, so the caller prepares on the main thread instead.
 */
export type PreparePhotoReply =
  | { id: number; ok: true; photo: Blob; thumbnail: Blob; width: number; height: number }
  | { id: number; ok: false; reason: 'unreadable' | 'unsupported' | 'failed'; detail: string };
