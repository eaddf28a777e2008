// Every path the README and docs/architecture.md name exists: a moved or renamed file must take
// its docs along. A path is what stands in backticks and looks like one: it starts with a
// top-level folder of the project (src/, tests/, scripts/, deploy/, docs/, public/, .ci/) or,
// inside src/, with one of its folders (app/, features/, entities/, lib/, ...), and ends in a
// file name with an extension or in '/'. Globs, placeholders (<name>, {id}) and '...' are skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const documents = ['README.md', 'docs/architecture.md'];
const topFolders = ['src', 'tests', 'scripts', 'deploy', 'docs', 'public', '.ci'];
const srcFolders = readdirSync(join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function candidates(text) {
  const found = new Set();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of code.split(/[\s,()]+/)) {
      const path = word.replace(/[.:;]+$/, '');
      if (!/^[\w./-]+$/.test(path) || path.includes('...') || path.includes('*')) continue;
      const first = path.split('/')[0];
      if (!path.includes('/')) continue;
      if (!topFolders.includes(first) && !srcFolders.includes(first)) continue;
      if (!path.endsWith('/') && !/\.[a-z]+$/i.test(path.split('/').pop())) continue;
      found.add(path);
    }
  }
  return [...found];
}

function exists(path) {
  const first = path.split('/')[0];
  if (existsSync(join(root, path))) return true;
  // Inside src/ the docs often leave out `src/` (`features/generate/wizard/`).
  return !topFolders.includes(first) && existsSync(join(root, 'src', path));
}

let missing = 0;
for (const document of documents) {
  const text = readFileSync(join(root, document), 'utf8');
  for (const path of candidates(text)) {
    if (exists(path)) continue;
    missing += 1;
    console.error(`${document}: \`${path}\` does not exist`);
  }
}
if (missing > 0) {
  console.error(`check:doc-paths: ${missing} path(s) named in the docs do not exist.`);
  process.exit(1);
}
console.log(`check:doc-paths: every path named in ${documents.join(' and ')} exists.`);
