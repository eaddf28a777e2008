import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { customerKeys } from '@/features/customers/api/customer-keys';
import type { CustomerInput } from '@/features/customers/api/customer-schemas';
import { apiRequest, orgApiPath } from '@/lib/api-client';
import { optionalText } from '@/lib/schema-fields';
import { useOrganizationRef } from '@/lib/session';

/** The spec does not fix the create response; the id is used when the API sends it. */
const createdCustomerSchema = z
  .object({ customerId: optionalText })
  .nullish()
  .transform((value) => ({ customerId: value?.customerId }));

/** POST /api/{org}/customers with `{ name, email, phone, address }`. */
export function createCustomer(org: string, input: CustomerInput) {
  return apiRequest(orgApiPath(org, 'customers'), {
    method: 'POST',
    body: input,
    schema: createdCustomerSchema,
  });
}

export function useCreateCustomer() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => createCustomer(org, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all(org) }),
  });
}
