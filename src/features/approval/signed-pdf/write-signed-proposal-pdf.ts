import { PRODUCT_NAME } from '@/config/product';
import { sha256Hex } from '@/lib/files/sha256';
import type { ApprovalRecord } from '@/features/approval/model/approval-record';
import { appendAttachment } from '@/features/approval/signed-pdf/append-pdf-attachment';
import { PAGE_COUNT, PAGE_NUMBER } from '@/features/approval/signed-pdf/page-stand-ins';
import type { RecordRow } from '@/features/approval/signed-pdf/signed-pdf-texts';
import type { SignedDocument } from '@/features/approval/signed-pdf/signed-proposal-types';
import { leading, MUTED, PageWriter, type Style } from '@/lib/pdf/page-writer';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  fitInside,
  MARGIN,
  PICTURE_BOX_MAX,
} from '@/lib/pdf/pdf-layout';
import { toPdfText } from '@/lib/pdf/pdf-typesetting';

/**
 * Writes the signed proposal as a PDF (US Letter, portrait, Helvetica; digests in Courier):
 * - page 1: the project, who it was prepared for, the site, the chosen option with what it
 *   includes, and its before and after pictures;
 * - page 2: the price lines and totals, then the approval: the consent line the customer ticked,
 *   the drawn signature over a rule, the signer's name and the moment of signing;
 * - the last page (more when the lists are long): the approval record, for people.
 * 'Page x of y' on every page. Text stays text; the JPEGs go in as their bytes, the signature as
 * a PNG with its transparency. Its words come translated (`texts`): nothing here depends on a
 * language. Loaded in the signed proposal's worker, or on the main thread where workers cannot
 * paint; jsPDF comes with the shared PageWriter.
 */

const HEADING: Style = { size: 11, bold: true, color: MUTED };
const TITLE: Style = { size: 24, bold: true };
const SECTION: Style = { size: 16, bold: true };
const LABEL: Style = { size: 10, bold: true, color: MUTED };
const BODY: Style = { size: 11.5 };
const NAME: Style = { size: 15, bold: true };
const PRICE: Style = { size: 11.5 };
const TOTAL: Style = { size: 13, bold: true };
const NOTE: Style = { size: 10 };
/** 64 hexadecimal digits take 307 pt in Courier at 8 pt: a digest stays on one line. */
const DIGEST: Style = { size: 8, font: 'courier' };

/** The record page's columns: labels on the left, values from VALUE_X. */
const LABEL_WIDTH = 140;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - 10;
/** Where the amounts of the price list end, and how wide their names may run. */
const AMOUNT_WIDTH = 130;
/** The box the drawn signature is fitted in, above its rule. */
const SIGNATURE_BOX = { width: 240, height: 80 } as const;

/** The pixel size written in a PNG's header (its IHDR chunk), or an error for anything else. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = [0x49, 0x48, 0x44, 0x52];
  if (
    bytes.length < 24 ||
    signature.some((byte, index) => bytes[index] !== byte) ||
    ihdr.some((byte, index) => bytes[12 + index] !== byte)
  ) {
    throw new Error('The signature is not a PNG.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** 'Page 2 of 3' from the translated label with its stand-ins. */
function pageLabel(label: string, page: number, pages: number) {
  return label.replace(PAGE_NUMBER, String(page)).replace(PAGE_COUNT, String(pages));
}

