#!/usr/bin/env node
// Fails when the message catalogues (src/locales/<locale>/<part>.po) are out of step with the
// code: a message the code uses (Lingui's macros) that a catalogue lacks, a message a catalogue
// holds that nothing uses, or a message a language has no translation for. It extracts the
// messages afresh (`lingui extract --clean`, as `npm run i18n:extract` does) and compares;
// the catalogues are left as they were. Run by CI (.ci/run).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parsePo } from './po-file.mjs';

const root = new URL('..', import.meta.url).pathname;
const locales = join(root, 'src/locales');
const SOURCE_LOCALE = 'en';

function catalogueFiles() {
  return readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(locales, dir.name))
        .filter((file) => file.endsWith('.po'))
        .map((file) => ({ locale: dir.name, path: join(locales, dir.name, file) })),
    );
}

const before = new Map(catalogueFiles().map(({ path }) => [path, readFileSync(path, 'utf8')]));
const backup = mkdtempSync(join(tmpdir(), 'yardvision-locales-'));
cpSync(locales, backup, { recursive: true });

const problems = [];
try {
  execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: root,
    stdio: 'pipe',
  });
  for (const { path } of catalogueFiles()) {
    const was = before.get(path);
    const now = readFileSync(path, 'utf8');
    if (was === now) continue;
    const old = was === undefined ? new Map() : parsePo(was);
    const fresh = parsePo(now);
    const name = path.slice(root.length);
    for (const [key, entry] of fresh) {
      if (!old.has(key)) problems.push(`${name}: missing "${entry.msgid}" (used in the code)`);
    }
    for (const [key, entry] of old) {
      if (!fresh.has(key)) problems.push(`${name}: holds "${entry.msgid}", which nothing uses`);
    }
    if (problems.length === 0) problems.push(`${name}: not as \`npm run i18n:extract\` writes it`);
  }
} finally {
  rmSync(locales, { recursive: true, force: true });
  cpSync(backup, locales, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}

for (const { locale, path } of catalogueFiles()) {
  if (locale === SOURCE_LOCALE) continue;
  for (const entry of parsePo(readFileSync(path, 'utf8')).values()) {
    if (entry.msgstr.trim() === '') {
      problems.push(`${path.slice(root.length)}: no translation of "${entry.msgid}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n:check: ${problems.length} problem(s) with the message catalogues:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Run `npm run i18n:extract`, then translate what is missing in each language.');
  process.exit(1);
}
const count = catalogueFiles().length;
console.log(`i18n:check: ${count} catalogues match the code, every message translated.`);
