/**
 * The app's languages (see README, "Languages"); src/lib/i18n/locale-choice.ts decides which one a page
 * is in.
 */

/** The source language: the spec's texts, as the code writes them. */
export const SOURCE_LOCALE = 'en';

/**
 * Every language of the app, the source first: the folders of src/locales, as the build found
 * them (scripts/find-locales.ts). Their catalogues load with `loadCatalog` (src/lib/i18n/catalogs.ts).
 */
export const LOCALES: readonly string[] = __LOCALES__;
