import { queryOptions, useQuery } from '@tanstack/react-query';

import { customerKeys } from '@/features/customers/api/customer-keys';
import { customerSchema, type Customer } from '@/features/customers/api/customer-schemas';
import { apiRequest, orgApiPath, type AbortOptions } from '@/lib/api-client';
import { useOrganizationRef } from '@/lib/session';

/** The detail body is the customer; it may leave out the id the path already names. */
const customerDetailSchema = customerSchema.partial({ customerId: true });

/** GET /api/{org}/customers/{id}. */
export async function getCustomer(
  org: string,
  customerId: string,
  { signal }: AbortOptions = {},
): Promise<Customer> {
  const customer = await apiRequest(orgApiPath(org, 'customers', customerId), {
    schema: customerDetailSchema,
    signal,
  });
  return { ...customer, customerId: customer.customerId ?? customerId };
}

export function customerQueryOptions(org: string, customerId: string) {
  return queryOptions({
    queryKey: customerKeys.detail(org, customerId),
    queryFn: ({ signal }) => getCustomer(org, customerId, { signal }),
  });
}

export function useCustomer(customerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customerQueryOptions(useOrganizationRef(), customerId), enabled });
}
