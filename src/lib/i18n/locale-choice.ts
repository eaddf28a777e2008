/**
 * The app's languages: one folder of catalogues each under src/locales (see README,
 * "Languages"). English is the source language, written in the code. Which language a page is
 * in, and which one the user wants, is decided here (and, before the first paint, by the same
 * rules in index.html's script).
 */
import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { LOCALES, SOURCE_LOCALE } from '@/config/locales';

export function isLocale(value: unknown): value is string {
  return typeof value === 'string' && LOCALES.includes(value);
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

/** The first of the browser's languages the app speaks ('es-MX' → 'es'), else the source. */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
) {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/** The language kept on this device, if any. */
export function storedLocale(): string | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `locale` as this device's language (storage may be refused: then it lasts the visit). */
export function storeLocale(locale: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode with storage off: the choice holds until the page is left.
  }
}

/** The language the user wants: the one kept on the device, else the browser's. */
export function preferredLocale() {
  return storedLocale() ?? browserLocale();
}

// --- Addresses --------------------------------------------------------------------------------
// The public pages exist in every language: English at its address (`/login`), another language
// under its code (`/es/login`). The app area (`/app/...`) and `/confirm` have one address, in
// the language the user wants.

/** Whether `pathname` is a public page (prerendered, with an address per language). */
export function isPublicPagePath(pathname: string) {
  return !/^\/(?:app|confirm)(?:\/|$)/.test(pathname);
}

/** The language a public page's address names: its prefix (`/es/...`), else the source. */
export function localeOfPath(pathname: string) {
  const first = pathname.split('/')[1];
  return first !== SOURCE_LOCALE && isLocale(first) ? first : SOURCE_LOCALE;
}

/** A public page's address without its language: `/es/login` → `/login`, `/es` → `/`. */
export function unlocalizedPath(pathname: string) {
  const locale = localeOfPath(pathname);
  if (locale === SOURCE_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** A public page's address in `locale`: `/login` → `/es/login`, `/` → `/es`. */
export function localizedPath(path: string, locale: string) {
  const page = unlocalizedPath(path);
  if (locale === SOURCE_LOCALE) return page;
  return page === '/' ? `/${locale}` : `/${locale}${page}`;
}

/**
 * The language a page starts in: a public page's is its address's (its HTML was prerendered
 * in it); the app's is the one the user wants.
 */
export function startLocale(pathname: string) {
  return isPublicPagePath(pathname) ? localeOfPath(pathname) : preferredLocale();
}

/**
 * A language's name in that language ('English', 'Español'), as a language menu lists it: one
 * of the app's languages, named by the build (scripts/find-locales.ts).
 */
export function localeName(locale: string) {
  return __LOCALE_NAMES__[locale] ?? locale;
}
