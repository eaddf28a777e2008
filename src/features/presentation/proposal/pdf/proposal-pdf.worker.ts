import {
  CannotPaintError,
  preparePicture,
  UnreadablePictureError,
} from '@/lib/pdf/prepare-picture';
import type {
  ProposalJobReply,
  ProposalJobRequest,
  ProposalJobResult,
} from '@/features/presentation/proposal/pdf/proposal-pdf-types';
import { writeProposalPdf } from '@/features/presentation/proposal/pdf/write-proposal-pdf';

/**
 * Makes the proposal PDF off the main thread: decodes, scales and encodes the pictures that need
 * it, and writes the document, so the page stays responsive while a proposal is made. The app's
 * TypeScript setup knows the DOM, not worker scopes: this is the part of the worker scope used.
 */
type ProposalWorkerScope = {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ProposalJobRequest>) => void,
  ): void;
  postMessage(message: ProposalJobReply): void;
};

const scope = self as unknown as ProposalWorkerScope;

async function run({ job }: ProposalJobRequest): Promise<ProposalJobResult> {
  if (job.kind === 'picture') {
    if (typeof OffscreenCanvas === 'undefined') {
      throw new CannotPaintError('OffscreenCanvas is not available in workers.');
    }
    return { kind: 'picture', picture: await preparePicture(job.source) };
  }
  return { kind: 'document', pdf: await writeProposalPdf(job.input) };
}

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  run(event.data).then(
    (result) => scope.postMessage({ id, ok: true, result }),
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
