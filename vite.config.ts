import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as viteBuild, loadEnv, type ViteBuilder } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';

import { APP_START_MODULE } from './scripts/build-manifest.mjs';
import {
  appChunks,
  BUILD_CHUNKS_FILE,
  type BuildChunks,
  type BuiltChunk,
} from './scripts/app-chunks.ts';
import { linguiMacros } from './scripts/lingui-macros.ts';
import { precompressSite } from './scripts/precompress.ts';
import { LOCALES, localesDefine, SOURCE_LOCALE } from './scripts/find-locales.ts';
import { LANGUAGE_STORAGE_KEY } from './src/config/language.ts';
import { apiBaseUrlFrom } from './src/config/api-base-url.ts';
import { PRODUCT_NAME } from './src/config/product.ts';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from './src/config/theme.ts';

/**
 * The version a signed proposal's record names: package.json's, with the commit it was built
 * from where the build runs in a git checkout ('0.1.0+62fdf38').
 */
function appVersion(): string {
  const { version } = JSON.parse(
    readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

/** Fills index.html's %NAME% placeholders from the app's constants, so each lives in one place. */
function htmlConstants(values: Record<string, string>): Plugin {
  return {
    name: 'yardvision-html-constants',
    transformIndexHtml: (html) =>
      html.replace(/%([A-Z_]+)%/g, (match, name: string) => values[name] ?? match),
  };
}

/** Whether this build is a demo build, and what its service worker is built with (demoMode()). */
const serviceWorkerDefines: Record<string, string> = {};
let demoBuild = true;
/** The API's origin, where it is another site's (demoMode()); '' in a demo build or on the site. */
let apiOrigin = '';

/**
 * Demo mode, decided once: no API URL configured (`VITE_API_BASE_URL` read as the app reads it).
 * The app sees the decision as the constant `__DEMO_MODE__` (src/config/env.ts), so the bundler
 * drops the mock API from a build with an API URL; such a build also ships neither the mock
 * service worker nor the sample photos of public/ (removed from the output).
 */
function demoMode(): Plugin {
  let isDemo = true;
  let removeDemoAssetsFrom: string | undefined;
  return {
    name: 'yardvision-demo-mode',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      const apiBaseUrl = apiBaseUrlFrom(env.VITE_API_BASE_URL);
      isDemo = apiBaseUrl === '';
      demoBuild = isDemo;
      // An API on the site's own origin (a relative URL) needs nothing here: the worker leaves
      // same-origin requests it does not know to the network.
      apiOrigin = URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
      serviceWorkerDefines.__API_ORIGIN__ = JSON.stringify(apiOrigin);
      return { define: { __DEMO_MODE__: JSON.stringify(isDemo) } };
    },
    configResolved(config) {
      if (config.command === 'build' && !isDemo) {
        removeDemoAssetsFrom = resolve(config.root, config.build.outDir);
      }
    },
    closeBundle() {
      if (!removeDemoAssetsFrom) return;
      rmSync(resolve(removeDemoAssetsFrom, 'mockServiceWorker.js'), { force: true });
      rmSync(resolve(removeDemoAssetsFrom, 'demo'), { recursive: true, force: true });
    },
  };
}

/** The module that asks for a cold screen's data, beside its code (src/main.tsx). */
const EARLY_DATA_MODULE = 'src/app/early-screen-data.ts';

/** What a phone's frame loads at once besides the screen: its menu's sheet (ui/sidebar.tsx). */
const PHONE_FRAME_MODULES = ['src/components/ui/sidebar-sheet.tsx'];

/** The modules every screen of the `/app` area loads before its own (src/app/router.tsx). */
const APP_AREA_MODULES = [
  'src/app/routes/root-route.tsx',
  // The catalogues' loader: the router imports it for the page's language and the app's texts.
  'src/lib/i18n/catalogs.ts',
  'src/app/routes/data-layout-route.tsx',
  'src/app/app-routes.tsx',
];

/**
 * What the app shell preloads, from the browser build's chunks (scripts/app-chunks.ts): the
 * start's chunks (those of src/app/start.tsx and its static imports), and for each screen the
 * chunks of its modules and their static imports (src/app/prerender/screen-preload-script.ts
 * puts them into the shell). Addresses from `base`; the page's own entry is left out (its module script loads it).
 * Throws when a module is not in the build.
 */
function shellCodeOf(chunks: readonly BuiltChunk[], base: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const fileOf = (source: string) => {
    const chunk = chunks.find((candidate) => candidate.modules.includes(source));
    if (!chunk) throw new Error(`The build has no chunk for ${source}.`);
    return chunk.file;
  };
  const withImports = (files: Iterable<string>) => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file)) return;
      found.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of files) visit(file);
    return found;
  };
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file));
  const start = withImports([fileOf(APP_START_MODULE)]);
  const addresses = (files: Iterable<string>) =>
    [...files].filter((file) => !entries.has(file)).map((file) => `${base}${file}`);
  return {
    start: addresses(start),
    // A demo build has none (its data is on the device: src/main.tsx).
    first: chunks.some((chunk) => chunk.modules.includes(EARLY_DATA_MODULE))
      ? addresses(withImports([fileOf(EARLY_DATA_MODULE)]))
      : [],
    chunksOf: (sources: readonly string[]) =>
      addresses([...withImports(sources.map(fileOf))].filter((file) => !start.has(file))),
    areaCode: APP_AREA_MODULES,
    phoneCode: PHONE_FRAME_MODULES,
    catalogue: (locale: string, part: string) => `src/locales/${locale}/${part}.po`,
  };
}

