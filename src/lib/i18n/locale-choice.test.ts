import { afterEach, describe, expect, it } from 'vitest';

import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { LOCALES } from '@/config/locales';
import {
  browserLocale,
  isPublicPagePath,
  localeName,
  localeOfPath,
  localizedPath,
  preferredLocale,
  startLocale,
  unlocalizedPath,
} from '@/lib/i18n/locale-choice';

afterEach(() => localStorage.clear());

describe('languages', () => {
  it('are English, the source, and every folder of catalogues', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    expect(LOCALES.map(localeName)).toEqual(['English', 'Español']);
  });

  it("follow the browser's first language the app speaks", () => {
    expect(browserLocale(['es-MX', 'en-US'])).toBe('es');
    expect(browserLocale(['fr-FR', 'ES'])).toBe('es');
    expect(browserLocale(['en-GB', 'es'])).toBe('en');
    expect(browserLocale(['fr', 'de'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it("prefer the one kept on the device to the browser's; an unknown stored value counts as none", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(preferredLocale()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(preferredLocale()).toBe(browserLocale());
  });
});

describe('addresses', () => {
  it('put the public pages of another language under its code', () => {
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/login', 'es')).toBe('/es/login');
    expect(localizedPath('/es/login', 'en')).toBe('/login');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/es/register', 'es')).toBe('/es/register');
    expect(localizedPath('/login?redirectTo=%2Fapp%2Fprojects', 'es')).toBe(
      '/es/login?redirectTo=%2Fapp%2Fprojects',
    );
  });

  it('tell the language of a public page by its address', () => {
    expect(localeOfPath('/es/login')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/login')).toBe('en');
    expect(localeOfPath('/estate')).toBe('en');
    expect(localeOfPath('/en/login')).toBe('en');
    expect(unlocalizedPath('/es/forgot-password')).toBe('/forgot-password');
    expect(unlocalizedPath('/es')).toBe('/');
  });

  it("keep the app's one address: it is in the user's language", () => {
    expect(isPublicPagePath('/app/dashboard')).toBe(false);
    expect(isPublicPagePath('/confirm')).toBe(false);
    expect(isPublicPagePath('/application')).toBe(true);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(startLocale('/app/projects')).toBe('es');
    expect(startLocale('/login')).toBe('en');
    expect(startLocale('/es/login')).toBe('es');
  });
});
