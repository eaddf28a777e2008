import {
  Malformed,
  type DictEntry,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from '@/features/approval/signed-pdf/pdf-values';

/**
 * Reading PDF syntax (ISO 32000-1 §7.2, §7.3) from bytes: white space, comments, tokens and
 * objects, from any position in the file. Bounded everywhere, so that crafted bytes cannot make it
 * hang or build millions of values.
 */

export const LF = 0x0a;
export const CR = 0x0d;
/** Nesting deeper than this is not in any catalog or file specification we read. */
const MAX_DEPTH = 32;
/** The longest keyword, number or name we accept (names may have 127 bytes, numbers fewer). */
const MAX_WORD = 256;
/** Values one object may hold (a catalog has tens; the largest name trees some thousands). */
const MAX_VALUES = 1_000_000;

export const isWhite = (byte: number) =>
  byte === 0x20 || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c || byte === 0x00;

export const isDelimiter = (byte: number) =>
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

export function unsignedOf(word: string): number {
  if (!/^\d{1,10}$/.test(word)) throw new Malformed(`expected a whole number, found '${word}'`);
  return Number(word);
}

/** Reads PDF tokens and objects from a position in the file; fails with Malformed, never hangs. */
export class Lexer {
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
