import type { I18n } from '@lingui/core';

import { sha256Hex } from '@/features/approval/model/approval-digest';
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
  type SignedProposalJobReply,
  type SignedProposalJobResult,
  type SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import { createPaintingWorker } from '@/lib/images/painting-worker';
import { downloadPicture } from '@/lib/offline/picture-store';
import { preparePicture, UnreadablePictureError } from '@/lib/pdf/prepare-picture';
import { yieldToMain } from '@/lib/yield-to-main';

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

async function runHere(job: SignedProposalJob): Promise<SignedProposalJobResult> {
  await yieldToMain();
  if (job.kind === 'picture') return { kind: 'picture', picture: await preparePicture(job.source) };
  const { writeSignedProposal } =
    await import('@/features/approval/signed-pdf/write-signed-proposal-pdf');
  const { pdf, record } = await writeSignedProposal(job.document);
  return { kind: 'document', pdf, record };
}

function createRunner(useWorker: boolean) {
  return createPaintingWorker<SignedProposalJob, SignedProposalJobResult, SignedProposalJobReply>({
    useWorker,
    start: () =>
      new Worker(new URL('./signed-proposal-pdf.worker.ts', import.meta.url), {
        type: 'module',
      }),
    // Blobs are posted by reference: the pictures' bytes are not copied to the worker.
    request: (id, job) => ({ id, job }),
    read: (reply) => {
      if (reply.ok) return { kind: 'done', result: reply.result };
      if (reply.reason === 'unsupported') return { kind: 'unsupported' };
      return {
        kind: 'failed',
        error:
          reply.reason === 'unreadable'
            ? new UnreadablePictureError(reply.detail)
            : new Error(reply.detail),
      };
    },
    fallback: runHere,
  });
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The signed proposal was cancelled.', 'AbortError');
}

/** `promise`, or the abort's reason as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
    chosen: { ...option(source.chosen), before: pictures.before, after: pictures.after },
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
  // One runner per picture: the two decode at once, each on its own thread.
  const runners = [createRunner(worker), createRunner(worker)] as const;
  // Stops everything when the signing is cancelled (the downloads too), or a picture failed.
  const stop = new AbortController();
  const abort = () => stop.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const picture = async (which: 'before' | 'after', url: string, index: 0 | 1) => {
      const fail = (failure: 'not-loaded' | 'unreadable' | 'not-prepared', cause: unknown) => {
        if (stop.signal.aborted) return abortError(stop.signal);
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
          runners[index]({ kind: 'picture', source: blob }),
          stop.signal,
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
        picture('before', source.chosen.beforeUrl, 0),
        picture('after', source.chosen.afterUrl, 1),
      ]);
    } catch (error) {
      // The first picture that failed is what the user is told; the other one stops.
      if (!stop.signal.aborted) stop.abort(error);
      throw signal?.aborted ? abortError(signal) : error;
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
        runners[0]({
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
      );
    } catch (error) {
      if (stop.signal.aborted) throw abortError(stop.signal);
      throw new SignedProposalError({ kind: 'not-written' }, { cause: error });
    }
    if (result.kind !== 'document') throw new Error('The worker answered another job.');
    return { pdf: result.pdf, record: result.record, fileName };
  } finally {
    signal?.removeEventListener('abort', abort);
    // Done, failed or cancelled: the workers go, with whatever they still had in hand.
    for (const runner of runners) {
      runner.stop(new DOMException('The signed proposal was stopped.', 'AbortError'));
    }
  }
}
