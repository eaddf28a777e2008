import type {
  SignedProposalJob,
  SignedProposalJobResult,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import { writeSignedProposal } from '@/features/approval/signed-pdf/write-signed-proposal-pdf';
import { preparePictureInWorker, servePdfJobs } from '@/lib/pdf/pdf-job-worker';

/**
 * Makes the signed proposal off the main thread: prepares the chosen option's two pictures
 * (decoded, scaled and encoded where they need it) and writes the document with its record
 * attached, so that the signing screen stays responsive while the customer waits.
 */
servePdfJobs<SignedProposalJob, SignedProposalJobResult>(
  async (job) => {
    if (job.kind === 'picture') {
      return { kind: 'picture', picture: await preparePictureInWorker(job.source) };
    }
    const { pdf, record } = await writeSignedProposal(job.document);
    return { kind: 'document', pdf, record };
  },
  // The PDF's bytes are handed over, not copied.
  { transfer: (result) => (result.kind === 'document' ? [result.pdf.buffer] : []) },
);
