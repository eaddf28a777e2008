import {
  CannotPaintError,
  preparePicture,
  UnreadablePictureError,
} from '@/lib/pdf/prepare-picture';
import type {
  SignedProposalJobReply,
  SignedProposalJobRequest,
  SignedProposalJobResult,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import { writeSignedProposal } from '@/features/approval/signed-pdf/write-signed-proposal-pdf';

/**
 * Makes the signed proposal off the main thread: prepares the chosen option's two pictures
 * (decoded, scaled and encoded where they need it) and writes the document with its record
 * attached, so that the signing screen stays responsive while the customer waits. The app's
 * TypeScript setup knows the DOM, not worker scopes: this is the part of the worker scope used.
 */
type SignedProposalWorkerScope = {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<SignedProposalJobRequest>) => void,
  ): void;
  postMessage(message: SignedProposalJobReply, transfer?: Transferable[]): void;
};

const scope = self as unknown as SignedProposalWorkerScope;

async function run({ job }: SignedProposalJobRequest): Promise<SignedProposalJobResult> {
  if (job.kind === 'picture') {
    if (typeof OffscreenCanvas === 'undefined') {
      throw new CannotPaintError('OffscreenCanvas is not available in workers.');
    }
    return { kind: 'picture', picture: await preparePicture(job.source) };
  }
  const { pdf, record } = await writeSignedProposal(job.document);
  return { kind: 'document', pdf, record };
}

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  run(event.data).then(
    (result) =>
      // The PDF's bytes are handed over, not copied.
      scope.postMessage(
        { id, ok: true, result },
        result.kind === 'document' ? [result.pdf.buffer] : [],
      ),
    (error: unknown) => {
      const detail = error instanceof Error ? error.message : String(error);
      const reason =
        error instanceof CannotPaintError
          ? 'unsupported'
          : error instanceof UnreadablePictureError
            ? 'unreadable'
            : 'failed';
      scope.postMessage({ id, ok: false, reason, detail });
    },
  );
});
