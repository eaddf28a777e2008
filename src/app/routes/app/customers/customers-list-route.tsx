import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { ListView } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCustomers } from '@/entities/customer/api/get-customers';
import { CustomersStack, CustomersTable } from '@/features/customers/components/customers-table';
import { byName, matchesCustomer } from '@/entities/customer/model/customer-display';
import { useClientList } from '@/hooks/use-client-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsMobile } from '@/hooks/use-is-mobile';

/** `/app/customers` (spec §2): the organization's customers, searchable by name, email, phone. */
export function CustomersListRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Customers`);
  const customers = useCustomers();
  const isMobile = useIsMobile();
  const sorted = useMemo(() => [...(customers.data ?? [])].sort(byName), [customers.data]);
  const list = useClientList(sorted, matchesCustomer);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Customers</Trans>
        </h1>
        <Button asChild>
          <Link to={paths.app.newCustomer}>
            <PlusIcon aria-hidden="true" />
            <Trans>Add Customer</Trans>
          </Link>
        </Button>
      </div>
      <ListView
        query={customers}
        list={list}
        searchPlaceholder={t`Search customers`}
        emptyText={t`No customers found.`}
        errorMessage={t`Your customers could not be loaded.`}
      >
        {(items) =>
          isMobile ? <CustomersStack customers={items} /> : <CustomersTable customers={items} />
        }
      </ListView>
    </div>
  );
}
