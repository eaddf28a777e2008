import { z } from 'zod';

import '@/lib/zod-config';

/**
 * Field types the API's entities share. APIs send `null` or leave a field out for "no value";
 * both become `undefined`, so screens handle one case.
 */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** A list the API may leave out; missing means empty. */
export function optionalList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);
}

/** A list response: `{ items: [...] }` (spec §7). */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
