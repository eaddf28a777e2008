/**
 * The app's languages: one folder of catalogues each under src/locales (see README,
 * "Languages"). English is the source language, written in the code.
 */

/** The source language: the spec's texts, as the code writes them. */
export const SOURCE_LOCALE = 'en';

/**
 * The locale dates and numbers are written in, for the app's language `locale`: the user's own
 * variant of it when the browser prefers one ('en-GB' for English writes 21/11/2026), else the
 * language itself.
 */
export function intlLocale(
  locale: string,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
) {
  return languages.find((language) => language.toLowerCase().split('-')[0] === locale) ?? locale;
}
