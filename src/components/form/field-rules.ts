import { z } from 'zod';

import '@/lib/api/zod-config';

/**
 * zod rules for the text inputs of generic forms. Values are trimmed, so a name of spaces is
 * empty and nothing is saved with stray blanks.
 */

/** Text that must not be empty: '{label} is required'. */
export function requiredText(label: string) {
  return z.string().trim().min(1, `${label} is required`);
}

/** Text that may be empty. */
export const trimmedText = z.string().trim();

const emailFormat = z.email();

/** An email address, or nothing. */
export const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || emailFormat.safeParse(value).success, {
    message: 'Enter a valid email address',
  });
