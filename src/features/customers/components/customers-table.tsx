import { Trans, useLingui } from '@lingui/react/macro';

import { LinkedRowsStack, LinkedRowsTable, RowLink } from '@/components/list/linked-rows';
import { customerPath } from '@/config/paths';
import type { Customer } from '@/entities/customer/api/customer-schemas';
import { formatAddress } from '@/entities/customer/model/customer-display';

const customerPathOf = (customer: Customer) => customerPath(customer.ref);

/**
 * Customers as a table (desktop): name, email, phone, address. A click anywhere on a row opens
 * the customer; for the keyboard, the name is a link to the same place.
 */
export function CustomersTable({ customers }: { customers: Customer[] }) {
  return (
    <LinkedRowsTable
      caption={<Trans>Customers</Trans>}
      columns={[
        { key: 'name', head: <Trans>Name</Trans> },
        { key: 'email', head: <Trans>Email</Trans> },
        { key: 'phone', head: <Trans>Phone</Trans> },
        { key: 'address', head: <Trans>Address</Trans> },
      ]}
      items={customers}
      pathOf={customerPathOf}
    >
      {(customer) => (
        <>
          <td className="px-4 py-3">
            <RowLink to={customerPathOf(customer)}>{customer.name}</RowLink>
          </td>
          <td className="px-4 py-3 break-all">{customer.email || '-'}</td>
          <td className="px-4 py-3 whitespace-nowrap">{customer.phone || '-'}</td>
          <td className="px-4 py-3 text-muted-foreground">{formatAddress(customer.address)}</td>
        </>
      )}
    </LinkedRowsTable>
  );
}

/** Customers as stacked entries (phones): each one link with its contact details. */
export function CustomersStack({ customers }: { customers: Customer[] }) {
  const { t } = useLingui();
  return (
    <LinkedRowsStack
      label={t`Customers`}
      items={customers}
      pathOf={customerPathOf}
      entryClassName="flex flex-col gap-1 text-sm"
    >
      {(customer) => (
        <>
          <span className="text-base font-medium">{customer.name}</span>
          <span className="break-all">{customer.email || '-'}</span>
          <span>{customer.phone || '-'}</span>
          <span className="text-muted-foreground">{formatAddress(customer.address)}</span>
        </>
      )}
    </LinkedRowsStack>
  );
}
