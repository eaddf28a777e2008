import { queryOptions, useQuery } from '@tanstack/react-query';

import { customerKeys } from '@/entities/customer/api/customer-keys';
import { customerSchema } from '@/entities/customer/api/customer-schemas';
import { customerApiPath } from '@/entities/customer/api/customer-paths';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { itemsOf } from '@/lib/api/schema-fields';
import { useOrganizationRef } from '@/lib/session/session';

const customerListSchema = itemsOf(customerSchema);

/** GET /api/{org}/customers: the organization's customers. */
export async function getCustomers(org: string, { signal }: AbortOptions = {}) {
  const { items } = await apiRequest(customerApiPath(org), {
    schema: customerListSchema,
    signal,
  });
  return items;
}

export function customersQueryOptions(org: string) {
  return queryOptions({
    queryKey: customerKeys.list(org),
    queryFn: ({ signal }) => getCustomers(org, { signal }),
  });
}

export function useCustomers() {
  return useQuery(customersQueryOptions(useOrganizationRef()));
}
