import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';

import { SOURCE_LOCALE } from '@/config/locales';
import { startLocale, storedLocale, storeLocale } from '@/lib/i18n/locale-choice';

/**
 * The message catalogues, compiled from src/locales/<locale>/<part>.po by @lingui/vite-plugin,
 * each a chunk of its own: a page loads only its language's catalogues, and a public page only
 * the `public` part (the signed-in app loads `app` too).
 */
type CatalogPart = 'public' | 'app';

const catalogs: Partial<Record<string, () => Promise<{ messages: Messages }>>> = import.meta.glob<{
  messages: Messages;
}>('/src/locales/*/*.po');

const loaded = new Set<string>();

/** A part of a language's messages (its chunk loads once). */
async function catalogMessages(locale: string, part: CatalogPart): Promise<Messages> {
  const key = `${locale}/${part}`;
  const load =
    catalogs[`/src/locales/${key}.po`] ?? catalogs[`/src/locales/${SOURCE_LOCALE}/${part}.po`];
  if (!load) throw new Error(`No catalogue ${key}.`);
  return (await load()).messages;
}

/** Loads a part of a language's messages into Lingui (once); resolves when they can be used. */
export async function loadCatalog(locale: string, part: CatalogPart) {
  const key = `${locale}/${part}`;
  if (loaded.has(key)) return;
  i18n.load(locale, await catalogMessages(locale, part));
  loaded.add(key);
}

const otherLanguages = new Map<string, Promise<I18n>>();

/**
 * Lingui of its own for `locale`, with the whole app's messages: for what is said in another
 * language than the app's (a proposal in its customer's language), beside the app's own.
 */
export function i18nFor(locale: string): Promise<I18n> {
  let made = otherLanguages.get(locale);
  if (!made) {
    made = Promise.all([catalogMessages(locale, 'public'), catalogMessages(locale, 'app')]).then(
      ([publicMessages, appMessages]) =>
        setupI18n({ locale, messages: { [locale]: { ...publicMessages, ...appMessages } } }),
    );
    // A failed load (offline, a new deploy) may be tried again.
    made.catch(() => otherLanguages.delete(locale));
    otherLanguages.set(locale, made);
  }
  return made;
}

/** Counts the requests for a language: the one asked for last is the one shown. */
let lastRequest = 0;

/**
 * Makes `locale` the language of every text, once the given parts of its catalogues are loaded
 * (a render right after shows them all in that language); at once where they are loaded already,
 * so a page that changes its language as it is shown (public-layout-route.tsx) is never painted
 * in the old one. The language asked for last wins, whichever loads first: an earlier request
 * that is overtaken loads its catalogues and changes nothing.
 */
export async function activateLocale(locale: string, parts: readonly CatalogPart[]) {
  const request = ++lastRequest;
  if (!parts.every((part) => loaded.has(`${locale}/${part}`))) {
    await Promise.all(parts.map((part) => loadCatalog(locale, part)));
    if (request !== lastRequest) return;
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  // Screen readers, hyphenation and spell checking follow the page's language.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** This page's start language (`startLocale`); outside a browser (prerendering), the source. */
function pageStartLocale() {
  return typeof window === 'undefined' ? SOURCE_LOCALE : startLocale(location.pathname);
}

/**
 * The language the app starts in (`startLocale`: a public page's address, else the user's), its
 * public catalogue loaded and active: what the root route waits for before anything renders (the
 * signed-in app's catalogue follows with its routes). A first visit keeps the language it
 * started in on the device, so the app goes on in it.
 */
export async function activateStartLocale() {
  const locale = pageStartLocale();
  await activateLocale(locale, ['public']);
  if (typeof window !== 'undefined' && !storedLocale()) storeLocale(locale);
}

/** The parts of the catalogues the page uses now: the signed-in app's too, once loaded. */
function partsInUse(): CatalogPart[] {
  const current = i18n.locale || SOURCE_LOCALE;
  return loaded.has(`${current}/app`) ? ['public', 'app'] : ['public'];
}

/**
 * The user chose `locale` (the language menu): it is kept on the device and becomes the
 * language of every text, once the catalogues the page uses now are loaded in it.
 */
export async function chooseLocale(locale: string) {
  storeLocale(locale);
  await activateLocale(locale, partsInUse());
}

/**
 * The user chose `locale` on a public page, which is in the language its address names: it is
 * kept on the device and the catalogues the page uses are loaded in it, but nothing changes
 * until the page at that language's address is shown (it then switches at once, before it is
 * painted: public-layout-route.tsx).
 */
export async function prepareLocale(locale: string) {
  storeLocale(locale);
  await Promise.all(partsInUse().map((part) => loadCatalog(locale, part)));
}

/**
 * The signed-in app's catalogue in the language shown (it comes with the app's routes). On a
 * first load the router asks for the app's routes while the root route is still activating the
 * start language: that one, then.
 */
export function loadAppCatalog() {
  return loadCatalog(i18n.locale || pageStartLocale(), 'app');
}
