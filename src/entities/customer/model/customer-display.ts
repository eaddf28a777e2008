import type { Address, Customer } from '@/entities/customer/api/customer-schemas';

/** The address parts joined with ', ', or '-' when there are none (spec §2). */
export function formatAddress(address: Address | undefined) {
  const parts = [
    address?.addressLine1,
    address?.addressLine2,
    address?.city,
    address?.state,
    address?.postalCode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '-';
}

/** The list's search: name, email and phone (spec §2); `query` comes lower-cased. */
export function matchesCustomer(customer: Customer, query: string) {
  return [customer.name, customer.email, customer.phone].some((value) =>
    value?.toLowerCase().includes(query),
  );
}

/** Customers in alphabetical order, so pages stay put between visits. */
export function byName(a: Customer, b: Customer) {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}
