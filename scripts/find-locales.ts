import { readdirSync } from 'node:fs';

/**
 * The app's languages: English (the source, written in the code) and a folder of catalogues per
 * other language under src/locales. Adding a language is adding its folder (see README,
 * "Languages"). Read by lingui.config.ts and, through the `__LOCALES__` constant, by the app.
 */
export const SOURCE_LOCALE = 'en';

export const LOCALES: readonly string[] = [
  SOURCE_LOCALE,
  ...readdirSync(new URL('../src/locales', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LOCALE)
    .map((entry) => entry.name)
    .sort(),
];

/**
 * Each language's name in that language ('English', 'Español'), as a language menu lists it:
 * from the Unicode CLDR data behind Node's Intl, the data browsers name languages with, worked out
 * here once. In a browser, making an `Intl.DisplayNames` costs a phone some 70 ms of the first
 * render (its language data loads then).
 */
export const LOCALE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return [locale, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)];
  }),
);

/**
 * The `define` that gives the app its languages and their names (`__LOCALES__`,
 * `__LOCALE_NAMES__`, src/vite-env.d.ts).
 */
export const localesDefine = {
  __LOCALES__: JSON.stringify(LOCALES),
  __LOCALE_NAMES__: JSON.stringify(LOCALE_NAMES),
};
