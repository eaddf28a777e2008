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

/** The `define` that gives the app its languages (`__LOCALES__`, src/vite-env.d.ts). */
export const localesDefine = { __LOCALES__: JSON.stringify(LOCALES) };
