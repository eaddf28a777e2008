import { saveBlob } from '@/lib/files/download';

/**
 * Handing a signed proposal over: to the device's share sheet where the browser can share a
 * file (a phone: the customer's email or messages at once), else as a download. Both count as
 * the PDF having left the device.
 */

export type SignedFile = { pdf: ArrayBuffer | Uint8Array; fileName: string; title: string };

function toFile({ pdf, fileName }: SignedFile): File {
  return new File([pdf instanceof Uint8Array ? new Uint8Array(pdf) : pdf], fileName, {
    type: 'application/pdf',
  });
}

/** Whether this browser can share the signed PDF as a file (Web Share API level 2). */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    const probe = new File([new Uint8Array([37, 80, 68, 70])], 'probe.pdf', {
      type: 'application/pdf',
    });
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled';

/**
 * Opens the share sheet with the PDF (needs the user's tap). Cancelling the sheet is no error:
 * 'cancelled'. Other failures reject (the screen offers the download).
 */
export async function shareSignedProposal(file: SignedFile): Promise<ShareOutcome> {
  const shared = toFile(file);
  try {
    await navigator.share({ files: [shared], title: file.title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}

export function downloadSignedProposal(file: SignedFile) {
  saveBlob(toFile(file), file.fileName);
}
