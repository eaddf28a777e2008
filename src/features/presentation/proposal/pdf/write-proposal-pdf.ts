import { jsPDF } from 'jspdf';

import { PRODUCT_NAME } from '@/config/product';
import {
  CONTENT_WIDTH,
  fitInside,
  MARGIN,
  PAGE,
  PICTURE_BOX_MAX,
} from '@/features/presentation/proposal/pdf/proposal-pdf-layout';
import {
  clampLines,
  settingsLine,
  toPdfText,
} from '@/features/presentation/proposal/pdf/proposal-pdf-typesetting';
import type {
  PreparedPicture,
  ProposalPdfInput,
} from '@/features/presentation/proposal/pdf/proposal-pdf-types';

/**
 * Writes the proposal as a PDF (US Letter, portrait, Helvetica): a cover, then a page per design
 * with its before and after pictures, style, settings, description and note, and 'Page x of y' on
 * every page. Text stays text (uncompressed, searchable); the JPEGs go in as their bytes (DCT).
 * Its words come translated in the input (`texts`): nothing here depends on a language.
 * jsPDF is imported here only: this module loads with the first proposal made (in the proposal
 * worker, or on the main thread where workers cannot paint).
 */

const INK: [number, number, number] = [23, 32, 42];
const MUTED: [number, number, number] = [88, 99, 114];
const RULE: [number, number, number] = [214, 219, 225];
/** The footer's baseline, under the bottom margin's top. */
const FOOTER_Y = PAGE.height - MARGIN + 20;
/** Where content ends on every page (the footer's line sits below). */
const CONTENT_BOTTOM = PAGE.height - MARGIN;

/** A language jsPDF can name as the document's (it leaves out a code it does not know). */
type PdfLanguage = Parameters<jsPDF['setLanguage']>[0];

type Style = { size: number; bold?: boolean; color?: [number, number, number] };

/** Line height for a font size: 1.3 times it. */
const leading = (size: number) => Math.round(size * 1.3 * 10) / 10;

class PageWriter {
  readonly doc: jsPDF;

  constructor() {
    this.doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait' });
  }

  style({ size, bold = false, color = INK }: Style) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
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

  rule(y: number) {
    this.doc.setDrawColor(...RULE);
    this.doc.setLineWidth(0.75);
    this.doc.line(MARGIN, y, PAGE.width - MARGIN, y);
  }
}

function writeCover(writer: PageWriter, { proposal, texts }: ProposalPdfInput) {
  const { cover } = proposal;
  const label: Style = { size: 10, bold: true, color: MUTED };
  const body: Style = { size: 12 };
  let y = MARGIN + 40;
  y = writer.write([toPdfText(texts.heading)], { size: 11, bold: true, color: MUTED }, y);
  y = writer.write(
    writer.lines(cover.projectName, { size: 30, bold: true }, CONTENT_WIDTH, 3),
    { size: 30, bold: true },
    y + 10,
  );
  y = writer.write(writer.lines(texts.date, body), { size: 12, color: MUTED }, y + 8);
  writer.rule(y + 18);
  y += 36;

  if (cover.customerName) {
    y = writer.write([toPdfText(texts.preparedFor)], label, y);
    y = writer.write(
      writer.lines(cover.customerName, { size: 16, bold: true }, CONTENT_WIDTH, 2),
      { size: 16, bold: true },
      y + 4,
    );
    for (const line of cover.customerContact) {
      y = writer.write(writer.lines(line, body, CONTENT_WIDTH, 1), body, y + 2);
    }
    y += 20;
  }
  if (cover.siteAddress.length > 0) {
    y = writer.write([toPdfText(texts.site)], label, y);
    for (const line of cover.siteAddress) {
      y = writer.write(writer.lines(line, body, CONTENT_WIDTH, 2), body, y + 2);
    }
    y += 20;
  }
  y = writer.write([toPdfText(texts.designs)], label, y);
  y = writer.write(writer.lines(texts.designsSummary, body, CONTENT_WIDTH, 3), body, y + 2);
  y += 20;
  if (cover.note !== '') {
    y = writer.write([toPdfText(texts.note)], label, y);
    const room = Math.max(1, Math.floor((CONTENT_BOTTOM - y - 30) / leading(body.size)));
    writer.write(writer.lines(cover.note, body, CONTENT_WIDTH, room), body, y + 2);
  }
  writer.write([toPdfText(texts.preparedWith)], { size: 9, color: MUTED }, CONTENT_BOTTOM - 14);
}

