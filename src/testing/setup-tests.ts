import '@testing-library/jest-dom/vitest';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { activateLocale } from '@/lib/i18n/catalogs';
import { SOURCE_LOCALE } from '@/config/locales';

// The app's texts in English, as the browser has them before its first render.
await activateLocale(SOURCE_LOCALE, ['public', 'app']);

if (typeof document === 'undefined') {
  // A file that needs no DOM says so (`// @vitest-environment node` at its top) and runs in
  // workers of its own without the browser's stand-ins, the screens or the mock API, and a
  // fraction of their cost. No request leaves the process: none is answered.
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    vi.useRealTimers();
    await activateLocale(SOURCE_LOCALE, ['public', 'app']);
  });
  afterAll(() => server.close());
} else {
  const { installDomSetup } = await import('@/testing/setup-dom');
  installDomSetup();
}
