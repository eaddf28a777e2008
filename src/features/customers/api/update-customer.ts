import { useMutation, useQueryClient } from '@tanstack/react-query';

import { customerKeys } from '@/entities/customer/api/customer-keys';
import type { CustomerInput } from '@/entities/customer/api/customer-schemas';
import { apiRequest, orgApiPath } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** PUT /api/{org}/customers/{id} with the same body as create; 200 is success (spec §7). */
export async function updateCustomer(org: string, customerRef: string, input: CustomerInput) {
  await apiRequest(orgApiPath(org, 'customers', customerRef), { method: 'PUT', body: input });
}

export function useUpdateCustomer() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerRef, input }: { customerRef: string; input: CustomerInput }) =>
      updateCustomer(org, customerRef, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all(org) }),
  });
}
