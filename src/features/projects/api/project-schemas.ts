import { z } from 'zod';

import { optionalText } from '@/lib/schema-fields';

/**
 * A project as the API returns it (spec §3). Projects made by the old product were created with
 * only a description and a customer, so every field but `sk` may be missing.
 */
export const projectSchema = z.object({
  sk: z.string().min(1),
  name: optionalText,
  description: optionalText,
  customerRef: optionalText,
  createdAt: optionalText,
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
});

export type Project = z.output<typeof projectSchema>;

/** What create and update send: the whole form (spec §2 'Project Details'). */
export type ProjectInput = {
  name: string;
  description: string;
  customerRef: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
};

/** Create answers with the new project's `sk` (spec §7). */
export const createdProjectSchema = z.object({ sk: z.string().min(1) });
