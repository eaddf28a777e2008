// Reads the message catalogues' .po files (as Lingui's po format writes them): for the
// catalogue check (check-messages.mjs) and the browser tests' check for untranslated words.

/** The entries of a .po file: msgid → msgstr (Lingui writes no plural forms of gettext). */
export function parsePo(text) {
  const entries = new Map();
  let field;
  let current = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (current.msgid !== '') entries.set(`${current.msgctxt}\u0004${current.msgid}`, current);
    current = { msgctxt: '', msgid: '', msgstr: '' };
    field = undefined;
  };
  const unquote = (value) => JSON.parse(value);
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    const start = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgctxt' || (start[1] === 'msgid' && field === 'msgstr')) flush();
      field = start[1];
      current[field] = unquote(start[2]);
      continue;
    }
    if (/^".*"$/.test(line) && field) current[field] += unquote(line);
  }
  flush();
  return entries;
}
