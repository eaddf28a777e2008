import { i18n } from '@lingui/core';

import { SOURCE_LOCALE } from '@/config/locales';
import { intlLocale } from '@/lib/i18n/locale-choice';

/**
 * Dates as the app's language writes them (the user's own variant of it, see
 * `intlLocale`); '-' when the API sent no date or an unreadable one.
 */

function locale(language = i18n.locale || SOURCE_LOCALE) {
  return intlLocale(language);
}

/**
 * One formatter per language and style, made on first use: making one (`toLocaleDateString`
 * makes one per call) is the costly part, and a list formats a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions = {}) {
  const key = `${language} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, options);
    formatters.set(key, made);
  }
  return made;
}

function parse(value: string | undefined) {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A local date, e.g. '11/21/2026' (English, US), '21/11/2026' (Spanish). */
export function formatDate(value: string | undefined) {
  const date = parse(value);
  return date ? formatter(locale()).format(date) : '-';
}

/** A local date and time. */
export function formatDateTime(value: string | undefined) {
  const date = parse(value);
  return date ? formatter(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '-';
}

/**
 * A long date, e.g. 'November 21, 2026' (English, US), '21 de noviembre de 2026' (Spanish): in
 * the app's language, or in `language` (a proposal's own).
 */
export function formatLongDate(value: Date, language?: string) {
  return formatter(locale(language), { year: 'numeric', month: 'long', day: 'numeric' }).format(
    value,
  );
}

/** Milliseconds since the epoch, for sorting; missing dates sort as the oldest. */
export function timeOf(value: string | undefined) {
  return parse(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}
