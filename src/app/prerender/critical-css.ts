import Beasties from 'beasties';

import { SOURCE_LOCALE } from '@/config/locales';

/** The characters of the references React writes in attribute values, but `&quot;`. */
const CHARACTERS: Record<string, string> = { amp: '&', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/**
 * The rules of the build's stylesheet that the app shell's HTML uses, found by Beasties (what
 * Angular and Nuxt inline as critical CSS): those whose selectors match an element of `markup`
 * (pseudo-classes aside; `:root`, `html`, `body` always), in their `@layer`s, `@media` and
 * `@supports` rules, with every `@property` and `@layer` statement. The document it looks at has
 * the `dark` class, so that the dark theme's variables and `dark:` rules are kept beside the
 * light ones (the head script sets the theme before the first paint). Every `@keyframes` is kept:
 * Tailwind's `animate-*` name theirs through a variable (`animation: var(--animate-pulse)`),
 * which Beasties does not follow.
 */
export async function criticalCss(stylesheet: string, markup: string) {
  const marker = 'data-critical';
  const escaped = stylesheet.replace(/<\/style/gi, '<\\/style');
  // Beasties reads attributes as written, without decoding their character references, and
  // React writes `&`, `'`, `<` and `>` as references: Tailwind's classes such as
  // `[&_svg:not([class*='size-'])]:size-4` would match nothing. Its document has them decoded
  // (a `"` stays a reference: the values are in double quotes).
  const decoded = markup.replace(
    / class="([^"]*)"/g,
    (_attribute, value: string) =>
      ` class="${value.replace(/&(amp|#x27|#39|lt|gt);/g, (_reference, name: string) => CHARACTERS[name] ?? '')}"`,
  );
  // Beasties cannot evaluate a selector in `:where(...)`, where Tailwind puts the children's
  // spacing (`space-y-2`, `divide-x`): those of the classes the markup uses are kept as they are.
  const classes = new Set(
    [...decoded.matchAll(/ class="([^"]*)"/g)].flatMap(([, value = '']) => value.split(/\s+/)),
  );
  const inWhere = [...classes]
    .filter(Boolean)
    .map(
      (name) =>
        new RegExp(
          `^:where\\(\\.${name
            .replace(/[^\w-]/g, (character) => `\\${character}`)
            .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}[>\\s:)]`,
        ),
    );
  const beasties = new Beasties({
    logLevel: 'warn',
    keyframes: 'all',
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    allowRules: inWhere,
  });
  const html = await beasties.process(
    `<!doctype html><html lang="${SOURCE_LOCALE}" class="dark"><head><style ${marker}>${escaped}</style></head><body>${decoded}</body></html>`,
  );
  const critical = new RegExp(`<style ${marker}(?:="")?>([\\s\\S]*?)</style>`).exec(html)?.[1];
  if (critical === undefined) throw new Error("Beasties left none of the stylesheet's rules.");
  return withoutUnusedProperties(critical, markup);
}

/**
 * `css` without what it says of custom properties that nothing else in it (nor `markup`'s
 * inline styles) reads or sets: Beasties keeps every `@property` rule and the whole theme (Tailwind
 * declares each theme value the build uses as a variable on `:root`), and Tailwind's fallback
 * for browsers without `@property` sets every registered property on every element (`@layer
 * properties`). Those of the utilities the frame does not use were a quarter of its rules.
 */
function withoutUnusedProperties(css: string, markup: string) {
  const registered = /@property (--[\w-]+)\{[^{}]*\}/g;
  const fallbacks = /(@layer properties\{@supports [^{]*\{[^{]*\{)([^{}]*)\}/;
  const theme = /(@layer theme\{:root(?:,:host)?\{)([^{}]*)\}/;
  const names = (text: string) => [...text.matchAll(/--[\w-]+/g)].map(([name]) => name);
  const nameOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':'));
  const rest = css.replace(registered, '').replace(fallbacks, '$1}').replace(theme, '$1}');
  const used = new Set(names(`${rest}${markup}`));
  // A theme value may be another's (`--default-font-family: var(--font-sans)`).
  const themeValues = theme.exec(css)?.[2].split(';') ?? [];
  for (let grown = true; grown;) {
    grown = false;
    for (const declaration of themeValues) {
      if (!used.has(nameOf(declaration))) continue;
      for (const name of names(declaration.slice(declaration.indexOf(':')))) {
        if (used.has(name)) continue;
        used.add(name);
        grown = true;
      }
    }
  }
  const usedOnly = (_block: string, start: string, declarations: string) =>
    `${start}${declarations
      .split(';')
      .filter((declaration) => used.has(nameOf(declaration)))
      .join(';')}}`;
  return css
    .replace(registered, (rule, name: string) => (used.has(name) ? rule : ''))
    .replace(fallbacks, usedOnly)
    .replace(theme, usedOnly);
}
