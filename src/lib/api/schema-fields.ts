import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import { isShowableUrl } from '@/lib/api/safe-url';

/**
 * Field types the API's entities share. APIs send `null` or leave a field out for "no value";
 * both become `undefined`, so screens handle one case.
 */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? undefined),
);

/** A list the API may leave out; missing means empty. */
export function optionalList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );
}

/** A list response: `{ items: [...] }` (spec §7). */
export function itemsOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item) });
}

/**
 * A picture's address the API may leave out: `undefined` when missing, and when it is not an
 * address the app can show, so a screen says what it says of a missing picture.
 */
export const optionalPictureUrl = z.pipe(
  optionalText,
  z.transform((value) => (value !== undefined && isShowableUrl(value) ? value : undefined)),
);

/** Addresses the API may leave out (missing means empty), without any the app cannot use. */
export const urlList = z.pipe(
  optionalList(z.string()),
  z.transform((urls) => urls.filter(isShowableUrl)),
);
