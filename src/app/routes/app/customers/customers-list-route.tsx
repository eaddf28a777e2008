import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
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
    <ListPage
      title={<Trans>Customers</Trans>}
      addTo={paths.app.newCustomer}
      addLabel={<Trans>Add Customer</Trans>}
    >
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
    </ListPage>
  );
}
