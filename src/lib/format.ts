import { i18n } from '@lingui/core';

import { SOURCE_LOCALE } from '@/config/locales';
import { dateTimeFormat } from '@/lib/i18n/intl-formatters';
import { intlLocale } from '@/lib/i18n/locale-choice';

/**
 * Dates as the app's language writes them (the user's own variant of it, see
 * `intlLocale`); '-' when the API sent no date or an unreadable one.
 */

function locale(language = i18n.locale || SOURCE_LOCALE) {
  return intlLocale(language);
}

function parse(value: string | undefined) {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A local date, e.g. '11/21/2026' (English, US), '21/11/2026' (Spanish). */
export function formatDate(value: string | undefined) {
  const date = parse(value);
  return date ? dateTimeFormat(locale()).format(date) : '-';
}

/** A local date and time. */
export function formatDateTime(value: string | undefined) {
  const date = parse(value);
  return date
    ? dateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : '-';
}

/**
 * A long date, e.g. 'November 21, 2026' (English, US), '21 de noviembre de 2026' (Spanish): in
 * the app's language, or in `language` (a proposal's own).
 */
export function formatLongDate(value: Date, language?: string) {
  return dateTimeFormat(locale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(value);
}

/** Milliseconds since the epoch, for sorting; missing dates sort as the oldest. */
export function timeOf(value: string | undefined) {
  return parse(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}
