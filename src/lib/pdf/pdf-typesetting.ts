/**
 * Typesetting the text of the PDFs the app writes, in any language: what the PDF's standard fonts
 * can show (`toPdfText`), a line of settings, and wrapped lines cut to fit. Nothing here
 * translates: the words come translated from each PDF's own texts (made on the main thread).
 */

/**
 * Characters that Windows-1252 (WinAnsiEncoding, the PDF standard fonts' encoding) has beyond
 * Latin-1: the PDF writer maps these to their codes itself.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** What the standard fonts cannot show, as something close that they can. */
const CLOSE_ENOUGH = new Map<string, string>(
  Object.entries({
    Ł: 'L',
    ł: 'l',
    Đ: 'D',
    đ: 'd',
    Ħ: 'H',
    ħ: 'h',
    ı: 'i',
    Ŧ: 'T',
    ŧ: 't',
    '\u2010': '-',
    '\u2011': '-',
    '\u2012': '-',
    '\u2212': '-',
    '\u2032': "'",
    '\u2033': '"',
    '\u00a0': ' ',
    '\u2007': ' ',
    '\u2009': ' ',
    '\u200a': ' ',
    '\u202f': ' ',
    '\u2028': '\n',
    '\u2029': '\n',
  }),
);

function isWinAnsi(char: string) {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * `text` as the PDF's standard fonts (Helvetica, WinAnsiEncoding) can show it: accented letters
 * outside Latin-1 lose their accents (ő → o), a few letters and spaces become their nearest
 * kin, tabs become spaces, emoji and other pictographs are left out (with the joiners and
 * variation selectors around them), and any other character becomes '?'.
 */
export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (char === '\t') {
      out += ' ';
      continue;
    }
    const close = CLOSE_ENOUGH.get(char);
    if (close !== undefined) {
      out += close;
      continue;
    }
    // Joiners, variation selectors, skin tones and other marks that show nothing by themselves.
    if (/[\p{M}\p{Cf}\u{1F3FB}-\u{1F3FF}]/u.test(char)) continue;
    if (/\p{Extended_Pictographic}/u.test(char)) continue;
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare !== '' && Array.from(bare).every(isWinAnsi) ? bare : '?';
  }
  // Spaces left doubled where a pictograph was taken out of the middle of a sentence.
  return out.replace(/ {2,}/g, ' ').replace(/ +$/gm, '');
}

/** The design's settings as one line: 'Fall · Cloudy · Dusk · Calm'. */
export function settingsLine(settings: readonly string[]): string {
  return settings.filter((setting) => setting.trim() !== '').join(' · ');
}

/**
 * At most `max` of the wrapped `lines`; when some are left out, the last one kept ends in '…'
 * (a few characters shorter, so it still fits the width it was wrapped to).
 */
export function clampLines(lines: readonly string[], max: number): string[] {
  if (lines.length <= max) return [...lines];
  if (max <= 0) return [];
  const kept = lines.slice(0, max);
  const last = kept[max - 1] ?? '';
  kept[max - 1] = `${last.slice(0, Math.max(0, last.length - 2)).trimEnd()}…`;
  return kept;
}
