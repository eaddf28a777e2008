import { relative, resolve } from 'node:path';

import type { Plugin } from 'vite';

/**
 * How the signed-in app's code is cut into files (the browser build's `codeSplitting`, see
 * vite.config.ts), and the record of the chunks that the app shell's preloads are made from.
 *
 * Left to itself the bundler makes a chunk for every set of lazy parts that shares some modules:
 * a cold /app/dashboard loaded 83 files, most under 2 kB. Over HTTP/1.1 a browser fetches 6 at a
 * time from a site, and on a phone each round of 6 costs a round trip: those rounds, not the bytes,
 * made most of the wait (Lighthouse's mobile preset, `npm run measure:lighthouse:app`). So, apart
 * from what the start loads (its chunks stay as they are: every page loads them):
 * - `app-early`: what the early data requests load (src/app/early-screen-data.ts, which the entry
 *   loads beside the start);
 * - `app-frame`: what the `/app` area's frame loads at once (the static imports of its routes,
 *   layouts and error screens) and no public page loads at once;
 * - `app-shared`: what the frame loads at once and public pages' routes too (React Query, Radix,
 *   icons, the UI kit). A public page then loads it whole, after its first paint (the
 *   prerendered page reads before any code; its Lighthouse scores stay at 100);
 * - `app-screens`: what three screens or more load at once (SCREENS_SHARING).
 * The rest of a screen's code and what loads later on demand (the PDF writer, the HEIC converter)
 * are cut as the bundler cuts them: gathering those cost more bytes than the requests it saved.
 */

/** The modules where the `/app` area starts: its routes, its layouts and its error screens. */
const APP_AREA_ROOTS = [
  'src/app/app-routes.tsx',
  'src/app/routes/data-layout-route.tsx',
  'src/app/routes/app/app-layout-route.tsx',
  'src/app/error-boundaries.tsx',
  'src/app/signed-in-guard.tsx',
];

/** The module that asks for a cold screen's data, loaded by the entry beside the start. */
const EARLY_DATA = 'src/app/early-screen-data.ts';

/**
 * Modules that this many of the area's screens load at once or more (the entities' schemas and
 * texts, zod, the list and detail kits) are gathered too (`app-screens`): a screen then loads a
 * few kB it does not use (5 to 23 kB) rather than some 16 more files. Modules fewer screens share
 * stay where the bundler cuts them.
 */
const SCREENS_SHARING = 3;

/** The page's entry and the app's start: what every page loads (check:budget weighs them). */
const ENTRY = 'src/main.tsx';
const START = 'src/app/start.tsx';

/** The public pages' routes (each loads its screen's modules at once). */
const PUBLIC_ROUTES = /^src\/app\/routes\/(?:public\/|root-route)/;

/** The `/app` area's route table: every screen it loads lazily must be named (screenCode). */
const APP_ROUTES = 'src/app/app-routes.tsx';

/** Where the build writes its chunks' record (`BuildChunks`), beside Vite's manifest. */
export const BUILD_CHUNKS_FILE = '.vite/app-chunks.json';

/** A chunk of the browser build: its file, its source modules, the chunks it imports. */
export type BuiltChunk = {
  file: string;
  isEntry: boolean;
  modules: string[];
  imports: string[];
};

/** The build's chunks, and the modules the `/app` area's routes load lazily. */
export type BuildChunks = { chunks: BuiltChunk[]; appRoutesLazyImports: string[] };

type Graph = Map<string, { imports: readonly string[]; dynamicImports: readonly string[] }>;

function reachable(graph: Graph, roots: Iterable<string>, follow: (id: string) => string[]) {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id) || !graph.has(id)) continue;
    found.add(id);
    queue.push(...follow(id));
  }
  return found;
}

export function appChunks(root: string) {
  const graph: Graph = new Map();
  let groups:
    | { early: Set<string>; frame: Set<string>; shared: Set<string>; screens: Set<string> }
    | undefined;
  const absolute = (path: string) => resolve(root, path);
  const staticImports = (id: string) => [...(graph.get(id)?.imports ?? [])];
  /** The browser build's graph has the page's entry; the prerenderer's (Node) has not. */
  const inBrowserBuild = () => graph.has(absolute(ENTRY));

  function groupsOf() {
    if (groups) return groups;
    const areaRoots = new Set(APP_AREA_ROOTS.map(absolute));
    const startModules = reachable(graph, [absolute(ENTRY), absolute(START)], staticImports);
    // Every module a public page may load, lazily too, but never the `/app` area.
    const publicReach = reachable(graph, [absolute(ENTRY)], (id) => [
      ...(graph.get(id)?.imports ?? []),
      ...(graph.get(id)?.dynamicImports ?? []).filter((target) => !areaRoots.has(target)),
    ]);
    const publicRoutes = [...publicReach].filter((id) => PUBLIC_ROUTES.test(relative(root, id)));
    const publicAtOnce = reachable(graph, publicRoutes, staticImports);
    // The early data requests (src/app/early-screen-data.ts) go with the entry, before the
    // frame's code: their few modules are a chunk of their own.
    const early = new Set(
      [...reachable(graph, [absolute(EARLY_DATA)], staticImports)].filter(
        (id) => !startModules.has(id),
      ),
    );
    const frame = [...reachable(graph, areaRoots, staticImports)].filter(
      (id) => !startModules.has(id) && !early.has(id),
    );
    const taken = new Set([...startModules, ...early, ...frame, ...publicAtOnce]);
    const screenModules = [...areaRoots].flatMap((id) => graph.get(id)?.dynamicImports ?? []);
    const uses = new Map<string, number>();
    for (const screen of new Set(screenModules)) {
      if (areaRoots.has(screen)) continue;
      for (const id of reachable(graph, [screen], staticImports)) {
        if (!taken.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
    }
    groups = {
      screens: new Set([...uses].filter(([, count]) => count >= SCREENS_SHARING).map(([id]) => id)),
      early,
      frame: new Set(frame.filter((id) => !publicAtOnce.has(id))),
      shared: new Set(frame.filter((id) => publicAtOnce.has(id))),
    };
    return groups;
  }

  const plugin: Plugin = {
    name: 'yardvision-app-chunks',
    buildStart() {
      graph.clear();
      groups = undefined;
    },
    moduleParsed(info) {
      graph.set(info.id, {
        imports: info.importedIds,
        dynamicImports: info.dynamicallyImportedIds,
      });
    },
    generateBundle(_options, bundle) {
      if (!inBrowserBuild()) return;
      const record: BuildChunks = {
        chunks: Object.values(bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [
                {
                  file: item.fileName,
                  isEntry: item.isEntry,
                  modules: item.moduleIds.map((id) => relative(root, id)),
                  imports: item.imports,
                },
              ]
            : [],
        ),
        appRoutesLazyImports: (graph.get(absolute(APP_ROUTES))?.dynamicImports ?? []).map((id) =>
          relative(root, id),
        ),
      };
      this.emitFile({ type: 'asset', fileName: BUILD_CHUNKS_FILE, source: JSON.stringify(record) });
    },
  };

  // Each group holds its modules alone (their imports stay where they are): the start's modules
  // must stay in the start's chunks, which every page loads.
  const codeSplitting = {
    groups: [
      {
        name: 'app-early',
        test: (id: string) => inBrowserBuild() && groupsOf().early.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'app-frame',
        test: (id: string) => inBrowserBuild() && groupsOf().frame.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'app-screens',
        test: (id: string) => inBrowserBuild() && groupsOf().screens.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'app-shared',
        test: (id: string) => inBrowserBuild() && groupsOf().shared.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };

  return { plugin, codeSplitting };
}
