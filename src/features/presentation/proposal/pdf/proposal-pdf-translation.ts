/**
 * Translating the proposal PDF: every word it writes, in the proposal's language, made on the main
 * thread (where the catalogues are) before the writer, maybe in a worker, gets them as text.
 * How that text is set on the page is proposal-pdf-typesetting.ts's job.
 */

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PRODUCT_NAME } from '@/config/product';
import {
  designNoteLine,
  designPositionLabel,
  designsSummary,
  proposalDateLabel,
  PROPOSAL_TEXTS,
  type Proposal,
} from '@/features/presentation/proposal/proposal-content';
import type { ProposalPdfTexts } from '@/features/presentation/proposal/pdf/proposal-pdf-types';

/** 'Page 2 of 7'. */
export function pageLabel(i18n: I18n, page: number, pages: number): string {
  return i18n._(msg`Page ${page} of ${pages}`);
}

/**
 * The PDF's words for `proposal` in the language of `i18n` (the proposal's): the PDF has a
 * cover, then a page per design.
 */
export function proposalPdfTexts(i18n: I18n, proposal: Proposal): ProposalPdfTexts {
  const { cover, designs } = proposal;
  const { projectName, customerName } = cover;
  const product = PRODUCT_NAME;
  const pages = designs.length + 1;
  return {
    language: i18n.locale,
    heading: i18n._(PROPOSAL_TEXTS.heading),
    date: proposalDateLabel(i18n, cover.date),
    preparedFor: i18n._(PROPOSAL_TEXTS.preparedFor),
    site: i18n._(PROPOSAL_TEXTS.site),
    designs: i18n._(PROPOSAL_TEXTS.designs),
    designsSummary: designsSummary(
      i18n,
      designs.map((design) => design.styleName),
    ),
    note: i18n._(PROPOSAL_TEXTS.note),
    preparedWith: i18n._(msg`Prepared with ${product}`),
    before: i18n._(PROPOSAL_TEXTS.before),
    after: i18n._(PROPOSAL_TEXTS.after),
    title: i18n._(msg`${projectName}: design proposal`),
    subject: customerName
      ? i18n._(msg`Design proposal for ${customerName}`)
      : i18n._(PROPOSAL_TEXTS.heading),
    designPages: designs.map((design, index) => ({
      position: designPositionLabel(i18n, index, designs.length),
      note: design.note === '' ? '' : designNoteLine(i18n, design.note),
    })),
    pageLabels: Array.from({ length: pages }, (_, index) => pageLabel(i18n, index + 1, pages)),
  };
}
