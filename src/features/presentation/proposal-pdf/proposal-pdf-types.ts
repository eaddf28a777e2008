import type { Proposal } from '@/features/presentation/model/proposal-content';

/** A picture as it goes into the PDF: JPEG bytes and their pixel size. */
export type PreparedPicture = {
  jpeg: Blob;
  width: number;
  height: number;
  /** False when the original JPEG goes in as it is; true when it was decoded and encoded again. */
  reencoded: boolean;
};

/** Everything the PDF is written from: the proposal, and each design's two pictures, in order. */
export type ProposalPdfInput = {
  proposal: Proposal;
  /** The cover's date, as the reader's language writes it (proposalDateLabel). */
  dateLabel: string;
  pictures: { before: PreparedPicture; after: PreparedPicture }[];
};

/** The two kinds of work the proposal worker does. */
export type ProposalJob =
  { kind: 'picture'; source: Blob } | { kind: 'document'; input: ProposalPdfInput };

export type ProposalJobResult =
  { kind: 'picture'; picture: PreparedPicture } | { kind: 'document'; pdf: Blob };

export type ProposalJobRequest = { id: number; job: ProposalJob };

export type ProposalJobReply =
  | { id: number; ok: true; result: ProposalJobResult }
  | { id: number; ok: false; reason: 'unreadable' | 'unsupported' | 'failed'; detail: string };

/** The bytes are no picture the browser can decode (corrupt, truncated, or unknown). */
export class UnreadablePictureError extends Error {}

/** This browser cannot paint here (no OffscreenCanvas with a 2D context in a worker). */
export class CannotPaintError extends Error {}

/** Where a proposal is while it is made. */
export type ProposalPdfProgress =
  { step: 'pictures'; done: number; total: number } | { step: 'writing' };

/**
 * Why the proposal could not be made, in words for the user: 'the after picture of design 2
 * (Natural Accent) could not be loaded'.
 */
export class ProposalPdfError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: ErrorOptions) {
    super(`The proposal could not be made: ${reason}.`, options);
    this.name = 'ProposalPdfError';
    this.reason = reason;
  }
}

export type BuildProposalPdfOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: ProposalPdfProgress) => void;
  /**
   * Fetches a picture; by default the app's client for binaries, or the copy stored on the device
   * when offline or the network fails (`downloadPicture`).
   */
  download?: (url: string, options: { signal?: AbortSignal }) => Promise<Blob>;
  /** false: everything on the main thread (to compare the two). */
  worker?: boolean;
};

/** Makes the proposal's PDF (build-proposal-pdf.ts, loaded when the user asks for one). */
export type BuildProposalPdf = (
  proposal: Proposal,
  options?: BuildProposalPdfOptions,
) => Promise<Blob>;
