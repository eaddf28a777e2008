/** Byte strings as the PDF reader and writer compare them: no text decoding, exact offsets. */

const encoder = new TextEncoder();

/** The bytes of ASCII text (PDF keywords, numbers, names). */
export const ascii = (text: string) => encoder.encode(text);

/** Whether `pattern` is at offset `at` of `bytes`. */
export function matchesAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  if (at < 0 || at + pattern.length > bytes.length) return false;
  for (let i = 0; i < pattern.length; i += 1) if (bytes[at + i] !== pattern[i]) return false;
  return true;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Byte order, as a name tree sorts its keys (§7.9.6). */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return a.length - b.length;
}
