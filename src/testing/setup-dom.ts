import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { activateLocale } from '@/lib/i18n/catalogs';
import { SOURCE_LOCALE } from '@/config/locales';
import { signOut } from '@/lib/session/session';
import { installMatchMedia } from '@/testing/match-media';
import { mockApi, server } from '@/testing/mocks/server';
import { restoreNetwork } from '@/testing/network';

/** Browser APIs the test DOM lacks and Radix primitives use. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * Testing Library's error for a query that found nothing (or too much), with the page printed
 * into its message as Testing Library prints it, but only once the message is read. A query
 * that waits (`findBy`, `waitFor`) fails many times before it passes, and printing the whole
 * page each time took a few per cent of the suite's time.
 */
function elementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (text ??= [
        message,
        `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}

/**
 * React's development build captures a stack trace (`new Error()`) for each element it creates,
 * up to 10,000 a second, to name the owner of an element in its warnings ("owner stacks"). That
 * was a sixth of the unit tests' CPU time. Here the count of stacks taken this second always
 * reads as over that limit, so elements name no owner: React's warnings still show, without the
 * line of code that made the element. (React 19's internals; where they change, nothing is done.)
 */
function skipReactOwnerStacks() {
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as
    { recentlyCreatedOwnerStacks?: number } | undefined;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => {},
  });
}

/**
 * Two properties of the platform's select that happy-dom lacks: `size` (the `size` attribute as
 * a number, 0 when absent) and an option's `defaultSelected` (its `selected` attribute).
 * react-hook-form reads both when a select is registered, to tell whether the user changed it
 * before the form was ready: without them every select read as changed, and a form's default
 * value was never put into its select. Defined only where missing.
 */
function completeSelects() {
  if (!('size' in HTMLSelectElement.prototype)) {
    Object.defineProperty(HTMLSelectElement.prototype, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
        return Number.isNaN(size) || size < 0 ? 0 : size;
      },
      set(this: HTMLSelectElement, value: number) {
        this.setAttribute('size', String(value));
      },
    });
  }
  if (!('defaultSelected' in HTMLOptionElement.prototype)) {
    Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
      set(this: HTMLOptionElement, value: boolean) {
        this.toggleAttribute('selected', value);
      },
    });
  }
}

/**
 * The set-up of a test file with a DOM (happy-dom), called by
 * src/testing/setup-tests.ts for each such file: the browser's stand-ins, the mock API behind
 * MSW, and after each test everything a test can leave behind reset (DOM, MSW handlers, mock API
 * data, session, storage, cookies, timers, language).
 */
export function installDomSetup() {
  skipReactOwnerStacks();
  completeSelects();
  window.ResizeObserver = ResizeObserverStub;
  // The app's styles are not loaded in tests (`css: false`), but sonner puts its stylesheet
  // into the page when it is imported (97 rules, none that hides anything). The test DOM matched
  // every element against it on each look at an element's style, which a query by role makes
  // for every element it considers: without it such queries take half the time.
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent.startsWith('[data-sonner-toaster]')) style.remove();
  }
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  Element.prototype.hasPointerCapture = function hasPointerCapture() {
    return false;
  };
  Element.prototype.releasePointerCapture = function releasePointerCapture() {};

  // Routes are lazy: the first visit to one in a test file compiles its modules, which on a busy
  // 2-core CI machine can take longer than Testing Library's default second (the files that
  // share a module graph load every screen first: src/testing/setup-screens.ts).
  configure({ asyncUtilTimeout: 5000, getElementError: elementError });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

  beforeEach(() => {
    installMatchMedia();
  });

  afterEach(async () => {
    vi.useRealTimers();
    cleanup();
    // Sonner keeps its toasts in a module-level store and shows the ones still active to every
    // Toaster that mounts: a toast whose Toaster was unmounted before it timed out would appear
    // in the next test of this worker (a second 'Project created', say). Dismissed, none is
    // replayed.
    toast.dismiss();
    restoreNetwork();
    server.resetHandlers();
    await mockApi.reset();
    signOut();
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
    document.documentElement.className = '';
    // A screen's title stays with its test: the next one never reads it as its own.
    document.title = '';
    document.documentElement.removeAttribute('style');
    // A test that chose another language leaves the next one in English.
    await activateLocale(SOURCE_LOCALE, ['public', 'app']);
    document.documentElement.lang = SOURCE_LOCALE;
  });

  afterAll(() => server.close());
}
