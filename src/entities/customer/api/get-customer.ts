import { queryOptions, useQuery } from '@tanstack/react-query';

import { customerKeys } from '@/entities/customer/api/customer-keys';
import { customerDetailSchema, type Customer } from '@/entities/customer/api/customer-schemas';
import { customerApiPath } from '@/entities/customer/api/customer-paths';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** GET /api/{org}/customers/{id}. */
export async function getCustomer(
  org: string,
  customerRef: string,
  { signal }: AbortOptions = {},
): Promise<Customer> {
  return apiRequest(customerApiPath(org, customerRef), {
    schema: customerDetailSchema(customerRef),
    signal,
  });
}

function customerQueryOptions(org: string, customerRef: string) {
  return queryOptions({
    queryKey: customerKeys.detail(org, customerRef),
    queryFn: ({ signal }) => getCustomer(org, customerRef, { signal }),
  });
}

export function useCustomer(customerRef: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customerQueryOptions(useOrganizationRef(), customerRef), enabled });
}
