import { useCallback, useMemo } from 'react';

import { loadWorkParts } from '@/app/project-file/load-work-parts';
import { useCustomers } from '@/entities/customer/api/get-customers';
import { OpenProjectFileButton } from '@/features/project-file/open/open-project-file-button';
import { ProjectsList } from '@/features/projects/components/projects-list';

/**
 * `/app/projects`: the projects, each card naming its customer when the customer is found, and
 * 'Open a project file' (a project's work exported on another device).
 */
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
  return (
    <ProjectsList
      customerNameOf={customerNameOf}
      actions={<OpenProjectFileButton loadParts={loadWorkParts} />}
    />
  );
}
