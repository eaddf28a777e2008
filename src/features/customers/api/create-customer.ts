import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerKeys } from '@/entities/customer/api/customer-keys';
import {
  createdCustomerSchema,
  type CustomerInput,
} from '@/entities/customer/api/customer-schemas';
import { apiRequest, orgApiPath } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

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
