/**
 * The approval record travels inside the signed proposal PDF as an attached file, so that the
 * customer's copy carries its own evidence. The record holds the SHA-256 and the length of the
 * PDF as it was signed, so the file is attached in an incremental update appended after those
 * bytes (ISO 32000-1 §7.5.6): the signed document stays byte for byte at the start of the file,
 * and anyone can hash it again later. PDF readers list the file as an attachment (§7.11.4
 * embedded file streams, §7.7.4 /EmbeddedFiles), with PDF/A-3's /AF and /AFRelationship /Data.
 *
 * Pure TypeScript on bytes: it runs on the main thread, in the PDF worker and in Node tests. The
 * PDF holds binary picture data, so everything is done on bytes with exact byte offsets.
 */

export type PdfAttachmentInput = {
  /** The file name inside the PDF, printable ASCII, e.g. 'yardvision-approval-record.json'. */
  name: string;
  /** The file's media type, e.g. 'application/json'. */
  mimeType: string;
  /** The file's content. */
  bytes: Uint8Array;
  /** Shown by PDF readers next to the file; any text (non-ASCII is written as UTF-16). */
  description: string;
  modified: Date;
};

export type FoundAttachment = {
  name: string;
  bytes: Uint8Array;
  /** Where the update that attached it starts: the bytes before it are the document as it was. */
  updateOffset: number;
};

export class PdfAttachmentError extends Error {
  override name = 'PdfAttachmentError';
}

/** Bytes that are not the PDF structure expected: the reader answers undefined, the writer throws. */
class Malformed extends Error {}

const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);

const LF = 0x0a;
const CR = 0x0d;
/** Readers look for the end-of-file marker within the last 1024 bytes; so do we. */
const TAIL_LENGTH = 1024;
/** Nesting deeper than this is not in any catalog or file specification we read. */
const MAX_DEPTH = 32;
/** The longest keyword, number or name we accept (names may have 127 bytes, numbers fewer). */
const MAX_WORD = 256;
/** How many earlier updates the writer follows back through /Prev. */
const MAX_SECTIONS = 256;
/** Values one object may hold (a catalog has tens; the largest name trees some thousands). */
const MAX_VALUES = 1_000_000;
/** Objects the reader's last update may list: ours lists four, so more is not ours. */
const MAX_READER_ENTRIES = 1000;

// ---------------------------------------------------------------------------------------------
// Reading PDF syntax (ISO 32000-1 §7.2, §7.3) from bytes.
// ---------------------------------------------------------------------------------------------

type Span = { start: number; end: number };
type DictEntry = { key: string; keyStart: number; value: PdfValue };
type PdfDict = Span & { kind: 'dict'; entries: DictEntry[] };
type PdfArray = Span & { kind: 'array'; items: PdfValue[] };
type PdfRef = Span & { kind: 'ref'; num: number; gen: number };
type PdfValue =
  | (Span & { kind: 'number'; value: number })
  | PdfRef
  | (Span & { kind: 'name'; value: string })
  | (Span & { kind: 'string'; bytes: Uint8Array })
  | PdfArray
  | PdfDict
  | (Span & { kind: 'keyword'; value: string });

const isWhite = (byte: number) =>
  byte === 0x20 || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c || byte === 0x00;

const isDelimiter = (byte: number) =>
  byte === 0x28 || // (
  byte === 0x29 || // )
  byte === 0x3c || // <
  byte === 0x3e || // >
  byte === 0x5b || // [
  byte === 0x5d || // ]
  byte === 0x7b || // {
  byte === 0x7d || // }
  byte === 0x2f || // /
  byte === 0x25; // %

/** What \n, \r, \t, \b and \f stand for in a literal string. */
const ESCAPES = new Map([
  [0x6e, LF],
  [0x72, CR],
  [0x74, 0x09],
  [0x62, 0x08],
  [0x66, 0x0c],
]);

const isRegular = (byte: number) => !isWhite(byte) && !isDelimiter(byte);
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

