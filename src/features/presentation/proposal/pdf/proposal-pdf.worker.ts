import type {
  ProposalJob,
  ProposalJobResult,
} from '@/features/presentation/proposal/pdf/proposal-pdf-types';
import { writeProposalPdf } from '@/features/presentation/proposal/pdf/write-proposal-pdf';
import { preparePictureInWorker, servePdfJobs } from '@/lib/pdf/pdf-job-worker';

/**
 * Makes the proposal PDF off the main thread: decodes, scales and encodes the pictures that need
 * it, and writes the document, so the page stays responsive while a proposal is made.
 */
servePdfJobs<ProposalJob, ProposalJobResult>(async (job) => {
  if (job.kind === 'picture') {
    return { kind: 'picture', picture: await preparePictureInWorker(job.source) };
  }
  return { kind: 'document', pdf: await writeProposalPdf(job.input) };
});