async function bytesOf(picture: PreparedPicture) {
  return new Uint8Array(await picture.jpeg.arrayBuffer());
}

async function writeDesign(
  writer: PageWriter,
  input: ProposalPdfInput,
  index: number,
  aliases: Map<Blob, string>,
) {
  const design = input.proposal.designs.at(index);
  const pictures = input.pictures.at(index);
  const words = input.texts.designPages.at(index);
  if (!design || !pictures || !words) return;
  const { doc } = writer;
  const small: Style = { size: 10, color: MUTED };
  const label: Style = { size: 10, bold: true, color: MUTED };
  const text: Style = { size: 10.5 };

  let y = MARGIN;
  y = writer.write([toPdfText(words.position)], small, y);
  const title: Style = { size: 20, bold: true };
  y = writer.write(writer.lines(design.styleName, title, CONTENT_WIDTH, 2), title, y + 6);
  const settings = settingsLine(design.settings);
  if (settings !== '')
    y = writer.write(
      writer.lines(settings, { size: 11, color: MUTED }, CONTENT_WIDTH, 1),
      { size: 11, color: MUTED },
      y + 4,
    );
  y += 12;

  // The text under the pictures is measured first: the pictures get the room that is left.
  const description = design.styleDescription
    ? writer.lines(design.styleDescription, text, CONTENT_WIDTH, 4)
    : [];
  const note = words.note !== '' ? writer.lines(words.note, text, CONTENT_WIDTH, 7) : [];
  const textHeight =
    (description.length + note.length) * leading(text.size) +
    (description.length > 0 && note.length > 0 ? 6 : 0);
  const labelHeight = leading(label.size) + 4;
  const gaps = 10 + 14;
  const room = CONTENT_BOTTOM - y - textHeight - 2 * labelHeight - gaps;
  const box = { width: PICTURE_BOX_MAX.width, height: Math.min(PICTURE_BOX_MAX.height, room / 2) };

  for (const [name, picture] of [
    [toPdfText(input.texts.before), pictures.before],
    [toPdfText(input.texts.after), pictures.after],
  ] as const) {
    const size = fitInside(picture, box);
    const x = MARGIN + (CONTENT_WIDTH - size.width) / 2;
    y = writer.write([name], label, y, x);
    y += 4;
    let alias = aliases.get(picture.jpeg);
    if (!alias) {
      alias = `picture-${aliases.size + 1}`;
      aliases.set(picture.jpeg, alias);
    }
    doc.addImage(await bytesOf(picture), 'JPEG', x, y, size.width, size.height, alias, 'NONE');
    y += size.height + 10;
  }
  y += 4;
  y = writer.write(description, text, y);
  if (description.length > 0 && note.length > 0) y += 6;
  writer.write(note, text, y);
}

/** The proposal as a PDF file. */
export async function writeProposalPdf(input: ProposalPdfInput): Promise<Blob> {
  const writer = new PageWriter();
  const { doc } = writer;
  const { proposal, texts } = input;
  doc.setProperties({
    title: toPdfText(texts.title),
    subject: toPdfText(texts.subject),
    creator: PRODUCT_NAME,
  });
  doc.setLanguage(texts.language as PdfLanguage);
  writeCover(writer, input);
  // The same picture (one photo behind several designs) is embedded once.
  const aliases = new Map<Blob, string>();
  for (const index of proposal.designs.keys()) {
    doc.addPage('letter', 'portrait');
    await writeDesign(writer, input, index, aliases);
  }
  const pages = doc.getNumberOfPages();
  if (pages !== texts.pageLabels.length) {
    throw new Error(`The PDF has ${pages} pages and ${texts.pageLabels.length} page labels.`);
  }
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    writer.rule(CONTENT_BOTTOM + 6);
    writer.style({ size: 9, color: MUTED });
    doc.text(toPdfText(texts.pageLabels[page - 1] ?? ''), PAGE.width - MARGIN, FOOTER_Y, {
      align: 'right',
    });
    doc.text(toPdfText(proposal.cover.projectName).slice(0, 80), MARGIN, FOOTER_Y);
  }
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}