/** The service worker's source, and the largest file it precaches (the HEIC converter is not). */
const SERVICE_WORKER_SOURCE = 'src/service-worker/service-worker.ts';
const PRECACHE_FILE_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * A page of the build by the address the site serves it at (deploy/ has no `*.html`):
 * index.html is `/`, login.html `/login`, app.html `/app`, es/index.html `/es`, es/login.html
 * `/es/login`. The not-found pages have none.
 */
function pageAddress(file: string): string | undefined {
  const page = file.replace(/\.html$/, '');
  if (page === '404' || page.endsWith('/404')) return undefined;
  if (page === 'index') return '/';
  return `/${page.replace(/\/index$/, '')}`;
}

/**
 * Builds the service worker (src/service-worker/service-worker.ts) into `outDir`/sw.js, one
 * classic script, then writes its precache list with workbox-build: every file of the build
 * the app needs to open offline (pages, app shell, every route's code, styles, icons, the
 * landing pictures), each with its revision. It runs after the pages are prerendered, so they
 * are in the list. Left out: the HEIC converter (about 3 MB, loaded only for a HEIC photo),
 * the social preview image, the not-found pages, the build's bookkeeping.
 */
async function buildServiceWorker(root: string, outDir: string, define: Record<string, string>) {
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': resolve(root, 'src') } },
    define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
      rollupOptions: {
        input: resolve(root, SERVICE_WORKER_SOURCE),
        output: { format: 'iife', entryFileNames: 'sw.js' },
      },
    },
  });
  const { injectManifest } = await import('workbox-build');
  const swFile = resolve(outDir, 'sw.js');
  const { warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: outDir,
    globPatterns: ['**/*.{html,js,css,svg,png,ico,webp,webmanifest,woff2,jpg}'],
    globIgnores: ['sw.js', 'mockServiceWorker.js', '**/404.html', 'og-image.png', '.vite/**'],
    // Hashed names change with their content: no second revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.flatMap((entry) => {
          if (entry.size > PRECACHE_FILE_LIMIT_BYTES) return [];
          if (!entry.url.endsWith('.html')) return [entry];
          const address = pageAddress(entry.url);
          return address ? [{ ...entry, url: address }] : [];
        }),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`The service worker's precache: ${warnings.join('; ')}`);
}

/**
 * Where the build puts the prerenderer (a Node module) for the moment it runs: a folder of this
 * process's own, so that builds running side by side (the browser tests build with an API while
 * another build runs) neither read a half-written prerenderer nor delete each other's.
 */
const PRERENDERER_DIR = `node_modules/.cache/yardvision-prerender/${process.pid}`;

/**
 * Prerenders the public pages (src/app/prerender.tsx). `vite build` builds the browser app,
 * then the same source once more for Node (Vite's `ssr` environment) with src/app/prerender.tsx
 * as its entry; this plugin then runs it on the browser build's index.html and writes the pages,
 * the app shell, robots.txt and the sitemap next to it. `SITE_URL` (the address the site is
 * served at, build time only) makes the canonical links, og:url and the sitemap.
 */
