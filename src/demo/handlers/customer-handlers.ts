import { crudHandlers } from '@/demo/handlers/crud-handlers';
import { text } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';
import type { MockAddress, MockCustomer } from '@/demo/mock-persistence';

/** The customer fields of a create or update body, or the message of what is wrong. */
function customerFields(body: Record<string, unknown> | undefined) {
  if (!body) return 'The body must be a JSON object';
  const name = text(body.name);
  if (!name) return 'Name is required';
  const email = text(body.email);
  if (email && !email.includes('@')) return 'Email is not valid';
  const address =
    typeof body.address === 'object' && body.address !== null
      ? (body.address as Record<string, unknown>)
      : {};
  const fields: Omit<MockCustomer, 'customerId' | 'createdAt'> = {
    name,
    email,
    phone: text(body.phone),
    address: {
      addressLine1: text(address.addressLine1),
      addressLine2: text(address.addressLine2),
      city: text(address.city),
      state: text(address.state),
      postalCode: text(address.postalCode),
    } satisfies MockAddress,
  };
  return fields;
}

/** /api/{org}/customers[/{id}] (spec §7). */
export function customerHandlers(api: MockApi, base: string) {
  return crudHandlers(api, base, {
    segment: 'customers',
    notFound: 'Customer not found',
    items: (org) => api.organization(org).customers,
    idOf: (customer) => customer.customerId,
    fields: (_org, body) => customerFields(body),
    add: (org, fields) => api.addCustomer(org, fields),
  });
}
