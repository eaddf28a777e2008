import { saveBlob } from '@/lib/files/download';
import { safeFileName } from '@/lib/files/file-name';

/** The file an edit is downloaded as: 'yardvision-natural-accent-edited-2026-11-28.jpg'. */
export function editFileName(name: string, savedAt: string) {
  return safeFileName(['yardvision', name, savedAt.slice(0, 10)], 'jpg');
}

/** Saves an edit's picture (a JPEG at the result's full size) as a file named after the edit. */
export function saveEditPicture(picture: Blob | ArrayBuffer, name: string, savedAt: string) {
  const blob = picture instanceof Blob ? picture : new Blob([picture], { type: 'image/jpeg' });
  saveBlob(blob, editFileName(name, savedAt));
}
