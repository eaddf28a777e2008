import { createContext, useContext } from 'react';

import type { PhotoPreparer } from '@/lib/photo-preparation/photo-types';

/** Gives the photo preparer, loading it first when it is not loaded yet. */
export type PhotoPreparerSource = () => Promise<PhotoPreparer>;

/**
 * `preparer` when given (tests: the test DOM cannot decode images), else the browser's preparer, which
 * (with its worker) loads with the first photo and is then kept; a failed load is tried again
 * with the next photo.
 */
export function photoPreparerSource(preparer?: PhotoPreparer): PhotoPreparerSource {
  if (preparer) return () => Promise.resolve(preparer);
  let loading: Promise<PhotoPreparer> | undefined;
  const load = async () => {
    const { createPhotoPreparer } = await import('@/lib/photo-preparation/create-photo-preparer');
    return createPhotoPreparer();
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The app's photo preparer, provided around every screen that fetches (the data layout). */
export const PhotoPreparerContext = createContext<PhotoPreparerSource | undefined>(undefined);

/** The photo preparer source of the surrounding `PhotoPreparerContext`. */
export function usePhotoPreparer(): PhotoPreparerSource {
  const source = useContext(PhotoPreparerContext);
  if (!source) throw new Error('usePhotoPreparer needs a PhotoPreparerContext provider');
  return source;
}
