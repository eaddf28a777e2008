import { PRODUCT_NAME } from '@/config/product';
import type { ProposalPdfInput } from '@/features/presentation/proposal/pdf/proposal-pdf-types';
import { leading, MUTED, PageWriter, type Style } from '@/lib/pdf/page-writer';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  fitInside,
  MARGIN,
  PICTURE_BOX_MAX,
} from '@/lib/pdf/pdf-layout';
import { settingsLine, toPdfText } from '@/lib/pdf/pdf-typesetting';
import type { PreparedPicture } from '@/lib/pdf/prepare-picture';

/**
 * Writes the proposal as a PDF (US Letter, portrait, Helvetica): a cover, then a page per design
 * with its before and after pictures, style, settings, description and note, and 'Page x of y' on
 * every page. Text stays text (uncompressed, searchable); the JPEGs go in as their bytes (DCT).
 * Its words come translated in the input (`texts`): nothing here depends on a language.
 * jsPDF comes with the shared PageWriter: this module loads with the first proposal made (in the
 * proposal worker, or on the main thread where workers cannot paint).
 */

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
  writer.describe({
    title: texts.title,
    subject: texts.subject,
    creator: PRODUCT_NAME,
    language: texts.language,
  });
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
  writer.footers(proposal.cover.projectName, (page) => texts.pageLabels[page - 1] ?? '');
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}
