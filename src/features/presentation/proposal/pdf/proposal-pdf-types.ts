import type { I18n } from '@lingui/core';

import type { Proposal } from '@/features/presentation/proposal/proposal-content';
import type { PreparedPicture } from '@/lib/pdf/prepare-picture';

/**
 * Every word the PDF writes that is not the proposal's own, already in the reader's language
 * (`proposalPdfTexts`, on the main thread: the writer, maybe in a worker, translates nothing).
 */
export type ProposalPdfTexts = {
  /** The language they are in ('es'): the document's own, for screen readers and search. */
  language: string;
  /** 'Design proposal', above the project's name on the cover. */
  heading: string;
  /** The cover's date ('November 24, 2026'). */
  date: string;
  preparedFor: string;
  site: string;
  designs: string;
  /** '2 designs: Natural Accent, Refined Traditional'. */
  designsSummary: string;
  note: string;
  /** 'Prepared with YardVision', at the foot of the cover. */
  preparedWith: string;
  before: string;
  after: string;
  /** The document's title and subject (its properties). */
  title: string;
  subject: string;
  /** Per design, in order: 'Design 1 of 6', and its note as written ('Note: …'; '' for none). */
  designPages: { position: string; note: string }[];
  /** Per page, the cover first: 'Page 1 of 7'. */
  pageLabels: string[];
};

/** Everything the PDF is written from: the proposal, and each design's two pictures, in order. */
export type ProposalPdfInput = {
  proposal: Proposal;
  texts: ProposalPdfTexts;
  pictures: { before: PreparedPicture; after: PreparedPicture }[];
};

/** The two kinds of work the proposal worker does. */
export type ProposalJob =
  { kind: 'picture'; source: Blob } | { kind: 'document'; input: ProposalPdfInput };

export type ProposalJobResult =
  { kind: 'picture'; picture: PreparedPicture } | { kind: 'document'; pdf: Blob };

/** Where a proposal is while it is made. */
export type ProposalPdfProgress =
  { step: 'pictures'; done: number; total: number } | { step: 'writing' };

/**
 * Why the proposal could not be made: a picture (which one, of which design, and what went
 * wrong with it), the writing, or the PDF maker's code. The screen says it in words
 * (`proposalProblemText`).
 */
export type ProposalPdfProblem =
  | {
      kind: 'picture';
      failure: 'not-loaded' | 'unreadable' | 'not-prepared';
      which: 'before' | 'after';
      /** 0-based, among the proposal's designs. */
      design: number;
      styleName: string;
    }
  | { kind: 'not-written' }
  | { kind: 'maker-not-loaded' };

export class ProposalPdfError extends Error {
  readonly problem: ProposalPdfProblem;

  constructor(problem: ProposalPdfProblem, options?: ErrorOptions) {
    super(`The proposal could not be made: ${JSON.stringify(problem)}.`, options);
    this.name = 'ProposalPdfError';
    this.problem = problem;
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

/**
 * Makes the proposal's PDF (build-proposal-pdf.ts, loaded when the user asks for one), its words
 * in the language of `i18n` (the one the proposal was built with).
 */
export type BuildProposalPdf = (
  proposal: Proposal,
  i18n: I18n,
  options?: BuildProposalPdfOptions,
) => Promise<Blob>;
