import { useCallback, useMemo } from 'react';

import { useCustomers } from '@/entities/customer/api/get-customers';
import { ProjectsList } from '@/features/projects/components/projects-list';

/** `/app/projects`: the projects, each card naming its customer when the customer is found. */
export function ProjectsListRoute() {
  const customers = useCustomers();
  const names = useMemo(
    () => new Map((customers.data ?? []).map((customer) => [customer.ref, customer.name])),
    [customers.data],
  );
  const customerNameOf = useCallback(
    (customerRef: string | undefined) => (customerRef ? names.get(customerRef) : undefined),
    [names],
  );
  return <ProjectsList customerNameOf={customerNameOf} />;
}
