import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import type { RouteObject } from 'react-router-dom';

import { appRoutes } from '@/app/app-routes';
import { routes } from '@/app/router';
import { activateLocale } from '@/lib/i18n/catalogs';
import { SOURCE_LOCALE } from '@/config/locales';
import { signOut } from '@/lib/session/session';
import { installMatchMedia } from '@/testing/match-media';
import { mockApi, server } from '@/testing/mocks/server';
import { restoreNetwork } from '@/testing/network';

// The app's texts in English, as the browser has them before its first render.
await activateLocale(SOURCE_LOCALE, ['public', 'app']);

// Browser APIs the test DOM lacks and Radix primitives use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.hasPointerCapture = function hasPointerCapture() {
  return false;
};
Element.prototype.releasePointerCapture = function releasePointerCapture() {};

// Routes are lazy: the first visit to one in a test file compiles its modules, which on a busy
// 2-core CI machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Runs every lazy route's loader, so each screen's modules are compiled. */
async function loadEveryScreen(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadEveryScreen(route.children);
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every screen is lazy-loaded: compile them all before the first test (once per worker, since
// test files share their module graph), so that no test's time limit pays for a first visit.
beforeAll(() => loadEveryScreen([...routes, ...appRoutes]), 60_000);
// So are the parts a screen loads once idle or on demand (a dialog, a menu). Loaded first here,
// none is left half-loaded by a test that ends under fake timers (its import would then never
// finish, and the next test that needs it would wait forever).
beforeAll(() =>
  Promise.all([
    import('@/components/confirm-dialog-content'),
    import('@/features/history/detail/create-from-generation-dropdown'),
  ]),
);

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  // Sonner keeps its toasts in a module-level store and shows the ones still active to every
  // Toaster that mounts: a toast whose Toaster was unmounted before it timed out would appear in
  // the next test of this worker (a second 'Project created', say). Dismissed, none is replayed.
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
  document.documentElement.removeAttribute('style');
  // A test that chose another language leaves the next one in English.
  await activateLocale(SOURCE_LOCALE, ['public', 'app']);
  document.documentElement.lang = SOURCE_LOCALE;
});

afterAll(() => server.close());
