import { z } from 'zod/mini';

import { optionalText } from '@/lib/api/schema-fields';

/** A customer's postal address (spec §3). */
const addressSchema = z.object({
  addressLine1: optionalText,
  addressLine2: optionalText,
  city: optionalText,
  state: optionalText,
  postalCode: optionalText,
});

/** A customer's fields as the API sends them (spec §3): `customerId` identifies it. */
const customerFields = z.object({
  customerId: z.string().check(z.minLength(1)),
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  address: z.pipe(
    z.nullish(addressSchema),
    z.transform((value) => value ?? undefined),
  ),
});

/** The app's own name for the customer's id. */
function withRef<T extends { customerId: string }>({ customerId, ...rest }: T) {
  return { ref: customerId, ...rest };
}

/** A customer as the API returns it: the API's `customerId` becomes `ref`. */
export const customerSchema = z.pipe(customerFields, z.transform(withRef));

/** The detail body is the customer; it may leave out the id the path already names (`ref`). */
export function customerDetailSchema(ref: string) {
  return z.pipe(
    z.partial(customerFields, { customerId: true }),
    z.transform(({ customerId = ref, ...rest }) => withRef({ customerId, ...rest })),
  );
}

/** The spec does not fix the create response; `ref` is set when the API sends the id. */
export const createdCustomerSchema = z.pipe(
  z.nullish(z.object({ customerId: optionalText })),
  z.transform((value) => ({ ref: value?.customerId })),
);

export type Address = z.output<typeof addressSchema>;
export type Customer = z.output<typeof customerSchema>;

/** What create and update send: `{ name, email, phone, address: {...} }` (spec §7). */
export type CustomerInput = {
  name: string;
  email: string;
  phone: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    postalCode: string;
  };
};
