import { useSyncExternalStore } from 'react';

import {
  DEFAULT_THEME,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from '@/config/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference);
}

function getThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Puts the theme on <html>: the `dark` class and the matching color-scheme. */
export function applyTheme(preference: ThemePreference = getThemePreference()) {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

function setThemePreference(preference: ThemePreference) {
  localStorage.setItem(THEME_STORAGE_KEY, preference);
  applyTheme(preference);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme();
    listener();
  };
  // With 'system', follow the operating system when it switches between light and dark.
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (getThemePreference() === 'system') applyTheme('system');
  };
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', onSystemChange);
  };
}

/** Prerendered pages show the default; a page that hydrates them starts from it too. */
const getPrerenderedPreference = () => DEFAULT_THEME;

/** The stored theme preference and a setter; every user of it re-renders on change. */
export function useThemePreference() {
  const preference = useSyncExternalStore(subscribe, getThemePreference, getPrerenderedPreference);
  return [preference, setThemePreference] as const;
}
