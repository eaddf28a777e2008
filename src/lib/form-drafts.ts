import { WORK_STORAGE_KEY_PREFIX } from '@/config/device-storage';

/**
 * What a user typed into a form and has not saved yet, kept in this tab's sessionStorage per
 * user and per screen, so that a reload, a sign-in after the session ended or a crash of the
 * page loses nothing. sessionStorage lives as long as the tab (a phone's browser keeps it when
 * it discards and restores a background tab) and is never shared with another tab or sent
 * anywhere. Passwords are never kept: each form names the fields it keeps.
 */

/** Under the prefix of the user's unsent work: logout clears it (src/lib/session/sign-out-wipe.ts). */
const PREFIX = `${WORK_STORAGE_KEY_PREFIX}draft:`;

/** The storage key of `screen`'s draft for `owner` (see `sessionOwner`). */
export function draftKey(owner: string, screen: string) {
  return `${PREFIX}${owner}|${screen}`;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be switched off; the form then works without drafts.
    return undefined;
  }
}

/** The stored draft, or undefined (none, or not readable). */
export function readDraft(key: string): unknown {
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Full or switched off: the form goes on without a draft.
  }
}

export function removeDraft(key: string) {
  storage()?.removeItem(key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The form's values with the draft laid over them, field by field: only fields the form has,
 * and only values of the same kind as the form's (a stored draft is data from outside).
 */
export function mergeDraft<T>(values: T, draft: unknown): T {
  if (isRecord(values)) {
    if (!isRecord(draft)) return values;
    const merged: Record<string, unknown> = { ...values };
    for (const [name, value] of Object.entries(values)) {
      if (Object.hasOwn(draft, name)) merged[name] = mergeDraft(value, draft[name]);
    }
    return merged as T;
  }
  return typeof draft === typeof values && !isRecord(draft) && !Array.isArray(draft)
    ? (draft as T)
    : values;
}

/** The named fields of `values` (top-level names), or all of them when `fields` is undefined. */
export function pickFields<T>(values: T, fields: readonly string[] | undefined): Partial<T> {
  if (!fields || !isRecord(values)) return values;
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => fields.includes(name)),
  ) as Partial<T>;
}

/** Deep equality of plain JSON-like values (form values). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  return false;
}
