import type { PhotoPreparer } from '@/features/generations/photo-preparation/photo-types';

let preparer: PhotoPreparer | undefined;

/** Replaces the photo preparer (jsdom tests, which cannot decode images). */
export function setPhotoPreparer(next: PhotoPreparer | undefined) {
  preparer = next;
}

/** The photo preparer; the browser one (and its worker) loads with the first photo. */
export async function getPhotoPreparer(): Promise<PhotoPreparer> {
  if (!preparer) {
    const { createPhotoPreparer } =
      await import('@/features/generations/photo-preparation/create-photo-preparer');
    preparer = createPhotoPreparer();
  }
  return preparer;
}
