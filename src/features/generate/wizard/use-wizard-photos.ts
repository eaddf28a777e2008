import { useCallback, useEffect, useRef, useState } from 'react';

import type { DraftPhoto } from '@/features/generate/wizard/generate-draft';
import { usePhotoPreparer } from '@/lib/photo-preparation/photo-preparer';
import {
  toPhotoRejection,
  type PhotoRejection,
  type PreparedPhoto,
} from '@/lib/photo-preparation/photo-types';

export type PhotoKind = 'sources' | 'inspirations';

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
export function draftPhotos(list: readonly PreparedPhoto[]): DraftPhoto[] {
  return list.map(({ id, file, originalName, width, height }) => ({
    id,
    file,
    originalName,
    width,
    height,
  }));
}

/**
 * The wizard's photos: the yard's (sources) and the inspiration pictures, each prepared for
 * upload as it is added (files the preparer refuses are listed with the reason), removed one by
 * one, or brought back from a draft. `onChange` runs whenever the user changes them.
 */
export function useWizardPhotos({ onChange }: { onChange: () => void }) {
  const loadPhotoPreparer = usePhotoPreparer();
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
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const photos = useRef({ sources, inspirations });
  useEffect(() => {
    photos.current = { sources, inspirations };
  }, [sources, inspirations]);
  // Thumbnails are object URLs: free them when the wizard goes away.
  useEffect(() => () => revoke([...photos.current.sources, ...photos.current.inspirations]), []);

  const addFiles = useCallback(
    async (kind: PhotoKind, files: File[]) => {
      const setPhotos = kind === 'sources' ? setSources : setInspirations;
      changed.current();
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

  const removePhoto = useCallback((kind: PhotoKind, id: string) => {
    const setPhotos = kind === 'sources' ? setSources : setInspirations;
    changed.current();
    setPhotos((current) => {
      revoke(current.filter((photo) => photo.id === id));
      return current.filter((photo) => photo.id !== id);
    });
  }, []);

  /** The photos of a draft left by a reload. */
  const restore = useCallback(
    (draft: { sources: readonly DraftPhoto[]; inspirations: readonly DraftPhoto[] }) => {
      setSources(revive(draft.sources));
      setInspirations(revive(draft.inspirations));
    },
    [],
  );

  return {
    sources,
    inspirations,
    rejections,
    preparing,
    /** Photos still being prepared, of either kind (the upload waits for them). */
    preparingCount: preparing.sources + preparing.inspirations,
    addFiles,
    removePhoto,
    restore,
  };
}