function hexValue(byte: number): number {
  if (isDigit(byte)) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

function unsignedOf(word: string): number {
  if (!/^\d{1,10}$/.test(word)) throw new Malformed(`expected a whole number, found '${word}'`);
  return Number(word);
}

/** Reads PDF tokens and objects from a position in the file; fails with Malformed, never hangs. */
class Lexer {
  readonly bytes: Uint8Array;
  pos: number;
  /** What is left of MAX_VALUES, so that a crafted file cannot make us build millions. */
  private budget = MAX_VALUES;

  constructor(bytes: Uint8Array, pos: number) {
    this.bytes = bytes;
    this.pos = pos;
  }

  private byteAt(pos: number): number {
    if (pos >= this.bytes.length) throw new Malformed('unexpected end of file');
    return this.bytes[pos];
  }

  /** Skips white space and comments. */
  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos];
      if (isWhite(byte)) this.pos += 1;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== LF && bytes[this.pos] !== CR) {
          this.pos += 1;
        }
      } else return;
    }
  }

  /** Skips white space only (the end-of-file marker is a comment). */
  skipWhite(): void {
    while (this.pos < this.bytes.length && isWhite(this.bytes[this.pos])) this.pos += 1;
  }

  /** A run of regular characters at the position (a keyword or a number), possibly empty. */
  word(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos])) {
      if (this.pos - start >= MAX_WORD) throw new Malformed('a token too long');
      this.pos += 1;
    }
    return String.fromCharCode(...this.bytes.subarray(start, this.pos));
  }

  unsigned(): number {
    this.skipSpace();
    return unsignedOf(this.word());
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new Malformed('objects nested too deeply');
    this.budget -= 1;
    if (this.budget < 0) throw new Malformed('an object too large');
    this.skipSpace();
    const start = this.pos;
    const byte = this.byteAt(start);
    if (byte === 0x2f) return this.name();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x3c) {
      return this.byteAt(start + 1) === 0x3c ? this.dict(depth) : this.hexString();
    }
    if (byte === 0x5b) {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.byteAt(this.pos) === 0x5d) break;
        items.push(this.value(depth + 1));
      }
      this.pos += 1;
      return { kind: 'array', items, start, end: this.pos };
    }
    const word = this.word();
    if (word === 'true' || word === 'false' || word === 'null') {
      return { kind: 'keyword', value: word, start, end: this.pos };
    }
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      throw new Malformed(`unexpected '${word || String.fromCharCode(byte)}'`);
    }
    if (/^\d{1,10}$/.test(word)) {
      const reference = this.referenceAfter(Number(word), start);
      if (reference) return reference;
    }
    return { kind: 'number', value: Number(word), start, end: this.pos };
  }

  /** `num gen R` when the number just read starts one; else stays where it was. */
  private referenceAfter(num: number, start: number): PdfRef | undefined {
    const after = this.pos;
    this.skipSpace();
    const gen = this.word();
    if (/^\d{1,5}$/.test(gen)) {
      this.skipSpace();
      if (this.word() === 'R') {
        return { kind: 'ref', num, gen: Number(gen), start, end: this.pos };
      }
    }
    this.pos = after;
    return undefined;
  }

  private name(): PdfValue {
    const start = this.pos;
    this.pos += 1;
    let value = '';
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos])) {
      if (this.pos - start > MAX_WORD) throw new Malformed('a name too long');
      const byte = this.bytes[this.pos];
      if (byte === 0x23 && this.pos + 2 < this.bytes.length) {
        const high = hexValue(this.bytes[this.pos + 1]);
        const low = hexValue(this.bytes[this.pos + 2]);
        if (high >= 0 && low >= 0) {
          value += String.fromCharCode(high * 16 + low);
          this.pos += 3;
          continue;
        }
      }
      value += String.fromCharCode(byte);
      this.pos += 1;
    }
    return { kind: 'name', value, start, end: this.pos };
  }

  private dict(depth: number): PdfDict {
    const start = this.pos;
    this.pos += 2;
    const entries: DictEntry[] = [];
    for (;;) {
      this.skipSpace();
      if (this.byteAt(this.pos) === 0x3e) {
        if (this.byteAt(this.pos + 1) !== 0x3e) throw new Malformed("expected '>>'");
        this.pos += 2;
        return { kind: 'dict', entries, start, end: this.pos };
      }
      const keyStart = this.pos;
      const key = this.value(depth + 1);
      if (key.kind !== 'name') throw new Malformed('a dictionary key that is not a name');
      entries.push({ key: key.value, keyStart, value: this.value(depth + 1) });
    }
  }

  private literalString(): PdfValue {
    const start = this.pos;
    this.pos += 1;
    const out: number[] = [];
    let open = 1;
    for (;;) {
      const byte = this.byteAt(this.pos);
      this.pos += 1;
      if (byte === 0x5c) {
        const next = this.byteAt(this.pos);
        this.pos += 1;
        const escaped = ESCAPES.get(next);
        if (escaped !== undefined) out.push(escaped);
        else if (next >= 0x30 && next <= 0x37) {
          let code = next - 0x30;
          for (let digits = 1; digits < 3; digits += 1) {
            const more = this.byteAt(this.pos);
            if (more < 0x30 || more > 0x37) break;
            code = code * 8 + more - 0x30;
            this.pos += 1;
          }
          out.push(code & 0xff);
        } else if (next === CR) {
          // A backslash at the end of a line continues the string on the next one.
          if (this.byteAt(this.pos) === LF) this.pos += 1;
        } else if (next !== LF) out.push(next);
      } else if (byte === 0x28) {
        open += 1;
        out.push(byte);
      } else if (byte === 0x29) {
        open -= 1;
        if (open === 0)
          return { kind: 'string', bytes: Uint8Array.from(out), start, end: this.pos };
        out.push(byte);
      } else if (byte === CR) {
        // An end of line inside a string reads as a line feed, whichever it was.
        if (this.byteAt(this.pos) === LF) this.pos += 1;
        out.push(LF);
      } else out.push(byte);
    }
  }

  private hexString(): PdfValue {
    const start = this.pos;
    this.pos += 1;
    const digits: number[] = [];
    for (;;) {
      const byte = this.byteAt(this.pos);
      this.pos += 1;
      if (byte === 0x3e) break;
      if (isWhite(byte)) continue;
      const digit = hexValue(byte);
      if (digit < 0) throw new Malformed('a bad hexadecimal string');
      digits.push(digit);
    }
    if (digits.length % 2 === 1) digits.push(0);
    const bytes = new Uint8Array(digits.length / 2);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = digits[2 * i] * 16 + digits[2 * i + 1];
    return { kind: 'string', bytes, start, end: this.pos };
  }
}

