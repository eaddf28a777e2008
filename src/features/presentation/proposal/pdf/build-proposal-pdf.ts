import type { I18n } from '@lingui/core';

import { designPictures, type Proposal } from '@/features/presentation/proposal/proposal-content';
import { proposalPdfTexts } from '@/features/presentation/proposal/pdf/proposal-pdf-translation';
import {
  ProposalPdfError,
  type BuildProposalPdf,
  type BuildProposalPdfOptions,
  type ProposalJob,
  type ProposalJobResult,
  type ProposalPdfProblem,
} from '@/features/presentation/proposal/pdf/proposal-pdf-types';
import { createLimiter } from '@/lib/uploads/limit';
import {
  preparePicture,
  UnreadablePictureError,
  type PreparedPicture,
} from '@/lib/pdf/prepare-picture';
import { abortError, createPdfRunners, unlessAborted } from '@/lib/pdf/pdf-job-runners';
import { downloadPicture } from '@/lib/offline/picture-store';

/**
 * Makes a proposal's PDF in the browser. Loaded only when the user asks for one (the download
 * button imports this module), with jsPDF behind it.
 *
 * The pictures are fetched here, in the page, through the app's one client for binaries (a
 * presigned URL, or demo mode's in-page API, which a worker cannot reach), a few at a time, or
 * taken from the device when the network cannot give them and a copy is stored there
 * (`downloadPicture`: a presentation made ready offline makes its PDF without signal); the
 * worker prepares each as it arrives (an upright JPEG within PASS_THROUGH_MAX_EDGE goes in as its
 * bytes; anything else is scaled to 300 dpi and encoded again) and then writes the document.
 * Where workers cannot paint, the same code runs on the main thread, a step per task. The PDF's
 * words are made here, in the language of the `i18n` given, and handed to the writer as text.
 */

/** Pictures fetched at once. */
const DOWNLOADS_AT_ONCE = 3;
/**
 * Pictures decoded and encoded at once: each holds a full-size decoded photo (48 MB for 12 MP),
 * and the machines are phones and laptops of 2 to 8 cores.
 */
const PREPARED_AT_ONCE = 2;

/** Said when the user cancels without a reason of their own. */
const CANCELLED = 'The proposal was cancelled.';

/** A job on the main thread, where workers cannot paint (the writer and jsPDF load with it). */
async function runHere(job: ProposalJob): Promise<ProposalJobResult> {
  if (job.kind === 'picture') return { kind: 'picture', picture: await preparePicture(job.source) };
  const { writeProposalPdf } =
    await import('@/features/presentation/proposal/pdf/write-proposal-pdf');
  return { kind: 'document', pdf: await writeProposalPdf(job.input) };
}

/**
 * The runners of one proposal: PREPARED_AT_ONCE workers (two pictures decode at once, each on its
 * own thread), or the main thread. They live as long as the proposal is being made.
 */
function createRunners(worker: boolean) {
  return createPdfRunners<ProposalJob, ProposalJobResult>({
    useWorker: worker,
    workers: PREPARED_AT_ONCE,
    start: () =>
      new Worker(new URL('./proposal-pdf.worker.ts', import.meta.url), { type: 'module' }),
    fallback: runHere,
  });
}

type PictureSlot = { url: string; design: number; which: 'before' | 'after'; styleName: string };

/** The proposal as a PDF file, or a ProposalPdfError that says which picture failed. */
export const buildProposalPdf: BuildProposalPdf = async (
  proposal: Proposal,
  i18n: I18n,
  { signal, onProgress, download = downloadPicture, worker = true }: BuildProposalPdfOptions = {},
) => {
  const { run, stop: stopRunners } = createRunners(worker);
  // Stops everything when the user cancels (the downloads too).
  const stop = new AbortController();
  const abort = () => stop.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    // Each address once: a photo behind several designs is fetched and prepared once.
    const slots = new Map<string, PictureSlot>();
    proposal.designs.forEach((design, index) => {
      const [before, after] = designPictures(design);
      for (const [which, url] of [
        ['before', before],
        ['after', after],
      ] as const) {
        if (!slots.has(url)) {
          slots.set(url, { url, design: index, which, styleName: design.styleName });
        }
      }
    });
    const total = slots.size;
    let done = 0;
    onProgress?.({ step: 'pictures', done, total });

    const limit = createLimiter(DOWNLOADS_AT_ONCE);
    const limitPreparing = createLimiter(PREPARED_AT_ONCE);
    const prepared = new Map<string, PreparedPicture>();
    const problem = (
      slot: PictureSlot,
      failure: 'not-loaded' | 'unreadable' | 'not-prepared',
    ): ProposalPdfProblem => ({
      kind: 'picture',
      failure,
      which: slot.which,
      design: slot.design,
      styleName: slot.styleName,
    });
    // The first picture that fails is what the user is told; no other picture starts after it.
    // Those already on their way are left to finish (and dropped), not aborted.
    let failure: ProposalPdfError | undefined;
    let reportFailure = () => {};
    const failed = new Promise<void>((resolve) => {
      reportFailure = resolve;
    });
    const fail = (error: ProposalPdfError) => {
      failure ??= error;
      reportFailure();
    };
    const stopped = () => stop.signal.aborted || failure !== undefined;
    const pictureWork = Promise.allSettled(
      [...slots.values()].map(async (slot) => {
        let source: Blob;
        try {
          source = await limit(async () => {
            stop.signal.throwIfAborted();
            if (failure) throw failure;
            return await download(slot.url, { signal: stop.signal });
          });
        } catch (error) {
          if (!stopped()) {
            fail(new ProposalPdfError(problem(slot, 'not-loaded'), { cause: error }));
          }
          return;
        }
        try {
          const result = await unlessAborted(
            limitPreparing(async () => {
              stop.signal.throwIfAborted();
              if (failure) throw failure;
              return await run({ kind: 'picture', source });
            }),
            stop.signal,
            CANCELLED,
          );
          if (result.kind !== 'picture') throw new Error('The worker answered another job.');
          if (stopped()) return;
          prepared.set(slot.url, result.picture);
          done += 1;
          onProgress?.({ step: 'pictures', done, total });
        } catch (error) {
          if (stopped()) return;
          fail(
            new ProposalPdfError(
              problem(
                slot,
                error instanceof UnreadablePictureError ? 'unreadable' : 'not-prepared',
              ),
              { cause: error },
            ),
          );
        }
      }),
    );
    await Promise.race([pictureWork, failed]);
    // The user's cancel wins over whatever failed because of it.
    if (signal?.aborted) throw abortError(signal, CANCELLED);
    if (failure) throw failure;

    onProgress?.({ step: 'writing' });
    const pictures = proposal.designs.map((design) => {
      const before = prepared.get(design.beforeUrl);
      const after = prepared.get(design.afterUrl);
      if (!before || !after) throw new Error('A picture is missing.');
      return { before, after };
    });
    let result: ProposalJobResult;
    try {
      result = await unlessAborted(
        run({
          kind: 'document',
          input: { proposal, texts: proposalPdfTexts(i18n, proposal), pictures },
        }),
        stop.signal,
        CANCELLED,
      );
    } catch (error) {
      if (stop.signal.aborted) throw abortError(stop.signal, CANCELLED);
      throw new ProposalPdfError({ kind: 'not-written' }, { cause: error });
    }
    if (result.kind !== 'document') throw new Error('The worker answered another job.');
    return result.pdf;
  } finally {
    signal?.removeEventListener('abort', abort);
    // Done, failed or cancelled: the workers go, with whatever they still had in hand.
    stopRunners(new DOMException('The proposal was stopped.', 'AbortError'));
  }
};
