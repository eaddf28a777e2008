/**
 * What the page and a PDF maker's worker say to each other (the proposal's, the signed
 * proposal's): a job with the id its reply comes back with, and the reply, its result or why the
 * job did not give one.
 */

export type PdfJobRequest<Job> = { id: number; job: Job };

/**
 * 'unsupported': the worker cannot paint (the page does this job, and the later ones, itself);
 * 'unreadable': the picture is not one; 'failed': anything else, said in `detail`.
 */
export type PdfJobReply<Result> =
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; reason: 'unreadable' | 'unsupported' | 'failed'; detail: string };
