/** Theme preferences. index.html's pre-paint script gets these values injected at build time. */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The product's default theme (spec §3). */
export const DEFAULT_THEME: ThemePreference = 'dark';
