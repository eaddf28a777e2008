import type {
  ApprovalRecord,
  ApprovedContent,
  ApprovedOption,
} from '@/features/approval/model/approval-record';
import type { SignedPdfTexts } from '@/features/approval/signed-pdf/signed-pdf-texts';
import type { PreparedPicture } from '@/lib/pdf/prepare-picture';

/**
 * What the signing step hands over to make the signed proposal: everything the customer saw,
 * chose and signed, with the chosen option's two pictures as addresses (they are fetched and
 * prepared as the proposal's are) and the drawn signature as a PNG (transparent, the strokes
 * only).
 */
export type SignedProposalSource = Omit<ApprovedContent, 'chosen' | 'signer'> & {
  chosen: ApprovedOption & { beforeUrl: string; afterUrl: string; madeFrom?: string[] };
  signer: Omit<ApprovedContent['signer'], 'signature'> & { signature: Uint8Array };
};

/**
 * The signed proposal: the PDF's bytes (the record attached), the record as attached, and the
 * file's name in the proposal's language.
 */
export type SignedProposal = { pdf: Uint8Array; record: ApprovalRecord; fileName: string };

/** A picture as the writer embeds it: its bytes and its pixel size. */
export type PdfPicture = { bytes: Uint8Array; width: number; height: number };

/**
 * Everything the signed PDF is written from. The record is made on the main thread, all but the
 * written document's length and SHA-256 (known only once it is written); the worker adds those
 * and attaches the record. The record's file name and type come with it, so that the worker does
 * not load the record's schema (and its validation library) just for two constants.
 */
export type SignedDocument = {
  texts: SignedPdfTexts;
  /** The chosen option's pictures (JPEG, as prepared) and the signature (PNG). */
  pictures: { before: PdfPicture; after: PdfPicture; signature: Uint8Array };
  record: Omit<ApprovalRecord, 'document'>;
  attachment: { name: string; mimeType: string; description: string };
};

/** The two kinds of work the signed proposal's worker does. */
export type SignedProposalJob =
  { kind: 'picture'; source: Blob } | { kind: 'document'; document: SignedDocument };

export type SignedProposalJobResult =
  | { kind: 'picture'; picture: PreparedPicture }
  | { kind: 'document'; pdf: Uint8Array; record: ApprovalRecord };

/**
 * Why the signed proposal could not be made: one of the chosen option's pictures (not loaded,
 * not a picture, or not prepared), or the writing of the PDF.
 */
export type SignedProposalProblem =
  | {
      kind: 'picture';
      which: 'before' | 'after';
      failure: 'not-loaded' | 'unreadable' | 'not-prepared';
    }
  | { kind: 'not-written' };

export class SignedProposalError extends Error {
  readonly problem: SignedProposalProblem;

  constructor(problem: SignedProposalProblem, options?: ErrorOptions) {
    super(`The signed proposal could not be made: ${JSON.stringify(problem)}.`, options);
    this.name = 'SignedProposalError';
    this.problem = problem;
  }
}