const get = (dict: PdfDict | undefined, key: string): PdfValue | undefined =>
  dict?.entries.find((entry) => entry.key === key)?.value;

function dictOf(value: PdfValue | undefined): PdfDict {
  if (value?.kind !== 'dict') throw new Malformed('expected a dictionary');
  return value;
}

function arrayOf(value: PdfValue | undefined): PdfArray {
  if (value?.kind !== 'array') throw new Malformed('expected an array');
  return value;
}

function refOf(value: PdfValue | undefined): PdfRef {
  if (value?.kind !== 'ref') throw new Malformed('expected an indirect reference');
  return value;
}

function wholeNumberOf(value: PdfValue | undefined): number {
  if (value?.kind !== 'number' || !Number.isSafeInteger(value.value) || value.value < 0) {
    throw new Malformed('expected a whole number');
  }
  return value.value;
}

const isName = (value: PdfValue | undefined, name: string) =>
  value?.kind === 'name' && value.value === name;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return a.length - b.length;
}

// ---------------------------------------------------------------------------------------------
// The file's structure: the end-of-file marker, cross-reference sections and objects (§7.5).
// ---------------------------------------------------------------------------------------------

const PDF_HEADER = ascii('%PDF-');
const STARTXREF = ascii('startxref');
const EOF_MARKER = ascii('%%EOF');

function matchesAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  if (at < 0 || at + pattern.length > bytes.length) return false;
  for (let i = 0; i < pattern.length; i += 1) if (bytes[at + i] !== pattern[i]) return false;
  return true;
}

/** Whether the bytes before `end` close a PDF: '%%EOF', then at most some white space. */
function endsWithEof(bytes: Uint8Array, end: number): boolean {
  let at = end;
  while (at > 0 && end - at < 64 && isWhite(bytes[at - 1])) at -= 1;
  return matchesAt(bytes, EOF_MARKER, at - EOF_MARKER.length);
}

/**
 * The offset of the newest cross-reference section, from the file's last 'startxref N %%EOF'
 * (only the end of the file is looked at, so any amount of other bytes costs nothing); undefined
 * when the file does not end that way.
 */
function findStartxref(pdf: Uint8Array): number | undefined {
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

type XrefEntry = { offset: number; gen: number; inUse: boolean };
type XrefSection = { entries: Map<number, XrefEntry>; trailer: PdfDict };

/** The classic cross-reference table at `offset` (§7.5.4) and its trailer (§7.5.5). */
function readXrefSection(pdf: Uint8Array, offset: number, maxEntries = Infinity): XrefSection {
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
function readObject(pdf: Uint8Array, offset: number, ref: PdfRef) {
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
function streamData(lexer: Lexer, length: number): Uint8Array {
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

// ---------------------------------------------------------------------------------------------
// Reading the attachment back.
// ---------------------------------------------------------------------------------------------

/**
 * The attached file called `name` in the last update of `pdf`, or undefined when there is none or
 * the file is not one this module wrote (never throws on garbage: any bytes, a truncated file, an
 * image, another PDF).
 */
export function readAttachment(pdf: Uint8Array, name: string): FoundAttachment | undefined {
  try {
    return findAttachment(pdf, name);
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}

/** The bytes of a name we could have written (printable ASCII), or undefined. */
function nameBytes(name: string): Uint8Array | undefined {
  return /^[\x20-\x7e]+$/.test(name) ? ascii(name) : undefined;
}

function findAttachment(pdf: Uint8Array, name: string): FoundAttachment | undefined {
  const wanted = nameBytes(name);
  const startxref = findStartxref(pdf);
  if (!wanted || startxref === undefined) return undefined;
  // Only the last update is read, as the record is attached there: objects of earlier
  // revisions are not the file as it now reads.
  const { entries, trailer } = readXrefSection(pdf, startxref, MAX_READER_ENTRIES);
  const load = (value: PdfValue | undefined) => {
    const ref = refOf(value);
    const entry = entries.get(ref.num);
    if (!entry?.inUse || entry.gen !== ref.gen) throw new Malformed('not in the last update');
    return readObject(pdf, entry.offset, ref);
  };

  const catalog = dictOf(load(get(trailer, 'Root')).value);
  const names = dictOf(load(get(catalog, 'Names')).value);
  const pairs = arrayOf(get(dictOf(get(names, 'EmbeddedFiles')), 'Names')).items;
  let fileRef: PdfValue | undefined;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const key = pairs[i];
    if (key.kind === 'string' && sameBytes(key.bytes, wanted)) {
      fileRef = pairs[i + 1];
      break;
    }
  }
  if (!fileRef) return undefined;
  const filespec = dictOf(load(fileRef).value);
  if (!isName(get(filespec, 'Type'), 'Filespec')) return undefined;
  const file = load(get(dictOf(get(filespec, 'EF')), 'F'));
  const stream = dictOf(file.value);
  // This module writes the file uncompressed; anything else is not its own.
  if (!isName(get(stream, 'Type'), 'EmbeddedFile') || get(stream, 'Filter') !== undefined) {
    return undefined;
  }
  const bytes = streamData(file.lexer, wholeNumberOf(get(stream, 'Length')));

  // The update begins with a line feed right before its first object; the document as it was
  // ends before it, with its own end-of-file marker, and the update's /Prev points into it.
  let firstObject = Infinity;
  for (const entry of entries.values()) {
    if (entry.inUse) firstObject = Math.min(firstObject, entry.offset);
  }
  const updateOffset = firstObject - 1;
  if (
    !Number.isFinite(updateOffset) ||
    updateOffset < 1 ||
    pdf[updateOffset] !== LF ||
    !endsWithEof(pdf, updateOffset) ||
    startxref < updateOffset ||
    wholeNumberOf(get(trailer, 'Prev')) >= updateOffset
  ) {
    return undefined;
  }
  return { name, bytes, updateOffset };
}

// ---------------------------------------------------------------------------------------------
// Writing the update.
// ---------------------------------------------------------------------------------------------

/** A PDF literal string of printable ASCII (§7.3.4.2). */
function literal(text: string): string {
  return `(${text.replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

/** A text string (§7.9.2.2): literal when ASCII, else UTF-16BE with its byte order mark. */
function textString(text: string): string {
  if (/^[\x20-\x7e\n\r\t]*$/.test(text)) {
    return literal(text).replace(/[\n\r\t]/g, (char) =>
      char === '\n' ? '\\n' : char === '\r' ? '\\r' : '\\t',
    );
  }
  let hex = '<FEFF';
  for (let i = 0; i < text.length; i += 1) {
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  }
  return `${hex}>`;
}

/** A PDF name (§7.3.5): characters other than regular printable ones as #xx. */
function pdfName(text: string): string {
  let name = '/';
  for (const byte of ascii(text)) {
    const plain = byte > 0x20 && byte < 0x7f && byte !== 0x23 && !isDelimiter(byte);
    name += plain
      ? String.fromCharCode(byte)
      : `#${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return name;
}

/** A PDF date (§7.9.4) in UTC. */
function pdfDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `(D:${String(date.getUTCFullYear()).padStart(4, '0')}${two(date.getUTCMonth() + 1)}` +
    `${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}` +
    `${two(date.getUTCSeconds())}Z)`
  );
}

/** The update's bytes as they are written, and the file offset each one lands at. */
class UpdateWriter {
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  private readonly base: number;

  constructor(base: number) {
    this.base = base;
  }

  get position(): number {
    return this.base + this.length;
  }

  text(text: string): void {
    this.bytes(ascii(text));
  }

  bytes(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  after(document: Uint8Array): Uint8Array {
    const out = new Uint8Array(document.length + this.length);
    out.set(document, 0);
    let at = document.length;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** The PDF version a header or /Version names ('1.4'), as a number; 0 when there is none. */
function versionOf(text: string | undefined): number {
  return text && /^\d\.\d$/.test(text) ? Number(text) : 0;
}

/**
 * The PDF with the file attached in an update appended after it; the bytes before are `pdf`
 * unchanged. Throws a PdfAttachmentError when `pdf` is not a PDF it can extend (no startxref, no
 * trailer /Root, a cross-reference stream only, encrypted, ...) or when the file's name is not
 * printable ASCII or its date is not a date.
 */
export function appendAttachment(pdf: Uint8Array, file: PdfAttachmentInput): Uint8Array {
  if (!nameBytes(file.name)) {
    throw new PdfAttachmentError(`An attachment's name must be printable ASCII: '${file.name}'`);
  }
  const year = file.modified.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) {
    throw new PdfAttachmentError('An attachment needs a valid modification date');
  }
  if (!file.mimeType) throw new PdfAttachmentError('An attachment needs a media type');
  try {
    return writeUpdate(pdf, file);
  } catch (error) {
    if (error instanceof Malformed) {
      throw new PdfAttachmentError(`Cannot attach a file to this PDF: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

function writeUpdate(pdf: Uint8Array, file: PdfAttachmentInput): Uint8Array {
  let header = -1;
  for (let at = 0; at < Math.min(pdf.length, TAIL_LENGTH) && header < 0; at += 1) {
    if (matchesAt(pdf, PDF_HEADER, at)) header = at;
  }
  if (header < 0) throw new Malformed('no %PDF- header');
  const startxref = findStartxref(pdf);
  if (startxref === undefined) throw new Malformed("it does not end with 'startxref' and '%%EOF'");

  // Every object as the document now reads: the newest section first, then back through /Prev.
  const objects = new Map<number, XrefEntry>();
  const seen = new Set<number>();
  let hybrid = false;
  let trailer: PdfDict | undefined;
  for (let offset: number | undefined = startxref; offset !== undefined;) {
    if (seen.has(offset) || seen.size >= MAX_SECTIONS) {
      throw new Malformed('its /Prev chain loops');
    }
    seen.add(offset);
    const section = readXrefSection(pdf, offset);
    trailer ??= section.trailer;
    hybrid ||= get(section.trailer, 'XRefStm') !== undefined;
    for (const [num, entry] of section.entries) if (!objects.has(num)) objects.set(num, entry);
    const prev = get(section.trailer, 'Prev');
    offset = prev === undefined ? undefined : wholeNumberOf(prev);
  }
  if (!trailer) throw new Malformed('no trailer');
  if (get(trailer, 'Encrypt') !== undefined) throw new Malformed('it is encrypted');
  const rootValue = get(trailer, 'Root');
  if (rootValue === undefined) throw new Malformed('its trailer has no /Root');
  const root = refOf(rootValue);

  /** The object a value refers to (or the value itself); undefined for a missing object. */
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    if (value?.kind !== 'ref') return value;
    const entry = objects.get(value.num);
    if (!entry) {
      if (hybrid) throw new Malformed('some objects are in a cross-reference stream');
      return undefined;
    }
    if (!entry.inUse || entry.gen !== value.gen) return undefined;
    return readObject(pdf, entry.offset, value).value;
  };
  const raw = (span: Span) => pdf.subarray(span.start, span.end);
  const entryBytes = (entry: DictEntry) => pdf.subarray(entry.keyStart, entry.value.end);

  const catalogValue = resolve(root);
  if (catalogValue === undefined) throw new Malformed('its catalog (/Root) is missing');
  const catalog = dictOf(catalogValue);
  const oldNamesValue = resolve(get(catalog, 'Names'));
  const oldNames = oldNamesValue?.kind === 'dict' ? oldNamesValue : undefined;
  const oldTreeValue = resolve(get(oldNames, 'EmbeddedFiles'));
  const oldTree = oldTreeValue?.kind === 'dict' ? oldTreeValue : undefined;
  const oldAfValue = resolve(get(catalog, 'AF'));

  let size = 0;
  const trailerSize = get(trailer, 'Size');
  if (trailerSize !== undefined) size = wholeNumberOf(trailerSize);
  for (const num of objects.keys()) size = Math.max(size, num + 1);
  const fileNum = size;
  const specNum = size + 1;
  const namesNum = size + 2;

  const writer = new UpdateWriter(pdf.length);
  const offsets = new Map<number, { offset: number; gen: number }>();
  const begin = (num: number, gen: number) => {
    offsets.set(num, { offset: writer.position, gen });
    writer.text(`${String(num)} ${String(gen)} obj\n`);
  };
  // The update starts right at the end of the signed document, with a line feed of its own (the
  // document may end with '%%EOF' and no line break).
  writer.text('\n');

  begin(fileNum, 0);
  const length = String(file.bytes.length);
  writer.text(
    `<< /Type /EmbeddedFile /Subtype ${pdfName(file.mimeType)} /Length ${length} ` +
      `/Params << /Size ${length} /ModDate ${pdfDate(file.modified)} >> >>\nstream\n`,
  );
  writer.bytes(file.bytes);
  writer.text('\nendstream\nendobj\n');

  begin(specNum, 0);
  writer.text(
    `<< /Type /Filespec /F ${literal(file.name)} /UF ${literal(file.name)} ` +
      `/EF << /F ${String(fileNum)} 0 R >> /Desc ${textString(file.description)} ` +
      `/AFRelationship /Data >>\nendobj\n`,
  );

  // The names dictionary keeps the document's other name trees; the list of attached files keeps
  // the files attached before (unless one has this name), in the sorted order name trees need.
  // A list split into /Kids (hundreds of files) is not ours to merge: it is replaced.
  const wanted = ascii(file.name);
  const attached: { key: Uint8Array; text: Uint8Array }[] = [
    { key: wanted, text: ascii(`${literal(file.name)} ${String(specNum)} 0 R`) },
  ];
  let replaced: PdfRef | undefined;
  const oldPairs = get(oldTree, 'Kids') === undefined ? resolve(get(oldTree, 'Names')) : undefined;
  if (oldPairs?.kind === 'array') {
    for (let i = 0; i + 1 < oldPairs.items.length; i += 2) {
      const key = oldPairs.items[i];
      const value = oldPairs.items[i + 1];
      if (key.kind !== 'string') continue;
      if (sameBytes(key.bytes, wanted)) {
        if (value.kind === 'ref') replaced = value;
        continue;
      }
      attached.push({ key: key.bytes, text: pdf.subarray(key.start, value.end) });
    }
  }
  attached.sort((a, b) => compareBytes(a.key, b.key));
  begin(namesNum, 0);
  writer.text('<<\n');
  for (const entry of oldNames?.entries ?? []) {
    if (entry.key === 'EmbeddedFiles') continue;
    writer.bytes(entryBytes(entry));
    writer.text('\n');
  }
  writer.text('/EmbeddedFiles << /Names [');
  attached.forEach((pair, index) => {
    if (index > 0) writer.text(' ');
    writer.bytes(pair.text);
  });
  writer.text('] >>\n>>\nendobj\n');

  // The catalog, under its own number, with everything it had plus the attached files. /AF and
  // /UF are PDF 1.7 and PDF/A-3 keys, so the document says it is at least PDF 1.7.
  const headerVersion = String.fromCharCode(...pdf.subarray(header + 5, header + 8));
  const catalogVersion = get(catalog, 'Version');
  const version = Math.max(
    versionOf(headerVersion),
    versionOf(catalogVersion?.kind === 'name' ? catalogVersion.value : undefined),
  );
  const rewritten = new Set(['Names', 'AF', ...(version < 1.7 ? ['Version'] : [])]);
  begin(root.num, root.gen);
  writer.text('<<\n');
  for (const entry of catalog.entries) {
    if (rewritten.has(entry.key)) continue;
    writer.bytes(entryBytes(entry));
    writer.text('\n');
  }
  if (version < 1.7) writer.text('/Version /1.7\n');
  writer.text(`/Names ${String(namesNum)} 0 R\n/AF [`);
  for (const item of oldAfValue?.kind === 'array' ? oldAfValue.items : []) {
    if (item.kind === 'ref' && replaced?.num === item.num && replaced.gen === item.gen) continue;
    writer.bytes(raw(item));
    writer.text(' ');
  }
  writer.text(`${String(specNum)} 0 R]\n>>\nendobj\n`);

  // A cross-reference section for the changed objects only, in runs of consecutive numbers.
  const xrefOffset = writer.position;
  const rows = [...offsets].sort(([a], [b]) => a - b);
  let xref = 'xref\n';
  for (let first = 0; first < rows.length;) {
    let last = first;
    while (last + 1 < rows.length && rows[last + 1][0] === rows[last][0] + 1) last += 1;
    xref += `${String(rows[first][0])} ${String(last - first + 1)}\n`;
    for (let i = first; i <= last; i += 1) {
      const { offset, gen } = rows[i][1];
      xref += `${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n \n`;
    }
    first = last + 1;
  }
  writer.text(`${xref}trailer\n<<\n/Size ${String(size + 3)}\n`);
  writer.text(`/Root ${String(root.num)} ${String(root.gen)} R\n`);
  for (const key of ['Info', 'ID']) {
    const value = get(trailer, key);
    if (value === undefined) continue;
    writer.text(`/${key} `);
    writer.bytes(raw(value));
    writer.text('\n');
  }
  writer.text(`/Prev ${String(startxref)}\n>>\nstartxref\n${String(xrefOffset)}\n%%EOF\n`);
  return writer.after(pdf);
}