function prerenderPublicPages(): Plugin {
  let siteUrl: string | undefined;
  return {
    name: 'yardvision-prerender',
    config(config, { mode, command }) {
      if (command !== 'build') return;
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'SITE_URL');
      siteUrl = env.SITE_URL;
      return {
        // With a builder, `vite build` builds every environment: the browser's, then Node's.
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: PRERENDERER_DIR,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rollupOptions: { input: { prerender: 'src/app/prerender.tsx' } },
            },
          },
        },
      };
    },
    // `vite preview` answers like deploy/'s server for the app area: the app shell, not `/`.
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/app' || path.startsWith('/app/') || path === '/confirm') {
          request.url = `/app.html${request.url?.slice(path.length) ?? ''}`;
        }
        next();
      });
    },
    async buildApp(builder: ViteBuilder) {
      const { client, ssr } = builder.environments;
      for (const environment of [client, ssr]) {
        if (!environment.isBuilt) await builder.build(environment);
      }
      const { root } = builder.config;
      const outDir = resolve(root, client.config.build.outDir);
      const prerendererDir = resolve(root, ssr.config.build.outDir);
      try {
        const module = (await import(
          pathToFileURL(resolve(prerendererDir, 'prerender.js')).href
        )) as {
          prerenderSite(options: {
            template: string;
            siteUrl?: string;
            shellCode: ReturnType<typeof shellCodeOf>;
            stylesheet: string;
            apiOrigin?: string;
          }): Promise<{ file: string; content: string }[]>;
          appScreens(): { path: string; code: string[] }[];
        };
        const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        const built = JSON.parse(
          readFileSync(resolve(outDir, BUILD_CHUNKS_FILE), 'utf8'),
        ) as BuildChunks;
        const shellCode = shellCodeOf(built.chunks, client.config.base);
        // Every screen the area's routes load names its module (src/app/screen-code.ts).
        const named = new Set(module.appScreens().flatMap((screen) => screen.code));
        const unnamed = built.appRoutesLazyImports.filter((source) => !named.has(source));
        if (unnamed.length > 0) {
          throw new Error(
            `src/app/app-routes.tsx loads ${unnamed.join(', ')} without naming it in a route's ` +
              '`handle: screenCode(...)`: the app shell could not preload it.',
          );
        }
        // The app shell carries the stylesheet's rules for its frame inline (its frame paints
        // before any request) and loads the whole stylesheet once the frame is on screen.
        const stylesheetHref = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template)?.[1];
        if (!stylesheetHref) throw new Error('The built index.html links no stylesheet.');
        const stylesheet = readFileSync(
          resolve(outDir, stylesheetHref.slice(client.config.base.length)),
          'utf8',
        );
        const files = await module.prerenderSite({
          template,
          siteUrl,
          shellCode,
          stylesheet,
          apiOrigin: apiOrigin || undefined,
        });
        for (const { file, content } of files) {
          mkdirSync(resolve(outDir, file, '..'), { recursive: true });
          writeFileSync(resolve(outDir, file), content);
        }
      } finally {
        rmSync(prerendererDir, { recursive: true, force: true });
      }
      // Demo builds have none: the mock API's worker controls their site (src/demo).
      if (!demoBuild) await buildServiceWorker(root, outDir, serviceWorkerDefines);
      // Last, once every file is written (the service worker's precache lists none of these).
      // BUILD_BROTLI=off leaves them out, for a server that sends none (the cross-engine tests'
      // nginx rewrites each page it sends and turns brotli_static off).
      if (process.env.BUILD_BROTLI !== 'off') await precompressSite(outDir);
    },
  };
}

