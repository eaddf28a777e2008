import { beforeAll } from 'vitest';

import { LOCALES } from '@/config/locales';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { loadScreens } from '@/testing/screens';

/**
 * For the test files that share a worker's module graph (vite.config.ts, project `unit`): every
 * screen is compiled before the first test, once per worker, so that no test's time limit pays
 * for a first visit. A file with a module graph of its own (project `isolated`) loads only the
 * screens it visits (`loadScreens` with their addresses): loading all of them cost each such file
 * several seconds.
 */

// A file without a DOM (`@vitest-environment node`) renders no screen.
const hasDom = typeof document !== 'undefined';

beforeAll(() => (hasDom ? loadScreens() : undefined), 60_000);
// So are the parts a screen loads once idle or on demand (a dialog, a menu, another language's
// messages: the first compiles a whole catalogue). Loaded first here,
// none is left half-loaded by a test that ends under fake timers (its import would then never
// finish, and the next test that needs it would wait forever).
beforeAll(() =>
  hasDom
    ? Promise.all([
        import('@/components/confirm-dialog-content'),
        import('@/features/history/detail/create-from-generation-dropdown'),
        // The sender of designs queued offline, which the signed-in layout loads once idle.
        import('@/features/generate/design-queue/queued-design-sender'),
        import('@/features/generate/design-queue/design-queue-store'),
        // The header's menus, whose code loads as the pointer comes near, the sidebar's sheet
        // (a phone) and tooltips (collapsed), and the picture viewer.
        import('@/components/language-menu'),
        import('@/components/theme-toggle'),
        import('@/components/ui/sidebar-sheet'),
        import('@/components/ui/sidebar-tooltip'),
        import('@/components/picture/image-viewer'),
        ...LOCALES.flatMap((locale) =>
          (['public', 'app'] as const).map((part) => loadCatalog(locale, part)),
        ),
      ])
    : undefined,
);
