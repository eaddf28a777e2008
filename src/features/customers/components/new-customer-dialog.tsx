import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCreateCustomer } from '@/features/customers/api/create-customer';
import { customerKeys } from '@/entities/customer/api/customer-keys';
import type { Customer, CustomerInput } from '@/entities/customer/api/customer-schemas';
import { customersQueryOptions } from '@/entities/customer/api/get-customers';
import { CustomerForm } from '@/features/customers/components/customer-form';
import { useOrganizationRef } from '@/lib/session/session';

/**
 * Adds a customer without leaving the current screen (e.g. the project form). `onCreated` gets
 * the new customer's id: from the create answer, or else found in the reloaded list (the spec
 * does not fix what create answers).
 */
export function NewCustomerDialog({
  open,
  onOpenChange,
  onCreated,
  draftScreen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (customerRef: string) => void;
  /**
   * Keeps what is typed as a draft under this name: closing the dialog (Escape, outside, the
   * close button) or leaving the screen keeps it for the next time it opens; Cancel drops it.
   */
  draftScreen?: string;
}) {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  const createCustomer = useCreateCustomer();

  const create = async (input: CustomerInput) => {
    const before = new Set(
      (queryClient.getQueryData<Customer[]>(customerKeys.list(org)) ?? []).map(
        (customer) => customer.ref,
      ),
    );
    let { ref: customerRef } = await createCustomer.mutateAsync(input);
    if (!customerRef) {
      const customers = await queryClient.query({
        ...customersQueryOptions(org),
        staleTime: 0,
      });
      customerRef = customers.find(
        (customer) => customer.name === input.name && !before.has(customer.ref),
      )?.ref;
    }
    if (customerRef) onCreated(customerRef);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Add new customer</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>The customer is saved at once and chosen for this form.</Trans>
          </DialogDescription>
        </DialogHeader>
        <CustomerForm
          onSubmit={create}
          onCancel={() => onOpenChange(false)}
          guardUnsavedChanges={false}
          draftScreen={draftScreen}
        />
      </DialogContent>
    </Dialog>
  );
}
