/**
 * The languages the app speaks: one folder of catalogues each under src/locales (see README,
 * "Languages"). English is the source language, written in the code; adding a language is
 * adding its folder of catalogues, with no change here.
 */

/** The source language: the spec's texts, as the code writes them. */
export const SOURCE_LOCALE = 'en';

/** Every language with catalogues, the source first (read from src/locales at build time). */
export const LOCALES: readonly string[] = [
  SOURCE_LOCALE,
  ...Object.keys(import.meta.glob('/src/locales/*/public.po'))
    .map((path) => path.split('/').at(-2) ?? '')
    .filter((locale) => locale !== '' && locale !== SOURCE_LOCALE)
    .sort(),
];

export function isLocale(value: unknown): value is string {
  return typeof value === 'string' && LOCALES.includes(value);
}

/**
 * The app's language for the browser's preferred languages (`navigator.languages`, best first):
 * the first whose language the app speaks ('es-MX' gives 'es'), else the source language.
 */
export function localeForLanguages(languages: readonly string[]): string {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}

/** A language's own name for itself, as a language switch lists it ('English', 'Español'). */
export function localeName(locale: string) {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

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
