import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

import type { Plugin } from 'vite';

/**
 * How the signed-in app's code is cut into files (the browser build's `codeSplitting`, see
 * vite.config.ts), and the record of the chunks that the app shell's preloads are made from.
 *
 * Left to itself the bundler makes a chunk for every set of lazy parts that shares some modules:
 * a cold /app/dashboard loaded 83 files, most under 2 kB. Over HTTP/1.1 a browser fetches 6 at a
 * time from a site, and on a phone each round of 6 costs a round trip: those rounds, not the bytes,
 * made most of the wait (Lighthouse's mobile preset, `npm run measure:lighthouse:app`). So:
 * - `app-start`: the start's modules (React DOM, the router, the start-up), which every page loads,
 *   in one chunk beside the start itself; not those the early data requests need (the session,
 *   React itself), which must not wait for the rest;
 * - `app-early`: what the early data requests load (src/app/early-screen-data.ts, which the entry
 *   loads beside the start);
 * - `app-frame`: what the `/app` area's frame loads at once (the static imports of its routes,
 *   layouts and error screens) and no public page loads at once;
 * - `app-shared`: what the frame loads at once and public pages' routes too (React Query, Radix,
 *   icons, the UI kit). A public page then loads it whole, after its first paint (the
 *   prerendered page reads before any code; its Lighthouse scores stay at 100);
 * - `app-screens`: what three screens or more load at once (SCREENS_SHARING), but for
 * - `app-forms`: those of them that need dialogs, menus, popovers or the form library
 *   (OVERLAYS_AND_FORMS), which a screen that opens with none of these never loads.
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

/**
 * What only a screen's overlays and forms need: dialogs, menus and popovers (their focus traps,
 * positioning, scroll locks) and the form library. Shared modules that need any of these
 * (`app-forms`) are kept apart from the rest of what screens share (`app-screens`), so that a
 * screen that opens with neither (a list, a design) does not load them; it loads its dialogs
 * and menus when they are about to open.
 */
const OVERLAYS_AND_FORMS =
  /\/node_modules\/(?:@radix-ui\/react-(?:dialog|alert-dialog|popover|popper|menu|dropdown-menu|dismissable-layer|focus-scope|focus-guards|radio-group)|@floating-ui\/|react-remove-scroll|cmdk|react-hook-form)\//;

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

/**
 * A package's barrel: a module made only of re-exports (`lucide-react`'s icons, `radix-ui`'s
 * primitives). Following all of a barrel's imports would put every icon and every primitive that
 * any screen uses into the group of the first module that imports one (the frame then carried the
 * menus, the dialogs and the radio groups of the screens). So an import of a barrel counts only
 * the modules behind the names it imports; the bundler keeps no more than those either.
 */
type Barrel = { sources: Map<string, string> };

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const STATEMENT =
  /^(?:"use strict"|'use strict'|import \* as (\w+) from ["']([^"']+)["']|export \{([^}]*)\}(?: from ["']([^"']+)["'])?|export \* from ["']([^"']+)["'])$/;

/** The names an import's `{ ... }` takes: `a`, `b as c` (the name before `as`), no `type` ones. */
function importedNames(list: string) {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !item.startsWith('type '))
    .map((item) => item.split(/\s+as\s+/)[0] ?? item);
}

