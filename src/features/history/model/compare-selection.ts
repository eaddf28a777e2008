import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { MAX_COMPARED, MIN_COMPARED } from '@/config/paths';

/**
 * Which designs the compare studio shows, and which the history list has chosen for it. Both
 * live in the address as comma-separated refs (`?ids=a,b` in the studio, `?selected=a,b` in the
 * list), so reload, back and a bookmark keep them.
 */

/** The history list's chosen designs, beside its search, page and filters. */
const SELECTED_PARAM = 'selected';

/** Refs from a comma-separated value: trimmed, without empties or repeats, in their order. */
export function parseRefList(value: string | null | undefined): string[] {
  if (!value) return [];
  const refs: string[] = [];
  for (const part of value.split(',')) {
    const ref = part.trim();
    if (ref && !refs.includes(ref)) refs.push(ref);
  }
  return refs;
}

/** What the studio's address asks for, and what it can show. */
export type CompareRequest =
  /** 2 to 4 designs: the studio shows them. */
  | { kind: 'ready'; refs: string[] }
  /** Fewer than 2: nothing to compare; `refs` holds the one named, if any. */
  | { kind: 'too-few'; refs: string[] }
  /** More than 4: `refs` are all of them, `first` the 4 the studio can show. */
  | { kind: 'too-many'; refs: string[]; first: string[] };

/** Reads the studio's `ids` value (see `COMPARE_IDS_PARAM`). */
export function compareRequestOf(value: string | null | undefined): CompareRequest {
  const refs = parseRefList(value);
  if (refs.length < MIN_COMPARED) return { kind: 'too-few', refs };
  if (refs.length > MAX_COMPARED) {
    return { kind: 'too-many', refs, first: refs.slice(0, MAX_COMPARED) };
  }
  return { kind: 'ready', refs };
}

/**
 * The studio's message for an address it cannot show as it is (descriptors, read in the active
 * language where shown).
 */
export function compareRequestMessage(request: CompareRequest): {
  title: MessageDescriptor;
  text: MessageDescriptor;
} | null {
  if (request.kind === 'too-few') {
    return {
      title: msg`Choose at least 2 designs to compare`,
      text:
        request.refs.length === 1
          ? msg`This comparison names only one design. Select two to four designs in your history, then choose Compare.`
          : msg`This comparison names no designs. Select two to four designs in your history, then choose Compare.`,
    };
  }
  if (request.kind === 'too-many') {
    const max = MAX_COMPARED;
    const count = request.refs.length;
    return {
      title: msg`You can compare up to ${max} designs`,
      text: msg`This comparison names ${plural(count, { one: '# design', other: '# designs' })}. Compare the first ${max}, or go back to your history and choose again.`,
    };
  }
  return null;
}

/** The list's chosen designs, from its address: at most 4, in the order they were chosen. */
export function selectionFromParams(params: URLSearchParams): string[] {
  return parseRefList(params.get(SELECTED_PARAM)).slice(0, MAX_COMPARED);
}

/** Writes the list's chosen designs into `params` (none: the parameter goes). */
export function writeSelection(params: URLSearchParams, refs: readonly string[]) {
  if (refs.length > 0) params.set(SELECTED_PARAM, refs.join(','));
  else params.delete(SELECTED_PARAM);
}

/** Whether another design may still be chosen. */
export function canSelectMore(selected: readonly string[]) {
  return selected.length < MAX_COMPARED;
}

/**
 * Chooses or lets go of a design. A fifth design is not added: the list disables its checkbox,
 * so this only guards the rule.
 */
export function toggleSelection(selected: readonly string[], ref: string): string[] {
  if (selected.includes(ref)) return selected.filter((value) => value !== ref);
  return canSelectMore(selected) ? [...selected, ref] : [...selected];
}

/** Removes one design from a comparison, keeping the others' order. */
export function withoutRef(refs: readonly string[], ref: string): string[] {
  return refs.filter((value) => value !== ref);
}

/** The history list with these designs chosen, so going back from the studio keeps them. */
export function listPathWithSelection(listPath: string, refs: readonly string[]) {
  if (refs.length === 0) return listPath;
  const params = new URLSearchParams();
  writeSelection(params, refs.slice(0, MAX_COMPARED));
  return `${listPath}?${params.toString()}`;
}

/**
 * The photo a design was made from, for 'Before': its first source photo. `shared` says whether
 * every design names the same one (the API gives each design its own copy, so designs made
 * from one upload each may still differ).
 */
export function beforePhotos(generations: readonly { sourceImages: readonly string[] }[]): {
  shared: boolean;
} {
  // A presigned address differs by its signature alone: compare without the query.
  const firsts = generations.map((generation) => generation.sourceImages.at(0)?.split('?').at(0));
  const known = firsts.filter((src): src is string => src !== undefined);
  const shared = known.length === firsts.length && new Set(known).size === 1;
  return { shared };
}
