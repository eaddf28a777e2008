import { downloadBlob } from '@/lib/api/api-client';

/**
 * How long the object URL outlives the click. Browsers may read it only after `click()` returns
 * (Safari and Firefox are known to), so it is not revoked at once.
 */
export const REVOKE_DELAY_MS = 10_000;

/**
 * Saves the file at `url` under `fileName`. The bytes are fetched first (a cross-origin link's
 * `download` attribute is ignored, so the browser would open the image instead of saving it).
 * Rejects with the client's ApiError when the file cannot be fetched.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await downloadBlob(url), fileName);
}

/** Saves `blob` (a file made in the browser, or fetched) under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  // Firefox follows only links that are in the document.
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => {
      URL.revokeObjectURL(objectUrl);
    }, REVOKE_DELAY_MS);
  }
}
