import { jsPDF } from 'jspdf';

import { CONTENT_BOTTOM, CONTENT_WIDTH, FOOTER_Y, MARGIN, PAGE } from '@/lib/pdf/pdf-layout';
import { clampLines, toPdfText } from '@/lib/pdf/pdf-typesetting';

/**
 * Writing the app's PDFs (the proposal, the signed proposal) page by page: US Letter, portrait,
 * the PDF's standard fonts, text as text (uncompressed, searchable), and the same footer on every
 * page. jsPDF is imported here only, and this module is loaded only by the PDF writers (in their
 * workers, or on the main thread where workers cannot paint), never with the app's first load.
 */

export type Color = [number, number, number];

export const INK: Color = [23, 32, 42];
export const MUTED: Color = [88, 99, 114];
export const RULE: Color = [214, 219, 225];

/**
 * How text is set: Helvetica for words; Courier (every character as wide) for digests and other
 * codes a reader may compare character by character.
 */
export type Style = {
  size: number;
  bold?: boolean;
  color?: Color;
  font?: 'helvetica' | 'courier';
};

/** A language jsPDF can name as the document's (it leaves out a code it does not know). */
type PdfLanguage = Parameters<jsPDF['setLanguage']>[0];

/** Line height for a font size: 1.3 times it. */
export const leading = (size: number) => Math.round(size * 1.3 * 10) / 10;

export class PageWriter {
  readonly doc: jsPDF;

  constructor() {
    this.doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait' });
  }

  /**
   * The document's properties, as a PDF reader lists them, and its language (for screen readers
   * and search). `keywords` marks what kind of document it is.
   */
  describe({
    title,
    subject,
    creator,
    language,
    keywords,
  }: {
    title: string;
    subject: string;
    creator: string;
    language: string;
    keywords?: string;
  }) {
    this.doc.setProperties({
      title: toPdfText(title),
      subject: toPdfText(subject),
      creator,
      ...(keywords === undefined ? {} : { keywords }),
    });
    this.doc.setLanguage(language as PdfLanguage);
  }

  style({ size, bold = false, color = INK, font = 'helvetica' }: Style) {
    this.doc.setFont(font, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
  }

  /** `text` wrapped to `width` in `style`, at most `maxLines` lines. */
  lines(text: string, style: Style, width = CONTENT_WIDTH, maxLines = Infinity): string[] {
    this.style(style);
    const wrapped = this.doc.splitTextToSize(toPdfText(text), width) as string[];
    return clampLines(wrapped, maxLines);
  }

  /** Writes `lines` from baseline-top `y`; returns the y under them. */
  write(lines: string[], style: Style, y: number, x = MARGIN): number {
    if (lines.length === 0) return y;
    this.style(style);
    const step = leading(style.size);
    lines.forEach((line, index) => {
      this.doc.text(line, x, y + style.size + index * step);
    });
    return y + style.size + (lines.length - 1) * step + (step - style.size);
  }

  /** A line of text ending at `right` (an amount in a column), its top at `y`. */
  writeRight(text: string, style: Style, y: number, right = PAGE.width - MARGIN) {
    this.style(style);
    this.doc.text(toPdfText(text), right, y + style.size, { align: 'right' });
  }

  /** The height `count` lines of `style` take. */
  height(count: number, style: Style): number {
    return count === 0 ? 0 : count * leading(style.size);
  }

  rule(y: number, from = MARGIN, to = PAGE.width - MARGIN) {
    this.doc.setDrawColor(...RULE);
    this.doc.setLineWidth(0.75);
    this.doc.line(from, y, to, y);
  }

  /**
   * The footer of every page: a rule, `left` (the project's name) and the page's label ('Page 2
   * of 7', in the document's language) on the right. `pageLabel` gives it for a page of `pages`.
   */
  footers(left: string, pageLabel: (page: number, pages: number) => string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page);
      this.rule(CONTENT_BOTTOM + 6);
      this.style({ size: 9, color: MUTED });
      this.doc.text(toPdfText(pageLabel(page, pages)), PAGE.width - MARGIN, FOOTER_Y, {
        align: 'right',
      });
      this.doc.text(toPdfText(left).slice(0, 80), MARGIN, FOOTER_Y);
    }
  }

  /** The document's bytes. */
  bytes(): Uint8Array {
    return new Uint8Array(this.doc.output('arraybuffer'));
  }
}
