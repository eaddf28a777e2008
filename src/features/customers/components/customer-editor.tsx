import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

import { BackLink } from '@/components/detail/back-link';
import {
  DetailQueryState,
  isBeingChecked,
  type DetailTexts,
} from '@/components/detail/detail-query-state';
import { Card, CardContent } from '@/components/ui/card';
import { NEW_REF, paths } from '@/config/paths';
import { useCreateCustomer } from '@/features/customers/api/create-customer';
import type { CustomerInput } from '@/entities/customer/api/customer-schemas';
import { useCustomer } from '@/entities/customer/api/get-customer';
import { useUpdateCustomer } from '@/features/customers/api/update-customer';
import { CustomerForm, customerFormValues } from '@/features/customers/components/customer-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const CUSTOMER_LOAD_FAILED = msg`Failed to load customer`;

const CUSTOMER_TEXTS: DetailTexts = {
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
  useDocumentTitle(isNew ? t`New customer` : (customer.data?.name ?? t`Customer Details`));

  const backToList = () => void navigate(paths.app.customers);

  const save = async (input: CustomerInput) => {
    if (isNew) await createCustomer.mutateAsync(input);
    else await updateCustomer.mutateAsync({ customerRef, input });
    toast.success(isNew ? t`Customer added` : t`Customer saved`, { description: input.name });
    backToList();
  };

  const page = (content: ReactNode) => (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <BackLink to={paths.app.customers}>
          <Trans>Back to customers</Trans>
        </BackLink>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Customer Details</Trans>
        </h1>
        <p className="text-sm break-words text-muted-foreground">
          {isNew ? t`New customer` : customer.data?.name}
        </p>
      </div>
      <Card>
        <CardContent>{content}</CardContent>
      </Card>
      {!isNew && customer.isSuccess && !isBeingChecked(customer) ? related : null}
    </div>
  );

  const draftScreen = `customer:${customerRef}`;
  if (isNew) {
    return page(<CustomerForm onSubmit={save} onCancel={backToList} draftScreen={draftScreen} />);
  }
  return (
    <DetailQueryState
      query={customer}
      editable
      texts={CUSTOMER_TEXTS}
      backTo={paths.app.customers}
      frame={(state, content) =>
        state === 'not-found' ? (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
            <BackLink to={paths.app.customers}>
              <Trans>Back to customers</Trans>
            </BackLink>
            {content}
          </div>
        ) : (
          page(content)
        )
      }
    >
      {(data) => (
        <CustomerForm
          defaultValues={customerFormValues(data)}
          onSubmit={save}
          onCancel={backToList}
          draftScreen={draftScreen}
        />
      )}
    </DetailQueryState>
  );
}
