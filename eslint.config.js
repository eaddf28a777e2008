import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `src/<layer>` (the features, or the entities). */
function slicesOf(layer) {
  const dir = new URL(`./src/${layer}`, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** Feature folders under src/features: each may import itself, the entities and shared code. */
const features = slicesOf('features');
/** Entity folders under src/entities (the API's nouns): each may import itself and shared code. */
const entities = slicesOf('entities');

/** Tests may use the test utilities (which render the whole app); production code may not. */
const testFiles = 'src/**/*.test.{ts,tsx}';

const parentImports = {
  group: ['../../*'],
  message: 'Import across folders through the @/ alias, so the boundary rules can see it.',
};

/**
 * A config block for production code under `files` (but `ignores`) that may not import
 * `forbidden`. For its files, a later block of this kind replaces an earlier one.
 */
function boundary(files, forbidden, message, ignores = []) {
  return {
    files,
    ignores: [testFiles, ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [parentImports, { group: forbidden, message }] },
      ],
    },
  };
}

/** Shared code (ui primitives, lib, hooks, config) depends on no entity, feature or the app. */
const sharedBoundary = boundary(
  ['src/components/**', 'src/lib/**', 'src/hooks/**', 'src/config/**'],
  ['@/entities/*', '@/features/*', '@/app/*', '@/testing/*', '@/demo/*'],
  'Shared code must not import from entities, features, the app, test code or demo mode.',
);

/**
 * One boundary per slice of `layer` (a feature, an entity): it never imports a sibling slice,
 * nor `forbidden` (the layers above it, test code, demo mode). `what` names the slice's kind.
 */
function sliceBoundaries(layer, slices, what, forbidden, forbiddenWords) {
  return slices.map((slice) =>
    boundary(
      [`src/${layer}/${slice}/**`],
      [
        ...forbidden,
        '@/testing/*',
        '@/demo/*',
        ...slices.filter((other) => other !== slice).map((other) => `@/${layer}/${other}/*`),
      ],
      `${what} "${slice}" must not import from another ${what.toLowerCase()}, ${forbiddenWords}, ` +
        'test code or demo mode.',
    ),
  );
}

/** An entity never imports another entity, a feature or the app: features build on entities. */
const entityBoundaries = sliceBoundaries(
  'entities',
  entities,
  'Entity',
  ['@/features/*', '@/app/*'],
  'a feature, the app',
);

/** A feature never imports a sibling feature, nor the app that composes it; it may use entities. */
const featureBoundaries = sliceBoundaries('features', features, 'Feature', ['@/app/*'], 'the app');

/**
 * Inside a feature that holds several behaviours, each has a folder of its own (its model, hooks
 * and components together), and the feature's shared `api/` and `model/` serve them all. Here is
 * which behaviour folder may use which: a behaviour imports no other unless listed, and the
 * shared folders import none. (These blocks replace the feature's for their files, so they
 * repeat its forbidden imports.)
 */
const behaviours = {
  generate: {
    // The offline queue of designs: the wizard puts designs in it; it sends them by itself.
    'design-queue': [],
    // The variations sweep: the wizard and a design's variations screen both drive it.
    variations: [],
    // The wizard: photos, style, settings, upload, draft and start; queues and sweeps.
    wizard: ['design-queue', 'variations'],
  },
  history: {
    // The designs list (search, filters, selection to compare) and a project's designs.
    list: [],
    // A design's page: its pictures, download, delete, 'Create New Generation'.
    detail: [],
    // The compare studio.
    compare: [],
  },
  approval: {
    // The device's copy (IndexedDB): priced proposals, the price list, the currency, the signed
    // records, and the request for persistent storage.
    store: [],
    // The prices of a project's proposal on the project page: options, add-ons, tax, deposit.
    pricing: ['store'],
    // The signature pad and its checks.
    signing: [],
    // The signed PDF: written in a worker with the record attached; read back and checked.
    'signed-pdf': [],
    // The signed records of a project: the list, share and download, Logout's warning.
    records: ['store', 'signed-pdf'],
    // Presentation mode's 'Choose and approve' step: the choice, the totals, the signature.
    approve: ['store', 'signing', 'signed-pdf', 'records'],
    // 'Open a signed proposal': a PDF read back and checked against its digest.
    'open-signed': ['signed-pdf'],
  },
  'project-file': {
    // Making a project's file and handing it over (share sheet or download).
    export: [],
    // Reading a file, checking it, showing what it would change, applying it; a file dropped.
    open: [],
    // The project page's card: both.
    card: ['export', 'open'],
  },
  presentation: {
    // The plan: which designs, in which order, with which notes (kept on the device).
    plan: [],
    // The proposal made of the plan: its content, the Presentation card, print, PDF, offline copy.
    proposal: ['plan'],
    // Presentation mode: the slides shown to the customer.
    'presentation-mode': ['proposal'],
  },
};

