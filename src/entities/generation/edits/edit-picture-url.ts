import type { DesignEdit } from '@/entities/generation/edits/design-edit-store';
import { ownPictureUrl } from '@/lib/images/own-picture-urls';

/**
 * The address of the edit's picture, made by the app from the bytes on the device (a `blob:`
 * address of its own, never one from the API), the same while the edit does not change.
 */
export function editPictureUrl(edit: Pick<DesignEdit, 'owner' | 'baseRef' | 'picture'>): string {
  return ownPictureUrl(`edit|${edit.owner}|${edit.baseRef}`, edit.picture);
}
