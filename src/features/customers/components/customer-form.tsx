import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod/mini';

import {
  optionalEmail,
  requiredText,
  trimmedText,
  type Translate,
} from '@/components/form/field-rules';
import type { FormFieldDefinition } from '@/components/form/form-field-definition';
import { GenericForm, type FormSchema, type RecordFormProps } from '@/components/form/generic-form';
import type { Customer, CustomerInput } from '@/entities/customer/api/customer-schemas';

/** The form's values are exactly what create and update send (spec §7). */
const customerFormSchema: FormSchema<CustomerInput> = (translate) =>
  z.object({
    name: requiredText(translate(msg`Name is required`)),
    email: optionalEmail(translate),
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
function customerFields(translate: Translate): readonly FormFieldDefinition<CustomerInput>[] {
  return [
    {
      name: 'name',
      label: translate(msg`Name`),
      component: 'Input',
      required: true,
      autoComplete: 'name',
    },
    {
      name: 'email',
      label: translate(msg`Email`),
      type: 'email',
      component: 'Input',
      placeholder: translate(msg`name@example.com`),
      autoComplete: 'email',
      inputMode: 'email',
      span: 'half',
    },
    {
      name: 'phone',
      label: translate(msg`Phone`),
      type: 'tel',
      component: 'Input',
      autoComplete: 'tel',
      inputMode: 'tel',
      span: 'half',
    },
    {
      name: 'address.addressLine1',
      label: translate(msg`Address line 1`),
      component: 'Input',
      autoComplete: 'address-line1',
    },
    {
      name: 'address.addressLine2',
      label: translate(msg`Address line 2`),
      component: 'Input',
      autoComplete: 'address-line2',
    },
    {
      name: 'address.city',
      label: translate(msg`City`),
      component: 'Input',
      autoComplete: 'address-level2',
      span: 'third',
    },
    {
      name: 'address.state',
      label: translate(msg`State`),
      component: 'Input',
      autoComplete: 'address-level1',
      span: 'third',
    },
    {
      name: 'address.postalCode',
      label: translate(msg`Postal code`),
      component: 'Input',
      autoComplete: 'postal-code',
      span: 'third',
    },
  ];
}

const EMPTY_CUSTOMER: CustomerInput = {
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

const CUSTOMER_SAVE_FAILED = msg`Failed to update customer`;

/** The customer form (spec §2 'Customer Details'), for the detail screen and the dialog. */
export function CustomerForm({
  defaultValues = EMPTY_CUSTOMER,
  ...use
}: Omit<RecordFormProps<CustomerInput>, 'defaultValues'> & { defaultValues?: CustomerInput }) {
  const { t } = useLingui();
  const fields = useMemo(() => customerFields(t), [t]);
  return (
    <GenericForm
      label={t`Customer Details`}
      fields={fields}
      schema={customerFormSchema}
      saveFailedMessage={CUSTOMER_SAVE_FAILED}
      defaultValues={defaultValues}
      {...use}
    />
  );
}
