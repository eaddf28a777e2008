/**
 * File names the app gives what it saves (a design's picture, a proposal's PDF): one rule for
 * all, with no imports, so that tests and scripts outside the app can use it too.
 */

/** Lowercase words joined by hyphens: no spaces, accents, slashes or dots. */
function slug(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Well under every file system's 255-byte limit for a name.
const MAX_BASE_LENGTH = 120;

/**
 * A file name that is safe on every system, e.g.
 * `safeFileName(['YardVision', 'Natural Accent', '2026-11-21'], 'jpg')` gives
 * 'yardvision-natural-accent-2026-11-21.jpg'. Empty parts are skipped; with nothing left the
 * name is 'download'.
 */
export function safeFileName(parts: string[], extension: string) {
  const base =
    parts
      .map(slug)
      .filter((part) => part !== '')
      .join('-')
      .slice(0, MAX_BASE_LENGTH)
      .replace(/-+$/, '') || 'download';
  const suffix = slug(extension).replace(/-/g, '');
  return suffix ? `${base}.${suffix}` : base;
}
