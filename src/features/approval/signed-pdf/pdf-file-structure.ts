import { ascii, matchesAt } from '@/features/approval/signed-pdf/pdf-bytes';
import { CR, isWhite, Lexer, LF, unsignedOf } from '@/features/approval/signed-pdf/pdf-lexer';
import {
  dictOf,
  Malformed,
  type PdfDict,
  type PdfRef,
} from '@/features/approval/signed-pdf/pdf-values';

/**
 * A PDF file's structure (ISO 32000-1 §7.5): its header, the end-of-file marker, the
 * cross-reference sections and the objects and streams they point to. Only where the structure
 * says to look is read, so that any amount of other bytes costs nothing.
 */

const PDF_HEADER = ascii('%PDF-');
const STARTXREF = ascii('startxref');
const EOF_MARKER = ascii('%%EOF');
/** Readers look for the end-of-file marker within the last 1024 bytes; so do we. */
const TAIL_LENGTH = 1024;

/** Where '%PDF-' starts (readers look for it within the first 1024 bytes), or -1. */
export function findHeader(pdf: Uint8Array): number {
  for (let at = 0; at < Math.min(pdf.length, TAIL_LENGTH); at += 1) {
    if (matchesAt(pdf, PDF_HEADER, at)) return at;
  }
  return -1;
}

/** Whether the bytes before `end` close a PDF: '%%EOF', then at most some white space. */
export function endsWithEof(bytes: Uint8Array, end: number): boolean {
  let at = end;
  while (at > 0 && end - at < 64 && isWhite(bytes[at - 1])) at -= 1;
  return matchesAt(bytes, EOF_MARKER, at - EOF_MARKER.length);
}

/**
 * The offset of the newest cross-reference section, from the file's last 'startxref N %%EOF'
 * (only the end of the file is looked at, so any amount of other bytes costs nothing); undefined
 * when the file does not end that way.
 */
export function findStartxref(pdf: Uint8Array): number | undefined {
  if (!endsWithEof(pdf, pdf.length)) return undefined;
  const from = Math.max(0, pdf.length - TAIL_LENGTH);
  for (let at = pdf.length - STARTXREF.length; at >= from; at -= 1) {
    if (!matchesAt(pdf, STARTXREF, at)) continue;
    const lexer = new Lexer(pdf, at + STARTXREF.length);
    lexer.skipWhite();
    const offset = unsignedOf(lexer.word());
    lexer.skipWhite();
    if (!matchesAt(pdf, EOF_MARKER, lexer.pos)) return undefined;
    lexer.pos += EOF_MARKER.length;
    lexer.skipWhite();
    return lexer.pos === pdf.length && offset < pdf.length ? offset : undefined;
  }
  return undefined;
}

export type XrefEntry = { offset: number; gen: number; inUse: boolean };
export type XrefSection = { entries: Map<number, XrefEntry>; trailer: PdfDict };

/** The classic cross-reference table at `offset` (§7.5.4) and its trailer (§7.5.5). */
export function readXrefSection(
  pdf: Uint8Array,
  offset: number,
  maxEntries = Infinity,
): XrefSection {
  const lexer = new Lexer(pdf, offset);
  lexer.skipWhite();
  const keyword = lexer.word();
  if (keyword !== 'xref') {
    throw new Malformed(
      /^\d+$/.test(keyword)
        ? 'its cross-reference is a stream (a compressed PDF 1.5 file), not a table'
        : 'no cross-reference table where startxref points',
    );
  }
  const entries = new Map<number, XrefEntry>();
  for (;;) {
    lexer.skipSpace();
    const word = lexer.word();
    if (word === 'trailer') break;
    const first = unsignedOf(word);
    const count = lexer.unsigned();
    // Each entry takes 20 bytes: a count the file cannot hold is not read.
    if (count * 18 > pdf.length - lexer.pos || entries.size + count > maxEntries) {
      throw new Malformed('a cross-reference too long');
    }
    for (let i = 0; i < count; i += 1) {
      const entryOffset = lexer.unsigned();
      const gen = lexer.unsigned();
      lexer.skipSpace();
      const kind = lexer.word();
      if (kind !== 'n' && kind !== 'f') throw new Malformed('a bad cross-reference entry');
      if (!entries.has(first + i)) {
        entries.set(first + i, { offset: entryOffset, gen, inUse: kind === 'n' });
      }
    }
  }
  return { entries, trailer: dictOf(lexer.value()) };
}

/** The object `num gen obj` at `offset`, and a lexer right after its value (for a stream). */
export function readObject(pdf: Uint8Array, offset: number, ref: PdfRef) {
  if (offset >= pdf.length) throw new Malformed('an object past the end of the file');
  const lexer = new Lexer(pdf, offset);
  if (lexer.unsigned() !== ref.num || lexer.unsigned() !== ref.gen) {
    throw new Malformed(`object ${String(ref.num)} is not where the cross-reference says`);
  }
  lexer.skipSpace();
  if (lexer.word() !== 'obj') throw new Malformed("expected 'obj'");
  return { value: lexer.value(), lexer };
}

/** The data of the stream whose dictionary the lexer has just read (§7.3.8). */
export function streamData(lexer: Lexer, length: number): Uint8Array {
  const { bytes } = lexer;
  lexer.skipSpace();
  if (lexer.word() !== 'stream') throw new Malformed("expected 'stream'");
  if (bytes[lexer.pos] === CR && bytes[lexer.pos + 1] === LF) lexer.pos += 2;
  else if (bytes[lexer.pos] === LF) lexer.pos += 1;
  else throw new Malformed("expected an end of line after 'stream'");
  const start = lexer.pos;
  if (start + length > bytes.length) throw new Malformed('a stream past the end of the file');
  lexer.pos = start + length;
  lexer.skipWhite();
  if (lexer.word() !== 'endstream') throw new Malformed("the stream's /Length is wrong");
  return bytes.slice(start, start + length);
}
