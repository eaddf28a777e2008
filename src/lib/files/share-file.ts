/**
 * Handing a file over through the device's share sheet (Web Share API level 2) where the browser
 * can share it: on a phone, mail, messages, AirDrop or a drive at once. Where it cannot, the
 * caller downloads the file instead (`saveBlob`).
 */

/** Whether this browser can share `file` (its type counts: some browsers share only some). */
export function canShareFile(file: File): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled';

/**
 * Opens the share sheet with `file` (needs the user's tap). Cancelling the sheet is no error:
 * 'cancelled'. Other failures reject (the screen offers the download).
 */
export async function shareFile(file: File, title: string): Promise<ShareOutcome> {
  try {
    await navigator.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}