/** Page 1: what was chosen, for whom, where, and the pictures it was shown with. */
function writeChosenPage(writer: PageWriter, { texts, pictures }: SignedDocument) {
  const { doc } = writer;
  let y = MARGIN;
  y = writer.write([toPdfText(texts.heading)], HEADING, y);
  y = writer.write(writer.lines(texts.projectName, TITLE, CONTENT_WIDTH, 2), TITLE, y + 8);
  writer.rule(y + 12);
  y += 26;

  // Who and where, side by side: the pictures get the room that is left under them.
  const column = (CONTENT_WIDTH - 20) / 2;
  let left = writer.write([toPdfText(texts.preparedFor)], LABEL, y);
  left = writer.write(writer.lines(texts.customerName, NAME, column, 2), NAME, left + 3);
  let right = y;
  if (texts.siteLines.length > 0) {
    const x = MARGIN + column + 20;
    right = writer.write([toPdfText(texts.site)], LABEL, y, x);
    right += 3;
    for (const line of texts.siteLines.slice(0, 4)) {
      right = writer.write(writer.lines(line, BODY, column, 1), BODY, right, x);
    }
  }
  y = Math.max(left, right) + 18;

  y = writer.write([toPdfText(texts.chosenOption)], LABEL, y);
  y = writer.write(writer.lines(texts.optionName, NAME, CONTENT_WIDTH, 2), NAME, y + 3);
  if (texts.madeFrom !== '') {
    y = writer.write(writer.lines(texts.madeFrom, BODY, CONTENT_WIDTH, 3), BODY, y + 3);
  }
  if (texts.included !== '') {
    y = writer.write(writer.lines(texts.included, BODY, CONTENT_WIDTH, 4), BODY, y + 3);
  }
  y += 16;

  const labelHeight = leading(LABEL.size) + 4;
  const gap = 12;
  const room = CONTENT_BOTTOM - y - 2 * labelHeight - gap - 6;
  const box = {
    width: PICTURE_BOX_MAX.width,
    height: Math.max(60, Math.min(PICTURE_BOX_MAX.height, room / 2)),
  };
  for (const [name, picture, alias] of [
    [texts.before, pictures.before, 'before'],
    [texts.after, pictures.after, 'after'],
  ] as const) {
    const size = fitInside(picture, box);
    const x = MARGIN + (CONTENT_WIDTH - size.width) / 2;
    y = writer.write([toPdfText(name)], LABEL, y, x);
    y += 4;
    doc.addImage(picture.bytes, 'JPEG', x, y, size.width, size.height, alias, 'NONE');
    y += size.height + gap;
  }
}

/** A price line: its name on the left (wrapped), its amount on the right; returns the y under. */
function writePriceLine(
  writer: PageWriter,
  line: { label: string; amount: string },
  style: Style,
  y: number,
) {
  const names = writer.lines(line.label, style, CONTENT_WIDTH - AMOUNT_WIDTH - 10, 2);
  writer.writeRight(line.amount, style, y);
  return writer.write(names, style, y) + 4;
}

/** Page 2: the prices, then the approval with the signature. */
function writeApprovalPage(writer: PageWriter, { texts, pictures }: SignedDocument) {
  const { doc } = writer;
  let y = MARGIN;
  y = writer.write([toPdfText(texts.priceHeading)], SECTION, y);
  y += 10;
  for (const line of texts.priceLines) y = writePriceLine(writer, line, PRICE, y);
  writer.rule(y + 2);
  y += 10;
  y = writePriceLine(writer, texts.subtotal, PRICE, y);
  y = writePriceLine(writer, texts.tax, PRICE, y);
  y = writePriceLine(writer, texts.total, TOTAL, y + 2);
  y = writePriceLine(writer, texts.deposit, PRICE, y + 2);
  y = writePriceLine(writer, texts.balance, PRICE, y);

  y += 30;
  y = writer.write([toPdfText(texts.approvalHeading)], SECTION, y);
  y += 8;
  // What the signer agreed to, as it was written: it is never cut.
  y = writer.write(writer.lines(texts.consent, BODY), BODY, y);

  // The signature stands on its rule, as on paper.
  const size = pngSize(pictures.signature);
  const fitted = fitInside(size, SIGNATURE_BOX);
  const ruleY = Math.min(y + 24 + SIGNATURE_BOX.height, CONTENT_BOTTOM - 60);
  doc.addImage(
    pictures.signature,
    'PNG',
    MARGIN,
    ruleY - fitted.height - 2,
    fitted.width,
    fitted.height,
    'signature',
    // Its pixels are stored again, compressed (jsPDF takes a PNG apart into colour and alpha).
    'FAST',
  );
  writer.rule(ruleY, MARGIN, MARGIN + SIGNATURE_BOX.width + 40);
  y = writer.write(writer.lines(texts.signerName, NAME, CONTENT_WIDTH, 2), NAME, ruleY + 6);
  writer.write(writer.lines(texts.signedOn, NOTE), { ...NOTE, color: MUTED }, y + 2);
}

