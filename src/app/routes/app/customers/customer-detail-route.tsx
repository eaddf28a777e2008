import { useParams } from 'react-router-dom';

import { NEW_REF } from '@/config/paths';
import { CustomerEditor } from '@/features/customers/components/customer-editor';
import { CustomerProjects } from '@/features/projects/components/customer-projects';

/** `/app/customers/{customerRef}`: the customer form, and under it the customer's projects. */
export function CustomerDetailRoute() {
  const { customerRef = NEW_REF } = useParams();
  return (
    <CustomerEditor
      key={customerRef}
      customerRef={customerRef}
      related={<CustomerProjects customerRef={customerRef} />}
    />
  );
}
