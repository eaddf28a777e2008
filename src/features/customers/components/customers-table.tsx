import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';

import { customerPath } from '@/config/paths';
import type { Customer } from '@/entities/customer/api/customer-schemas';
import { formatAddress } from '@/entities/customer/model/customer-display';

const linkClass =
  'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

/**
 * Customers as a table (desktop): name, email, phone, address. A click anywhere on a row opens
 * the customer; for the keyboard, the name is a link to the same place.
 */
export function CustomersTable({ customers }: { customers: Customer[] }) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">
          <Trans>Customers</Trans>
        </caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Email</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Phone</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Address</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr
              key={customer.ref}
              onClick={() => void navigate(customerPath(customer.ref))}
              className="cursor-pointer border-t align-middle transition-colors hover:bg-muted/40"
            >
              <td className="px-4 py-3">
                <Link
                  to={customerPath(customer.ref)}
                  className={linkClass}
                  onClick={(event) => event.stopPropagation()}
                >
                  {customer.name}
                </Link>
              </td>
              <td className="px-4 py-3 break-all">{customer.email || '-'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{customer.phone || '-'}</td>
              <td className="px-4 py-3 text-muted-foreground">{formatAddress(customer.address)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Customers as stacked entries (phones): each one link with its contact details. */
export function CustomersStack({ customers }: { customers: Customer[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3" aria-label={t`Customers`}>
      {customers.map((customer) => (
        <li key={customer.ref}>
          <Link
            to={customerPath(customer.ref)}
            className="flex flex-col gap-1 rounded-lg border p-3 text-sm outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <span className="text-base font-medium">{customer.name}</span>
            <span className="break-all">{customer.email || '-'}</span>
            <span>{customer.phone || '-'}</span>
            <span className="text-muted-foreground">{formatAddress(customer.address)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
