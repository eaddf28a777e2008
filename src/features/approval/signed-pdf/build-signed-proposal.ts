import type { I18n } from '@lingui/core';

import { sha256Hex } from '@/lib/files/sha256';
import {
  approvalRecordSchema,
  contentDigest,
  RECORD_FILE_NAME,
  RECORD_FORMAT,
  RECORD_MIME_TYPE,
  RECORD_VERSION,
  type ApprovedContent,
  type ApprovedOption,
} from '@/features/approval/model/approval-record';
import {
  signedPdfTexts,
  signedProposalFileName,
} from '@/features/approval/signed-pdf/signed-pdf-texts';
import {
  SignedProposalError,
  type PdfPicture,
  type SignedProposal,
  type SignedProposalJob,
  type SignedProposalJobResult,
  type SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import { downloadPicture } from '@/lib/offline/picture-store';
import { abortError, createPdfRunners, unlessAborted } from '@/lib/pdf/pdf-job-runners';
import { preparePicture, UnreadablePictureError } from '@/lib/pdf/prepare-picture';

/**
 * Makes the signed proposal when the customer presses Approve. Loaded with a dynamic import when
 * the signing step opens, so jsPDF stays out of the app until then (it comes with the writer, in
 * the worker, or on the main thread where workers cannot paint).
 *
 * The chosen option's two pictures are fetched here, in the page, through the app's client for
 * binaries or from the copy on the device (`downloadPicture`: a presentation made ready offline
 * is signed without signal); a worker prepares them as the proposal's are. The content's digest
 * is taken over the bytes that go into the PDF: the prepared JPEGs and the signature's PNG. The
 * worker then writes the document and attaches the record (its words made here, in the
 * proposal's language).
 */

export type BuildSignedProposalOptions = {
  signal?: AbortSignal;
  /** Fetches a picture; by default the app's client for binaries, or the device's copy. */
  download?: (url: string, options: { signal?: AbortSignal }) => Promise<Blob>;
  /** false: everything on the main thread. */
  worker?: boolean;
};

/** Said when the signing is cancelled without a reason of its own. */
const CANCELLED = 'The signed proposal was cancelled.';

/** A job on the main thread, where workers cannot paint (the writer and jsPDF load with it). */
async function runHere(job: SignedProposalJob): Promise<SignedProposalJobResult> {
  if (job.kind === 'picture') return { kind: 'picture', picture: await preparePicture(job.source) };
  const { writeSignedProposal } =
    await import('@/features/approval/signed-pdf/write-signed-proposal-pdf');
  const { pdf, record } = await writeSignedProposal(job.document);
  return { kind: 'document', pdf, record };
}

/**
 * The approved content, field by field, with the given pictures: nothing else the source may
 * carry (the pictures' addresses, anything added on the way) goes into the digest, so that the
 * record read back from the PDF (through its schema, which keeps only these fields) gives the
 * same digest.
 */
function approvedContent<Picture extends Uint8Array | { sha256: string }>(
  source: SignedProposalSource,
  pictures: { before: Picture; after: Picture; signature: Picture },
): ApprovedContent<Picture> {
  const option = ({ ref, styleName, scope, priceCents }: ApprovedOption) => ({
    ref,
    styleName,
    scope,
    priceCents,
  });
  const line = ({ name, priceCents }: { name: string; priceCents: number }) => ({
    name,
    priceCents,
  });
  const { deposit, totals, signer } = source;
  return {
    language: source.language,
    currency: source.currency,
    project: { ref: source.project.ref, name: source.project.name },
    customer: { name: source.customer.name },
    site: [...source.site],
    offered: source.offered.map(option),
    chosen: {
      ...option(source.chosen),
      before: pictures.before,
      after: pictures.after,
      // Only for an edit: a record of any other design reads (and digests) as it always did.
      ...(source.chosen.madeFrom ? { madeFrom: [...source.chosen.madeFrom] } : {}),
    },
    addOnsOffered: source.addOnsOffered.map(line),
    addOns: source.addOns.map(line),
    taxRate: source.taxRate,
    deposit:
      deposit.kind === 'percent'
        ? { kind: 'percent', rate: deposit.rate }
        : { kind: 'amount', cents: deposit.cents },
    totals: {
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      deposit: totals.deposit,
      balance: totals.balance,
    },
    signer: {
      name: signer.name,
      consent: signer.consent,
      signedAt: signer.signedAt,
      timeZone: signer.timeZone,
      utcOffsetMinutes: signer.utcOffsetMinutes,
      signature: pictures.signature,
    },
    device: { userAgent: source.device.userAgent, appVersion: source.device.appVersion },
  };
}

/**
 * The signed proposal (the PDF with its record attached), or a SignedProposalError that says
 * which picture failed or that the PDF could not be written. `i18n` is the proposal's language.
 */
export async function buildSignedProposal(
  source: SignedProposalSource,
  i18n: I18n,
  { signal, download = downloadPicture, worker = true }: BuildSignedProposalOptions = {},
): Promise<SignedProposal> {
  // A worker per picture: the two decode at once, each on its own thread (jobs take the two in
  // turn: a picture on each, then the document).
  const { run, stop: stopRunners } = createPdfRunners<SignedProposalJob, SignedProposalJobResult>({
    useWorker: worker,
    workers: 2,
    start: () =>
      new Worker(new URL('./signed-proposal-pdf.worker.ts', import.meta.url), {
        type: 'module',
      }),
    fallback: runHere,
  });
  // Stops everything when the signing is cancelled (the downloads too), or a picture failed.
  const stop = new AbortController();
  const abort = () => stop.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const picture = async (which: 'before' | 'after', url: string) => {
      const fail = (failure: 'not-loaded' | 'unreadable' | 'not-prepared', cause: unknown) => {
        if (stop.signal.aborted) return abortError(stop.signal, CANCELLED);
        return new SignedProposalError({ kind: 'picture', which, failure }, { cause });
      };
      let blob: Blob;
      try {
        stop.signal.throwIfAborted();
        blob = await download(url, { signal: stop.signal });
      } catch (error) {
        throw fail('not-loaded', error);
      }
      try {
        const result = await unlessAborted(
          run({ kind: 'picture', source: blob }),
          stop.signal,
          CANCELLED,
        );
        if (result.kind !== 'picture') throw new Error('The worker answered another job.');
        const { jpeg, width, height } = result.picture;
        const prepared: PdfPicture = {
          bytes: new Uint8Array(await jpeg.arrayBuffer()),
          width,
          height,
        };
        return prepared;
      } catch (error) {
        throw fail(error instanceof UnreadablePictureError ? 'unreadable' : 'not-prepared', error);
      }
    };
    let before: PdfPicture;
    let after: PdfPicture;
    try {
      [before, after] = await Promise.all([
        picture('before', source.chosen.beforeUrl),
        picture('after', source.chosen.afterUrl),
      ]);
    } catch (error) {
      // The first picture that failed is what the user is told; the other one stops.
      if (!stop.signal.aborted) stop.abort(error);
      throw signal?.aborted ? abortError(signal, CANCELLED) : error;
    }

    const signature = new Uint8Array(source.signer.signature);
    let result: SignedProposalJobResult;
    let fileName: string;
    try {
      const digest = await contentDigest(
        approvedContent(source, { before: before.bytes, after: after.bytes, signature }),
      );
      const [beforeSha, afterSha, signatureSha] = await Promise.all(
        [before.bytes, after.bytes, signature].map(sha256Hex),
      );
      // Checked before writing: a record its own schema would refuse could never be read back.
      const content = approvalRecordSchema.shape.content.parse(
        approvedContent(source, {
          before: { sha256: beforeSha },
          after: { sha256: afterSha },
          signature: { sha256: signatureSha },
        }),
      );
      const texts = signedPdfTexts(i18n, content, digest);
      fileName = signedProposalFileName(i18n, content);
      result = await unlessAborted(
        run({
          kind: 'document',
          document: {
            texts,
            pictures: { before, after, signature },
            record: { format: RECORD_FORMAT, version: RECORD_VERSION, content, digest },
            attachment: {
              name: RECORD_FILE_NAME,
              mimeType: RECORD_MIME_TYPE,
              description: texts.recordDescription,
            },
          },
        }),
        stop.signal,
        CANCELLED,
      );
    } catch (error) {
      if (stop.signal.aborted) throw abortError(stop.signal, CANCELLED);
      throw new SignedProposalError({ kind: 'not-written' }, { cause: error });
    }
    if (result.kind !== 'document') throw new Error('The worker answered another job.');
    return { pdf: result.pdf, record: result.record, fileName };
  } finally {
    signal?.removeEventListener('abort', abort);
    // Done, failed or cancelled: the workers go, with whatever they still had in hand.
    stopRunners(new DOMException('The signed proposal was stopped.', 'AbortError'));
  }
}