/**
 * The approval record's pages: a row per fact, labels on the left, values on the right (digests
 * in Courier), then the notes. A new page starts where one is full: every line is kept.
 */
function writeRecordPages(writer: PageWriter, { texts }: SignedDocument) {
  const { doc } = writer;
  let y = MARGIN;
  /** Starts a new page unless `height` still fits on this one. */
  const room = (height: number) => {
    if (y + height <= CONTENT_BOTTOM - 8) return;
    doc.addPage('letter', 'portrait');
    y = MARGIN;
  };
  y = writer.write([toPdfText(texts.recordHeading)], SECTION, y);
  y += 12;

  const writeRow = (row: RecordRow) => {
    const labels = writer.lines(row.label, LABEL, LABEL_WIDTH, 3);
    const values = row.lines.flatMap((line) => {
      const style = line.mono ? DIGEST : NOTE;
      return writer.lines(line.text, style, VALUE_WIDTH).map((text) => ({ text, style }));
    });
    // A row's label stays with its first lines; a long list runs on to the next page.
    room(Math.max(writer.height(labels.length, LABEL), leading(NOTE.size) * 2));
    writer.write(labels, LABEL, y);
    const labelsEnd = y + writer.height(labels.length, LABEL);
    const page = doc.getNumberOfPages();
    for (const value of values) {
      room(leading(value.style.size));
      y = writer.write([value.text], value.style, y, VALUE_X);
    }
    // The next row starts under the label too, unless the values ran on to a new page.
    if (doc.getNumberOfPages() === page) y = Math.max(y, labelsEnd);
    y += 7;
  };
  for (const row of texts.recordRows) writeRow(row);

  y += 8;
  for (const note of texts.recordNotes) {
    const lines = writer.lines(note, NOTE);
    room(writer.height(lines.length, NOTE));
    y = writer.write(lines, NOTE, y) + 6;
  }
}

/**
 * The signed proposal as a PDF, without its record attached (the document the record's
 * `document` fingerprint is of). The same document gives the same bytes: its creation date is
 * the moment of signing and its file identifier comes from the content's digest.
 */
export function writeSignedProposalPdf(document: SignedDocument): Uint8Array {
  const { texts, record } = document;
  const writer = new PageWriter();
  const { doc } = writer;
  writer.describe({
    title: texts.title,
    subject: texts.subject,
    creator: PRODUCT_NAME,
    language: texts.language,
    // Says what the file is, for the reader to tell a damaged signed proposal from any PDF.
    keywords: record.format,
  });
  doc.setCreationDate(new Date(record.content.signer.signedAt));
  doc.setFileId(record.digest.slice(0, 32).toUpperCase());
  writeChosenPage(writer, document);
  doc.addPage('letter', 'portrait');
  writeApprovalPage(writer, document);
  doc.addPage('letter', 'portrait');
  writeRecordPages(writer, document);
  writer.footers(texts.projectName, (page, pages) => pageLabel(texts.pageLabel, page, pages));
  return writer.bytes();
}

/**
 * The signed proposal with its record attached: writes the document, takes its length and
 * SHA-256 into the record, and attaches the record (as JSON) in an update appended after the
 * document, whose bytes stay as they were.
 */
export async function writeSignedProposal(
  document: SignedDocument,
): Promise<{ pdf: Uint8Array; record: ApprovalRecord }> {
  const written = writeSignedProposalPdf(document);
  const record: ApprovalRecord = {
    ...document.record,
    document: { byteLength: written.length, sha256: await sha256Hex(written) },
  };
  const pdf = appendAttachment(written, {
    ...document.attachment,
    bytes: new TextEncoder().encode(`${JSON.stringify(record, null, 2)}\n`),
    modified: new Date(record.content.signer.signedAt),
  });
  return { pdf, record };
}
