// Every path the docs and the code's comments name exists: a moved or renamed file must take
// its mentions along. Read: what stands in backticks in README.md and docs/architecture.md, and
// every comment of the source (src/, scripts/, tests/, vite.config.ts, .ci/run; comments only,
// never code or strings).
//
// A path has a '/' and ends in a file name with an extension or in '/'. It is found where it
// is, in this order: '@/' is src/; './' and '../' are the naming file's folder; a path that
// starts with a top-level folder (src/, tests/, scripts/, deploy/, docs/, public/, .ci/) is the
// project's; any other (a partial path: `picture/zoom-sync.ts`, `features/generate/wizard/`) may
// sit beside the naming file, in src/, or at the end of any file's or folder's path of the
// project. Skipped: addresses (`https://...`, and site addresses, which start with '/'), npm
// packages (`@scope/name/...`, `workbox-build/...`), what the build and the tests write (the
// folders .gitignore names, the built site's hashed `assets/` and a language's folder such as
// `es/index.html`), globs and placeholders (`*`, <name>, {id}, '...'), and bare file names
// with no folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const documents = ['README.md', 'docs/architecture.md'];
const sourceRoots = ['src', 'scripts', 'tests', 'vite.config.ts', '.ci/run'];
const topFolders = ['src', 'tests', 'scripts', 'deploy', 'docs', 'public', '.ci'];
/** Never the project's: the version control's, and what .gitignore names (npm's, the build's). */
const outside = new Set([
  '.git',
  ...readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((line) => /^[\w.-]+$/.test(line)),
]);
/** Folders of the built site only: its hashed files. */
const builtFolders = new Set(['assets']);
/** A language's code ('es', 'fr'): the built site's folder for it, or its catalogues'. */
const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const isLanguage = (name) => /^[a-z]{2}$/.test(name) && languages.of(name) !== undefined;
const scripts = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];

/** Every file and folder of the project, relative to it, folders ending in '/'. */
function projectEntries(dir = '') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (outside.has(entry.name)) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [`${path}/`, ...projectEntries(path)] : [path];
  });
}

const entries = projectEntries();
const installed = new Set(
  existsSync(join(root, 'node_modules')) ? readdirSync(join(root, 'node_modules')) : [],
);

/** Whether `word` looks like a path worth checking (see the top of this file). */
function isPathLike(path) {
  if (!/^(?:@\/|\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\/?$/.test(path) || !path.includes('/')) {
    return false;
  }
  if (path.includes('...') || /^\.+$/.test(path.split('/').pop() ?? '')) return false;
  const first = path.split('/')[0];
  if (outside.has(first) || builtFolders.has(first) || isLanguage(first)) return false;
  if (!path.startsWith('@/') && first.startsWith('@')) return false;
  if (installed.has(first) && !topFolders.includes(first)) return false;
  return path.endsWith('/') || /\.[a-z][a-z0-9]*$/i.test(path.split('/').pop());
}

/** The paths named in backticks in a document. */
function documentPaths(text) {
  const found = new Set();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of code.split(/[\s,()]+/)) {
      const path = word.replace(/[.:;]+$/, '');
      if (isPathLike(path)) found.add(path);
    }
  }
  return found;
}

/** The paths named in a piece of prose (a comment): any word that looks like one. */
function prosePaths(text) {
  const found = new Set();
  // Not in the middle of a word, an address ('https://host/...', '/app/...') or a package name.
  const words = /(?<![\w@./:$-])(?:@\/|\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)+\/?/g;
  for (const [word] of text.matchAll(words)) {
    const path = word.replace(/\.+$/, '');
    if (isPathLike(path)) found.add(path);
  }
  return found;
}

/** The text of every comment of a script (TypeScript's parser: never a string or a regex). */
function scriptComments(file, text) {
  const kind =
    file.endsWith('.tsx') || file.endsWith('.jsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map();
  const collect = (ranges) => {
    for (const range of ranges ?? []) comments.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...comments.values()];
}

/** The comments of a shell script or a stylesheet. */
function otherComments(file, text) {
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map(([comment]) => comment);
  return text
    .split('\n')
    .filter((line) => /^\s*#(?!!)/.test(line))
    .map((line) => line.trim());
}

/** Every source file whose comments are read. */
function sourceFiles() {
  return entries.filter(
    (path) =>
      !path.endsWith('/') &&
      sourceRoots.some((start) => path === start || path.startsWith(`${start}/`)) &&
      (path === '.ci/run' || path.endsWith('.css') || scripts.some((ext) => path.endsWith(ext))),
  );
}

/** Whether `path`, named in `namer` (a file of the project), exists. */
function exists(path, namer) {
  const clean = path.replace(/\/$/, '');
  const has = (candidate) => existsSync(join(root, candidate));
  if (path.startsWith('@/')) return has(join('src', clean.slice(2)));
  if (path.startsWith('./') || path.startsWith('../')) return has(join(dirname(namer), clean));
  if (topFolders.includes(path.split('/')[0])) return has(clean);
  if (has(join(dirname(namer), clean)) || has(join('src', clean))) return true;
  return entries.some(
    (entry) => entry.endsWith(`/${path}`) || (!path.endsWith('/') && entry.endsWith(`/${path}/`)),
  );
}

let missing = 0;
const report = (file, paths) => {
  for (const path of paths) {
    if (exists(path, file)) continue;
    missing += 1;
    console.error(`${file}: \`${path}\` does not exist`);
  }
};
for (const document of documents) {
  report(document, documentPaths(readFileSync(join(root, document), 'utf8')));
}
const files = sourceFiles();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const comments = scripts.some((ext) => file.endsWith(ext))
    ? scriptComments(file, text)
    : otherComments(file, text);
  report(file, new Set(comments.flatMap((comment) => [...prosePaths(comment)])));
}
if (missing > 0) {
  console.error(
    `check:doc-paths: ${missing} path(s) named in the docs or in comments do not exist.`,
  );
  process.exit(1);
}
console.log(
  `check:doc-paths: every path named in ${documents.join(' and ')} and in the comments of ` +
    `${files.length} source files exists.`,
);
