import { z } from 'zod';

import { optionalEmail, trimmedText, requiredText } from '@/components/form/field-rules';
import type { FormFieldDefinition } from '@/components/form/form-field-definition';
import { GenericForm } from '@/components/form/generic-form';
import type { Customer, CustomerInput } from '@/entities/customer/api/customer-schemas';
import { errorMessageFromBody } from '@/lib/api/api-client';

/** The form's values are exactly what create and update send (spec §7). */
const customerFormSchema: z.ZodType<CustomerInput, CustomerInput> = z.object({
  name: requiredText('Name'),
  email: optionalEmail,
  phone: trimmedText,
  address: z.object({
    addressLine1: trimmedText,
    addressLine2: trimmedText,
    city: trimmedText,
    state: trimmedText,
    postalCode: trimmedText,
  }),
});

/**
 * Field names as in spec §3 (the address flattened as `address.addressLine1` ...). The
 * autocomplete tokens say what each field holds, so the browser suggests fitting values.
 */
const CUSTOMER_FIELDS: readonly FormFieldDefinition<CustomerInput>[] = [
  { name: 'name', label: 'Name', component: 'Input', required: true, autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    component: 'Input',
    placeholder: 'name@example.com',
    autoComplete: 'email',
    inputMode: 'email',
    span: 'half',
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    component: 'Input',
    autoComplete: 'tel',
    inputMode: 'tel',
    span: 'half',
  },
  {
    name: 'address.addressLine1',
    label: 'Address line 1',
    component: 'Input',
    autoComplete: 'address-line1',
  },
  {
    name: 'address.addressLine2',
    label: 'Address line 2',
    component: 'Input',
    autoComplete: 'address-line2',
  },
  {
    name: 'address.city',
    label: 'City',
    component: 'Input',
    autoComplete: 'address-level2',
    span: 'third',
  },
  {
    name: 'address.state',
    label: 'State',
    component: 'Input',
    autoComplete: 'address-level1',
    span: 'third',
  },
  {
    name: 'address.postalCode',
    label: 'Postal code',
    component: 'Input',
    autoComplete: 'postal-code',
    span: 'third',
  },
];

export const EMPTY_CUSTOMER: CustomerInput = {
  name: '',
  email: '',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '' },
};

/** A loaded customer as form values; what the API left out is empty. */
export function customerFormValues(customer: Customer): CustomerInput {
  const address = customer.address;
  return {
    name: customer.name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    address: {
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
    },
  };
}

export const CUSTOMER_SAVE_FAILED = 'Failed to update customer';

/** The body's `error`, else 'Failed to update customer' (spec §8). */
export function customerSaveErrorMessage(error: unknown) {
  return errorMessageFromBody(error) ?? CUSTOMER_SAVE_FAILED;
}

/** The customer form (spec §2 'Customer Details'), for the detail screen and the dialog. */
export function CustomerForm({
  defaultValues = EMPTY_CUSTOMER,
  onSubmit,
  onCancel,
  guardUnsavedChanges = true,
  draftScreen,
}: {
  defaultValues?: CustomerInput;
  onSubmit: (values: CustomerInput) => Promise<unknown>;
  onCancel: () => void;
  guardUnsavedChanges?: boolean;
  /** Keeps what is typed as a draft under this name until saved or discarded. */
  draftScreen?: string;
}) {
  return (
    <GenericForm
      label="Customer Details"
      fields={CUSTOMER_FIELDS}
      schema={customerFormSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      submitErrorMessage={customerSaveErrorMessage}
      onCancel={onCancel}
      guardUnsavedChanges={guardUnsavedChanges}
      draftScreen={draftScreen}
    />
  );
}
