import { ascii } from '@/features/approval/signed-pdf/pdf-bytes';
import type { DictEntry } from '@/features/approval/signed-pdf/pdf-values';

/**
 * An incremental update (ISO 32000-1 §7.5.6) as it is written: its bytes, the file offset each
 * one lands at, where each object starts, and the cross-reference section (§7.5.4) that lists
 * them.
 */
export class UpdateWriter {
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  private readonly base: number;
  private readonly objects = new Map<number, { offset: number; gen: number }>();

  /** `base`: the length of the document the update is appended to. */
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

  /** Starts the object `num gen obj` here, and lists it in the cross-reference section. */
  beginObject(num: number, gen: number): void {
    this.objects.set(num, { offset: this.position, gen });
    this.text(`${String(num)} ${String(gen)} obj\n`);
  }

  /** A dictionary's entries, each as it is written in `source` and on a line of its own. */
  entries(source: Uint8Array, entries: readonly DictEntry[], skip: (key: string) => boolean) {
    for (const entry of entries) {
      if (skip(entry.key)) continue;
      this.bytes(source.subarray(entry.keyStart, entry.value.end));
      this.text('\n');
    }
  }

  /** The cross-reference section of the objects begun, in runs of consecutive numbers. */
  crossReference(): string {
    const rows = [...this.objects].sort(([a], [b]) => a - b);
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
    return xref;
  }

  /** `document` with the update appended. */
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
