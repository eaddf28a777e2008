import { z } from 'zod/mini';

import { optionalText } from '@/lib/api/schema-fields';

/**
 * A project's fields as the API sends them (spec §3): `sk` identifies it. Projects made by the
 * old product were created with only a description and a customer, so every other field may be
 * missing.
 */
const projectFields = z.object({
  sk: z.string().check(z.minLength(1)),
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

/** The app's own name for the project's id. */
function withRef<T extends { sk: string }>({ sk, ...rest }: T) {
  return { ref: sk, ...rest };
}

/** A project as the API returns it: the API's `sk` becomes `ref`. */
export const projectSchema = z.pipe(projectFields, z.transform(withRef));

/** The detail body is the project; it may leave out the id the path already names (`ref`). */
export function projectDetailSchema(ref: string) {
  return z.pipe(
    z.partial(projectFields, { sk: true }),
    z.transform(({ sk = ref, ...rest }) => withRef({ sk, ...rest })),
  );
}

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

/** Create answers with the new project's `sk` (spec §7), its `ref`. */
export const createdProjectSchema = z.pipe(
  z.object({ sk: z.string().check(z.minLength(1)) }),
  z.transform(withRef),
);
