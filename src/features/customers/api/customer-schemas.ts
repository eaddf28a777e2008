import { z } from 'zod';

import { optionalText } from '@/lib/schema-fields';

/** A customer's postal address (spec §3). */
export const addressSchema = z.object({
  addressLine1: optionalText,
  addressLine2: optionalText,
  city: optionalText,
  state: optionalText,
  postalCode: optionalText,
});

/** A customer as the API returns it (spec §3): `customerId` identifies it. */
export const customerSchema = z.object({
  customerId: z.string().min(1),
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  address: addressSchema.nullish().transform((value) => value ?? undefined),
});

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
