import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';

import { RecordEditorPage, type RecordEditorTexts } from '@/components/detail/record-editor-page';
import { NEW_REF, paths } from '@/config/paths';
import { useCreateCustomer } from '@/features/customers/api/create-customer';
import type { CustomerInput } from '@/entities/customer/api/customer-schemas';
import { useCustomer } from '@/entities/customer/api/get-customer';
import { useUpdateCustomer } from '@/features/customers/api/update-customer';
import { CustomerForm, customerFormValues } from '@/features/customers/components/customer-form';

const CUSTOMER_LOAD_FAILED = msg`Failed to load customer`;

const CUSTOMER_TEXTS: RecordEditorTexts = {
  title: msg`Customer Details`,
  backLabel: msg`Back to customers`,
  newRecord: msg`New customer`,
  loadFailed: CUSTOMER_LOAD_FAILED,
  notFoundTitle: msg`Customer not found`,
  notFoundText: msg`This customer does not exist or has been removed.`,
  notFoundBackLabel: msg`Go to customers`,
};

/**
 * The customer editor of `/app/customers/{customerRef}` (spec §2 'Customer Details'): `new`
 * creates with one POST, any other ref loads the customer and saves with PUT. Success goes
 * back to the list. `related` shows under the form of an existing customer (their projects).
 */
export function CustomerEditor({
  customerRef,
  related,
}: {
  customerRef: string;
  related?: ReactNode;
}) {
  const { t } = useLingui();
  const isNew = customerRef === NEW_REF;
  const navigate = useNavigate();
  const customer = useCustomer(customerRef, { enabled: !isNew });
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();

  const backToList = () => void navigate(paths.app.customers);

  const save = async (input: CustomerInput) => {
    if (isNew) await createCustomer.mutateAsync(input);
    else await updateCustomer.mutateAsync({ customerRef, input });
    toast.success(isNew ? t`Customer added` : t`Customer saved`, { description: input.name });
    backToList();
  };

  return (
    <RecordEditorPage
      query={customer}
      isNew={isNew}
      texts={CUSTOMER_TEXTS}
      backTo={paths.app.customers}
      nameOf={(loaded) => loaded.name}
      related={related ? () => related : undefined}
      form={(loaded) => (
        <CustomerForm
          defaultValues={loaded ? customerFormValues(loaded) : undefined}
          onSubmit={save}
          onCancel={backToList}
          draftScreen={`customer:${customerRef}`}
        />
      )}
    />
  );
}
