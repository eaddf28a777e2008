import { saveBlob } from '@/lib/files/download';
import { canShareFile, shareFile, type ShareOutcome } from '@/lib/files/share-file';

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

/** Whether this browser can share the signed PDF as a file. */
export function canShareFiles(): boolean {
  return canShareFile(
    new File([new Uint8Array([37, 80, 68, 70])], 'probe.pdf', { type: 'application/pdf' }),
  );
}

/** Opens the share sheet with the PDF (needs the user's tap); see `shareFile`. */
export function shareSignedProposal(file: SignedFile): Promise<ShareOutcome> {
  return shareFile(toFile(file), file.title);
}

export function downloadSignedProposal(file: SignedFile) {
  saveBlob(toFile(file), file.fileName);
}
