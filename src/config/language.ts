/**
 * The language the user chose (or first used) on this device: index.html's pre-paint script gets
 * the key injected at build time. It is a device setting, like the theme: logout keeps it.
 */
export const LANGUAGE_STORAGE_KEY = 'language';