/** A module's re-exports by name, or undefined when it holds anything but re-exports. */
function barrelOf(code: string): Barrel | undefined {
  const statements = code
    .replace(COMMENTS, '')
    .split(';')
    .map((statement) => statement.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (statements.length < 2) return undefined;
  const namespaces = new Map<string, string>();
  const sources = new Map<string, string>();
  for (const statement of statements) {
    const match: (string | undefined)[] | null = STATEMENT.exec(statement);
    if (!match) return undefined;
    // `export * from` names nothing here: a name not found counts the whole barrel.
    const [, namespace, namespaceSource, list, listSource] = match;
    if (namespace && namespaceSource) namespaces.set(namespace, namespaceSource);
    if (list === undefined) continue;
    for (const item of list.split(',')) {
      const names = item.trim().split(/\s+as\s+/);
      const local = names.at(0);
      if (!local) continue;
      const source = listSource ?? namespaces.get(local);
      if (source) sources.set(names.at(1) ?? local, source);
    }
  }
  return { sources };
}

/** What a source module imports by name from each specifier (`import { a, b as c } from 'x'`). */
function namedImportsOf(code: string) {
  const named = new Map<string, Set<string>>();
  const whole = new Set<string>();
  for (const match of code.matchAll(/\bimport\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const typeOnly = match.at(1);
    const clause = match.at(2);
    const specifier = match.at(3);
    if (typeOnly || clause === undefined || specifier === undefined) continue;
    const list: (string | undefined)[] | null = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!list) {
      whole.add(specifier);
      continue;
    }
    const names = named.get(specifier) ?? new Set<string>();
    for (const name of importedNames(list[1] ?? '')) names.add(name);
    named.set(specifier, names);
  }
  return { named, whole };
}

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
    | {
        start: Set<string>;
        early: Set<string>;
        frame: Set<string>;
        shared: Set<string>;
        screens: Set<string>;
        forms: Set<string>;
      }
    | undefined;
  const absolute = (path: string) => resolve(root, path);
  const barrels = new Map<string, Barrel | undefined>();
  const barrel = (id: string) => {
    if (!barrels.has(id)) {
      let found: Barrel | undefined;
      if (id.includes('/node_modules/') && /\.m?js$/.test(id)) {
        found = barrelOf(readFileSync(id, 'utf8'));
      }
      barrels.set(id, found);
    }
    return barrels.get(id);
  };
  /** The module a barrel's re-export names: one of the barrel's own imports. */
  const sourceIn = (barrelId: string, specifier: string) => {
    const imports = graph.get(barrelId)?.imports ?? [];
    if (specifier.startsWith('.')) {
      const path = resolve(dirname(barrelId), specifier);
      return imports.find((id) => id === path);
    }
    return imports.find((id) => id.includes(`/node_modules/${specifier}/`));
  };
  /** A module's static imports; of a barrel, only the modules behind the names it imports. */
  const staticImports = (id: string) => {
    const imports = graph.get(id)?.imports ?? [];
    if (id.includes('/node_modules/') || !imports.some((target) => barrel(target))) {
      return [...imports];
    }
    const { named, whole } = namedImportsOf(readFileSync(id, 'utf8'));
    return imports.flatMap((target) => {
      const reexports = barrel(target);
      if (!reexports) return [target];
      // Barrels are packages' modules: the bare specifier that names the barrel's package.
      const specifier = [...named.keys(), ...whole].find((candidate) =>
        target.includes(`/node_modules/${candidate}/`),
      );
      const names = specifier && !whole.has(specifier) ? named.get(specifier) : undefined;
      if (!names) return [target];
      const sources = [...names].map((name) => reexports.sources.get(name));
      if (sources.some((source) => source === undefined)) return [target];
      return sources.flatMap((source) => sourceIn(target, source ?? '') ?? []);
    });
  };
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
    const earlyClosure = reachable(graph, [absolute(EARLY_DATA)], staticImports);
    const early = new Set([...earlyClosure].filter((id) => !startModules.has(id)));
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
    // The modules that need overlays or forms, by what they import (statically, at any depth).
    const needsOverlays = new Map<string, boolean>();
    const overlaysNeeded = (id: string, path = new Set<string>()): boolean => {
      const known = needsOverlays.get(id);
      if (known !== undefined) return known;
      if (OVERLAYS_AND_FORMS.test(id)) {
        needsOverlays.set(id, true);
        return true;
      }
      if (path.has(id)) return false;
      path.add(id);
      const needs = staticImports(id).some((target) => overlaysNeeded(target, path));
      path.delete(id);
      needsOverlays.set(id, needs);
      return needs;
    };
    const shared = [...uses].filter(([, count]) => count >= SCREENS_SHARING).map(([id]) => id);
    const entryModules = reachable(graph, [absolute(ENTRY)], staticImports);
    groups = {
      // The start itself stays a chunk of its own: the entry imports it by name (and Vite's
      // manifest, which check:budget reads, names it).
      // What the early data requests need of the start's modules (the session, the network's
      // state, React itself for their hooks) stays apart too: they must not wait for React DOM.
      start: new Set(
        [...startModules].filter(
          (id) => !entryModules.has(id) && id !== absolute(START) && !earlyClosure.has(id),
        ),
      ),
      screens: new Set(shared.filter((id) => !overlaysNeeded(id))),
      forms: new Set(shared.filter((id) => overlaysNeeded(id))),
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
        name: 'app-start',
        test: (id: string) => inBrowserBuild() && groupsOf().start.has(id),
        includeDependenciesRecursively: false,
      },
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
        name: 'app-forms',
        test: (id: string) => inBrowserBuild() && groupsOf().forms.has(id),
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
