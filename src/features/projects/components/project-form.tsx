import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod/mini';

import { trimmedText, requiredText } from '@/components/form/field-rules';
import type {
  AutocompleteAction,
  FieldOption,
  FormFieldDefinition,
} from '@/components/form/form-field-definition';
import { GenericForm, type FormSchema, type RecordFormProps } from '@/components/form/generic-form';
import type { Project, ProjectInput } from '@/entities/project/api/project-schemas';

/**
 * Everything is required but Description and Address 2 (the old product marked Address 2
 * required by mistake). The values are the whole body of create and update.
 */
const projectFormSchema: FormSchema<ProjectInput> = (translate) =>
  z.object({
    name: requiredText(translate(msg`Name is required`)),
    description: trimmedText,
    customerRef: requiredText(translate(msg`Customer is required`)),
    address1: requiredText(translate(msg`Address 1 is required`)),
    address2: trimmedText,
    city: requiredText(translate(msg`City is required`)),
    state: requiredText(translate(msg`State is required`)),
    zip: requiredText(translate(msg`Zip is required`)),
  });

export const EMPTY_PROJECT: ProjectInput = {
  name: '',
  description: '',
  customerRef: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

/** A loaded project as form values; what the API left out is empty. */
export function projectFormValues(project: Project): ProjectInput {
  return {
    name: project.name ?? '',
    description: project.description ?? '',
    customerRef: project.customerRef ?? '',
    address1: project.address1 ?? '',
    address2: project.address2 ?? '',
    city: project.city ?? '',
    state: project.state ?? '',
    zip: project.zip ?? '',
  };
}

const PROJECT_SAVE_FAILED = msg`Failed to save project`;

/** The customers to choose from; the list itself belongs to the customers feature. */
export type CustomerChoice = {
  options: readonly FieldOption[];
  loading: boolean;
  /** When the list could not load, the autocomplete says so instead of 'No customers found.'. */
  failed?: boolean;
  /** 'Add new customer' at the end of the list; gets a function that picks the new one. */
  onAdd?: AutocompleteAction['onSelect'];
};

/** 'Project Details' (spec §2): field names `name`, `description`, `customerRef`, `address1` ... */
export function ProjectForm({
  customers,
  ...use
}: RecordFormProps<ProjectInput> & { customers: CustomerChoice }) {
  const { t } = useLingui();
  const { options, loading, failed = false, onAdd } = customers;
  const fields = useMemo<FormFieldDefinition<ProjectInput>[]>(
    () => [
      { name: 'name', label: t`Name`, component: 'Input', required: true, autoComplete: 'off' },
      { name: 'description', label: t`Description`, component: 'Input', autoComplete: 'off' },
      {
        name: 'customerRef',
        label: t`Customer`,
        component: 'Autocomplete',
        required: true,
        placeholder: t`Select a customer...`,
        searchPlaceholder: t`Search customers...`,
        options,
        loading,
        emptyText: failed ? t`Customers could not be loaded.` : t`No customers found.`,
        action: onAdd ? { label: t`Add new customer`, onSelect: onAdd } : undefined,
      },
      {
        name: 'address1',
        label: t`Address 1`,
        component: 'Input',
        required: true,
        autoComplete: 'address-line1',
      },
      { name: 'address2', label: t`Address 2`, component: 'Input', autoComplete: 'address-line2' },
      {
        name: 'city',
        label: t`City`,
        component: 'Input',
        required: true,
        autoComplete: 'address-level2',
        span: 'third',
      },
      {
        name: 'state',
        label: t`State`,
        component: 'Input',
        required: true,
        autoComplete: 'address-level1',
        span: 'third',
      },
      {
        name: 'zip',
        label: t`Zip`,
        component: 'Input',
        required: true,
        autoComplete: 'postal-code',
        span: 'third',
      },
    ],
    [options, loading, failed, onAdd, t],
  );

  return (
    <GenericForm
      label={t`Project Details`}
      fields={fields}
      schema={projectFormSchema}
      saveFailedMessage={PROJECT_SAVE_FAILED}
      {...use}
    />
  );
}
