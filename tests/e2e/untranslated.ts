import { readdirSync, readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { parsePo } from '../../scripts/po-file.mjs';

/**
 * The check that a page in another language shows none of the app's own English: every piece of
 * English text of the catalogues (src/locales/en) that the language's catalogue translates into
 * something else, looked for in what the page shows and names (text, accessible names,
 * placeholders, titles, the document's title). What users typed is theirs and is not looked at:
 * pass it as `userData`.
 */

const locales = new URL('../../src/locales/', import.meta.url);

type Entry = { msgid: string; msgstr: string };

function entries(locale: string): Entry[] {
  return readdirSync(new URL(`${locale}/`, locales))
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => {
      const parsed = parsePo(readFileSync(new URL(`${locale}/${file}`, locales), 'utf8')) as Map<
        string,
        Entry
      >;
      return [...parsed.values()];
    });
}

/** The literal text of a message: its words between placeholders, tags and plural syntax. */
function fragments(message: string) {
  return message
    .split(/[{}<>#]|\b(?:plural|select|one|other|zero|few|many)\b|\w+,/)
    .map((part) => part.replace(/^[\s,.:;!?/'"-]+|[\s,.:;!?/'"-]+$/g, ''))
    .filter((part) => /[A-Za-z]/.test(part) && !/^\/?\d+$/.test(part));
}

/** The English pieces the app writes that `locale` says otherwise, longest first. */
export function englishPieces(locale: string): string[] {
  const translated = entries(locale);
  const translations = translated.map((entry) => entry.msgstr).join('\n');
  const pieces = new Set<string>();
  for (const { msgid, msgstr } of translated) {
    if (msgid === msgstr) continue;
    const parts = fragments(msgid);
    for (const part of parts) {
      // Several words, or a message that is one word of its own ('Dashboard', 'Logout').
      const words = part.split(/\s+/).length;
      const whole = parts.length === 1 && part === msgid.trim();
      if (words < 2 && !(whole && part.length >= 4)) continue;
      // A piece the translations also use (a brand, a cognate: 'Natural', 'Total') proves nothing.
      if (translations.includes(part)) continue;
      pieces.add(part);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}

const piecesByLocale = new Map<string, string[]>();

/** What the page shows and names, as one text: a user reads it, a screen reader says it. */
async function pageWords(page: Page) {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')]
      .filter((element) => !element.closest('[hidden], [aria-hidden="true"]'))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name)),
      );
    return [document.title, document.body.innerText, ...names].filter(Boolean).join('\n');
  });
}

/** Fails (softly) when the page shows English the app wrote itself. */
export async function expectNoUntranslatedText(
  page: Page,
  { locale = 'es', userData = [] }: { locale?: string; userData?: readonly string[] } = {},
) {
  let pieces = piecesByLocale.get(locale);
  if (!pieces) {
    pieces = englishPieces(locale);
    piecesByLocale.set(locale, pieces);
  }
  let words = await pageWords(page);
  for (const data of userData) words = words.replaceAll(data, ' ');
  const found = pieces.filter((piece) =>
    new RegExp(
      `(?<![\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
      'u',
    ).test(words),
  );
  expect.soft(found, `English on ${new URL(page.url()).pathname} (in ${locale})`).toEqual([]);
}

/**
 * A message of the app as `locale` says it (its catalogue's translation), with its placeholders
 * filled: what a test looks for on a page in that language.
 */
export function translation(
  locale: string,
  message: string,
  values: Readonly<Record<string, string>> = {},
) {
  const found = entries(locale).find((entry) => entry.msgid === message);
  if (!found) throw new Error(`No message "${message}" in the ${locale} catalogues.`);
  return found.msgstr.replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}
