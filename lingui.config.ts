import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

import { LOCALES, SOURCE_LOCALE } from './scripts/find-locales.ts';

/**
 * The message catalogues (see README, "Languages"). English is the source: its texts are written
 * in the code (Lingui's macros) exactly as the spec writes them; each other language is a
 * catalogue. Two catalogues per language, so that a public page loads only what it shows:
 * - `public`: what the public pages (landing, sign-in, registration, forgot password, not found)
 *   and everything shared with them (components, lib, hooks, config, the error screens) say;
 * - `app`: the rest of the signed-in app. The app loads both.
 * `npm run i18n:extract` writes them; `npm run i18n:check` (CI) fails when a catalogue misses a
 * message the code uses, holds one nothing uses, or a language lacks a translation.
 */

const PUBLIC = [
  '<rootDir>/src/app/*.tsx',
  '<rootDir>/src/app/*.ts',
  '<rootDir>/src/app/routes/public',
  // The prerenderer's parts: the public pages' head tags.
  '<rootDir>/src/app/prerender',
  '<rootDir>/src/components',
  '<rootDir>/src/config',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/landing',
  '<rootDir>/src/hooks',
  '<rootDir>/src/lib',
];

const NOT_SHIPPED = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/testing/**'];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/public', include: PUBLIC, exclude: NOT_SHIPPED },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: [
        ...PUBLIC.map((path) =>
          path.endsWith('.ts') || path.endsWith('.tsx') ? path : `${path}/**`,
        ),
        ...NOT_SHIPPED,
        '<rootDir>/src/service-worker/**',
      ],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
});
