/**
 * The values PDF syntax is made of (ISO 32000-1 §7.3), each with its span of bytes in the file,
 * and reading them as the structure expects: a value of another kind is Malformed.
 */

/** Bytes that are not the PDF structure expected: the reader answers undefined, the writer throws. */
export class Malformed extends Error {}

export type Span = { start: number; end: number };
export type DictEntry = { key: string; keyStart: number; value: PdfValue };
export type PdfDict = Span & { kind: 'dict'; entries: DictEntry[] };
export type PdfArray = Span & { kind: 'array'; items: PdfValue[] };
export type PdfRef = Span & { kind: 'ref'; num: number; gen: number };
export type PdfValue =
  | (Span & { kind: 'number'; value: number })
  | PdfRef
  | (Span & { kind: 'name'; value: string })
  | (Span & { kind: 'string'; bytes: Uint8Array })
  | PdfArray
  | PdfDict
  | (Span & { kind: 'keyword'; value: string });

export const get = (dict: PdfDict | undefined, key: string): PdfValue | undefined =>
  dict?.entries.find((entry) => entry.key === key)?.value;

export function dictOf(value: PdfValue | undefined): PdfDict {
  if (value?.kind !== 'dict') throw new Malformed('expected a dictionary');
  return value;
}

export function arrayOf(value: PdfValue | undefined): PdfArray {
  if (value?.kind !== 'array') throw new Malformed('expected an array');
  return value;
}

export function refOf(value: PdfValue | undefined): PdfRef {
  if (value?.kind !== 'ref') throw new Malformed('expected an indirect reference');
  return value;
}

export function wholeNumberOf(value: PdfValue | undefined): number {
  if (value?.kind !== 'number' || !Number.isSafeInteger(value.value) || value.value < 0) {
    throw new Malformed('expected a whole number');
  }
  return value.value;
}

export const isName = (value: PdfValue | undefined, name: string) =>
  value?.kind === 'name' && value.value === name;