const behaviourBoundaries = Object.entries(behaviours).flatMap(([feature, folders]) => {
  const names = Object.keys(folders);
  const featureForbidden = [
    '@/app/*',
    '@/testing/*',
    '@/demo/*',
    ...features.filter((other) => other !== feature).map((other) => `@/features/${other}/*`),
  ];
  const block = (files, others, who) =>
    boundary(
      files,
      [...featureForbidden, ...others.map((other) => `@/features/${feature}/${other}/*`)],
      `${who} must not import ${others.join(', ')} (eslint.config.js \`behaviours\`), another ` +
        'feature, the app, test code or demo mode.',
    );
  return [
    block(
      [`src/features/${feature}/*.{ts,tsx}`, `src/features/${feature}/{api,model}/**`],
      names,
      `The shared code of feature "${feature}"`,
    ),
    ...names.map((name) =>
      block(
        [`src/features/${feature}/${name}/**`],
        names.filter((other) => other !== name && !folders[name].includes(other)),
        `Behaviour "${feature}/${name}"`,
      ),
    ),
  ];
});

// -----------------------------------------------------------------------------------------------
// Demo mode and test helpers. src/testing holds test helpers only: product code (all of src but
// tests and src/testing itself) never imports it. src/demo is demo mode's in-browser API: besides
// tests and src/testing, only its lazy entry src/app/demo-api.ts imports it, and it imports
// neither the app nor test helpers. `productCode` comes before the shared and feature boundaries,
// which replace it for their files and so forbid the same two folders themselves.
// -----------------------------------------------------------------------------------------------
const productCode = boundary(
  ['src/**/*.{ts,tsx}'],
  ['@/testing/*', '@/demo/*'],
  'Product code imports neither test helpers (@/testing) nor demo mode (@/demo, which only ' +
    'src/app/demo-api.ts loads).',
  ['src/testing/**'],
);

/** Demo mode's lazy entry: the one product module that loads src/demo. */
const demoEntry = boundary(
  ['src/app/demo-api.ts'],
  ['@/testing/*'],
  'Product code never imports test helpers (@/testing).',
);

/** Demo mode answers the app's requests as the API would: it imports neither the app nor tests. */
const demoBoundary = boundary(
  ['src/demo/**'],
  ['@/app/*', '@/testing/*'],
  'Demo mode (src/demo) must not import from the app or test code.',
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-imports': ['error', { patterns: [parentImports] }],
    },
  },
  productCode,
  sharedBoundary,
  ...entityBoundaries,
  ...featureBoundaries,
  ...behaviourBoundaries,
  demoEntry,
  demoBoundary,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
          message: 'Never render HTML from data.',
        },
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the thing.',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Screens: one home. Every screen (route module) lives under src/app/routes, in folders that
  // mirror the URL, named `*-route.tsx` with its test beside it (`*-route.test.tsx`, or
  // `*-route.<case>.test.tsx` for a second set-up). Features hold no `routes/` folder and no
  // `*-route.tsx` file: they give the screens components, hooks and endpoints.
  // (Another block that sets `check-file/filename-blocklist` on the same files would replace
  // these patterns: add such patterns here instead.)
  // ---------------------------------------------------------------------------------------------
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-blocklist': [
        'error',
        {
          'src/features/**/routes/**': 'src/app/routes/<url>/<screen>-route.tsx',
          'src/features/**/*-route{,.*}.tsx': 'src/app/routes/<url>/<screen>-route.tsx',
          'src/app/routes/**/!(*-route|*.test).tsx': '<screen>-route.tsx',
          'src/app/routes/**/!(*-route|*-route.*).test.tsx': '<screen>-route.test.tsx',
        },
        {
          errorMessage:
            '"{{ target }}" breaks the screens rule ({{ pattern }}): a screen lives in ' +
            'src/app/routes/<url>/ as <screen>-route.tsx (test: <screen>-route.test.tsx); ' +
            'features hold no routes/ folder and no *-route.tsx file.',
        },
      ],
    },
  },
  {
    files: ['*.js', 'scripts/**/*.mjs', 'deploy/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['vite.config.ts', 'vitest.e2e.config.ts', 'vitest.engines.config.ts', 'tests/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  // The browser tests start Chromium as the scripts do: one list of its path and flags.
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...parentImports,
              group: [
                '../../*',
                '!../../scripts',
                '../../scripts/*',
                '!../../scripts/chromium.mjs',
                '!../../scripts/po-file.mjs',
                '!../../scripts/build-manifest.mjs',
              ],
            },
          ],
        },
      ],
    },
  },
);
