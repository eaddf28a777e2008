// No import circles in src/: a file never imports, through any chain of files, a file that
// imports it back. Every import counts, `import type` and `export ... from` too (a circle of
// types still ties two files' jobs together), as does a dynamic `import('...')`. Imports are
// read with the TypeScript compiler's pre-processor (no type checking, so it is quick); '@/'
// resolves to src/, './' and '../' to the importing file's folder; packages are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'src');
const extensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** Every source file under `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

/** The file an import names (with or without its extension, or a folder's index), if in src/. */
function resolveImport(specifier, from) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = resolve(dirname(from), specifier);
  } else return undefined;
  const tries = [
    base,
    ...extensions.map((extension) => `${base}${extension}`),
    ...extensions.map((extension) => join(base, `index${extension}`)),
  ];
  // An import ending in .js may name a .ts file (TypeScript's spelling of ESM imports).
  if (/\.m?js$/.test(base)) tries.push(base.replace(/\.(m?)js$/, '.$1ts'), `${base}x`);
  return tries.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each file's imports within src/. */
function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(fileName, file))
      .filter((target) => target !== undefined && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The graph's strongly connected components of more than one file (Tarjan's algorithm,
 * iterative): each is one or more circles.
 */
function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      const targets = graph.get(node) ?? [];
      if (position < targets.length) {
        frame[1] += 1;
        const target = targets[position];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)));
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  }
  return found;
}

/** One circle through `component`'s first file, as a readable chain of files. */
function describeCircle(graph, component) {
  const members = new Set(component);
  const [first] = component;
  const previous = new Map([[first, undefined]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const chain = [first];
        for (let at = node; at !== first; at = previous.get(at)) chain.splice(1, 0, at);
        return [...chain, first].map((file) => relative(root, file)).join(' -> ');
      }
      if (previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  return component.map((file) => relative(root, file)).join(', ');
}

const graph = importGraph(sourceFiles(src));
const found = circles(graph);
for (const component of found) {
  console.error(`Import circle: ${describeCircle(graph, component)}`);
}
if (found.length > 0) {
  console.error(`check:import-cycles: ${found.length} import circle(s) in src/.`);
  process.exit(1);
}
console.log(`check:import-cycles: no import circles among the ${graph.size} files of src/.`);
