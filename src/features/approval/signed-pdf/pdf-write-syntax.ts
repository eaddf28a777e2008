import { ascii } from '@/features/approval/signed-pdf/pdf-bytes';
import { isDelimiter } from '@/features/approval/signed-pdf/pdf-lexer';

/** Writing PDF values (ISO 32000-1 §7.3, §7.9) as text: strings, names, dates. */

/** A PDF literal string of printable ASCII (§7.3.4.2). */
export function literal(text: string): string {
  return `(${text.replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

/** A text string (§7.9.2.2): literal when ASCII, else UTF-16BE with its byte order mark. */
export function textString(text: string): string {
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
export function pdfName(text: string): string {
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
export function pdfDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `(D:${String(date.getUTCFullYear()).padStart(4, '0')}${two(date.getUTCMonth() + 1)}` +
    `${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}` +
    `${two(date.getUTCSeconds())}Z)`
  );
}
