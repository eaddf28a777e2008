// @vitest-environment node
import { i18n, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';

import type { Proposal } from '@/features/presentation/proposal/proposal-content';
import {
  pageLabel,
  proposalPdfTexts,
} from '@/features/presentation/proposal/pdf/proposal-pdf-translation';

const PROPOSAL: Proposal = {
  cover: {
    projectName: 'Front yard refresh',
    customerName: 'Maria Gonzalez',
    customerContact: [],
    siteAddress: [],
    date: new Date(2026, 10, 24),
    note: '',
  },
  designs: [
    {
      ref: 'g1',
      styleName: 'Natural Accent',
      settings: [],
      beforeUrl: 'https://photos.example/front.jpg',
      afterUrl: 'https://photos.example/g1.jpg',
      note: 'Lowest water use.',
    },
    {
      ref: 'g2',
      styleName: 'Refined Traditional',
      settings: [],
      beforeUrl: 'https://photos.example/front.jpg',
      afterUrl: 'https://photos.example/g2.jpg',
      note: '',
    },
  ],
};

describe('proposalPdfTexts', () => {
  it("writes the PDF's words for the proposal, page by page", () => {
    expect(proposalPdfTexts(i18n, PROPOSAL)).toEqual({
      language: 'en',
      heading: 'Design proposal',
      date: 'November 24, 2026',
      preparedFor: 'Prepared for',
      site: 'Site',
      designs: 'Designs',
      designsSummary: '2 designs: Natural Accent, Refined Traditional',
      note: 'Note',
      preparedWith: 'Prepared with YardVision',
      before: 'Before',
      after: 'After',
      title: 'Front yard refresh: design proposal',
      subject: 'Design proposal for Maria Gonzalez',
      designPages: [
        { position: 'Design 1 of 2', note: 'Note: Lowest water use.' },
        { position: 'Design 2 of 2', note: '' },
      ],
      pageLabels: ['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3'],
    });
  });

  it('counts one design and names no customer it does not know', () => {
    const texts = proposalPdfTexts(i18n, {
      cover: { ...PROPOSAL.cover, customerName: undefined },
      designs: PROPOSAL.designs.slice(0, 1),
    });
    expect(texts.designsSummary).toBe('1 design: Natural Accent');
    expect(texts.subject).toBe('Design proposal');
    expect(texts.pageLabels).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  });

  it('speaks the language of the i18n it is given, whatever the active one', () => {
    const page = 0;
    const pages = 0;
    const spanish = setupI18n({
      locale: 'es',
      messages: {
        es: { [msg`Page ${page} of ${pages}`.id]: ['Página ', ['page'], ' de ', ['pages']] },
      },
    });
    expect(pageLabel(spanish, 2, 7)).toBe('Página 2 de 7');
    expect(proposalPdfTexts(spanish, PROPOSAL).pageLabels).toEqual([
      'Página 1 de 3',
      'Página 2 de 3',
      'Página 3 de 3',
    ]);
    expect(pageLabel(i18n, 2, 7)).toBe('Page 2 of 7');
  });

  it("writes the date in the proposal's language, not the app's", () => {
    const spanish = setupI18n({ locale: 'es', messages: { es: {} } });
    expect(i18n.locale).toBe('en');
    expect(proposalPdfTexts(spanish, PROPOSAL).date).toBe('24 de noviembre de 2026');
  });
});