const TESTS = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace modules (vi.mock, vi.resetModules) would be listed here: each gets a
 * worker and a module graph of its own, which costs it about a second of set-up. In a shared graph
 * (`isolate: false`) Vitest cannot apply such a mock soundly: a module that an earlier file loaded
 * keeps the real one it imported, and a module loaded first under the mock keeps it for the files
 * after. None does now: a test that needs to control a collaborator does it through the app's own
 * seams (AppProvider's services, a screen's props, a function's parameters; see src/testing).
 */
const ISOLATED_TESTS: string[] = [];

/**
 * Each test file's environment where its first line names one (vitest's own comment,
 * `// @vitest-environment node`), read once.
 */
const MARKED_ENVIRONMENTS = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .map((file) => ({
    file,
    environment: /^\/\/ @vitest-environment (\w+)\n/.exec(readFileSync(file, 'utf8'))?.[1],
  }));

/** The test files whose first line names `environment`. */
function testFilesMarked(environment: string) {
  return MARKED_ENVIRONMENTS.filter((marked) => marked.environment === environment).map(
    (marked) => marked.file,
  );
}

/**
 * Test files that need no DOM: they start with `// @vitest-environment node` (vitest's own
 * marker, so a file run alone runs in Node too). They get workers of their own: in the workers of
 * the files with a DOM, each switch of environment started a new worker, which loaded every
 * screen again. The prerenderer's tests are among them (it runs in Node at build time): React's
 * prerenderer marks each context it renders as its own for good, and a file rendering in a DOM
 * after it in the same worker logged thousands of 'multiple renderers' warnings; here no file
 * renders in a DOM. (`renderToString`, in src/app/app.test.tsx, marks another field: no clash.)
 */
const NODE_TESTS = testFilesMarked('node');

/** How the signed-in app's code is cut into files (scripts/app-chunks.ts). */
const signedInChunks = appChunks(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  plugins: [
    signedInChunks.plugin,
    linguiMacros(),
    react(),
    lingui(),
    tailwindcss(),
    htmlConstants({
      PRODUCT_NAME,
      DEFAULT_THEME,
      THEME_STORAGE_KEY,
      SOURCE_LOCALE,
      LOCALES: LOCALES.join(','),
      LANGUAGE_STORAGE_KEY,
    }),
    demoMode(),
    prerenderPublicPages(),
  ],
  // The app's languages (scripts/find-locales.ts), and its version (src/config/app-version.ts).
  define: { ...localesDefine, __APP_VERSION__: JSON.stringify(appVersion()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  // Workers as ES modules (every worker here is started with `type: 'module'`), so that code they
  // import only on demand stays in chunks of its own: jsPDF's HTML and SVG helpers (html2canvas,
  // DOMPurify, canvg), never used by the proposal PDF, are not inlined into its worker.
  worker: { format: 'es' },
  build: {
    // The budget check and the app shell's preloads read the manifest (the chunks of the start).
    manifest: true,
    // No module preloading by Vite: its helper inserts a <link rel=modulepreload> per chunk of
    // every lazy import, and while a page was taken over on a phone (Lighthouse's mobile
    // simulation) those insertions alone blocked the main thread for a few hundred ms. The
    // browser fetches a chunk's imports as it reads the chunk; the app shell preloads the start.
    modulePreload: false,
    sourcemap: false,
    // The HEIC converter (about 3 MB) is a chunk of its own, loaded only when a HEIC photo is
    // picked; everything else stays far below this.
    chunkSizeWarningLimit: 3200,
    // Lazy chunks are named by their hash alone: the entry lists every chunk it may load, so
    // each name costs bytes before the first page runs (.vite/manifest.json maps them to sources).
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: signedInChunks.codeSplitting,
      },
    },
  },
  test: {
    // What Vite made of each module is kept on disk (node_modules/.experimental-vitest-cache) and
    // used again while the module is unchanged: a run after the first skips most transforms.
    experimental: { fsModuleCache: true },
    // happy-dom sets up and runs about twice as fast as jsdom. What it lacks of the platform and
    // the app's libraries use is added in src/testing/setup-dom.ts (a select's `size`, say):
    // another DOM for a few files would cost their own workers and module graph.
    environment: 'happy-dom',
    // Vitest leaves a core free by default, which on a 2-core machine means one test file at a
    // time; the main process has little to do while the tests run.
    maxWorkers: availableParallelism(),
    // The workers allocate fast (a DOM, React's development build) and live for the whole run.
    // A young generation of 128 MB (V8 starts at a few MB) scavenges far less often, and one GC
    // thread per worker does not compete with the other worker for the cores: together about 5 %
    // less CPU for the suite, measured with both settings run side by side on the same machine.
    execArgv: ['--max-semi-space-size=128', '--single-threaded-gc'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Test files share their worker's environment and module graph instead of building both anew
    // per file (that set-up cost more than most files' tests). The setup file resets everything a
    // test can leave behind: DOM, MSW handlers, mock API data, session, storage, cookies, timers.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: TESTS,
          exclude: [...ISOLATED_TESTS, ...NODE_TESTS],
          isolate: false,
          setupFiles: ['./src/testing/setup-screens.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'node', include: NODE_TESTS, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_TESTS },
      },
    ],
  },
});
