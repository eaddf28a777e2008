import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { i18n } from '@lingui/core';

import {
  FIELD_RULE_TEXTS,
  optionalEmail,
  trimmedText,
  requiredText,
} from '@/components/form/field-rules';
import type { FormFieldDefinition } from '@/components/form/form-field-definition';
import { text, WithI18n } from '@/testing/i18n';
import {
  GenericForm,
  type FormSchema,
  type GenericFormProps,
} from '@/components/form/generic-form';

type Values = {
  name: string;
  email: string;
  kind: string;
  owner: string;
  address: { city: string };
};

const schema: FormSchema<Values> = (translate) =>
  z.object({
    name: requiredText('Name is required'),
    email: optionalEmail(translate),
    kind: requiredText('Kind is required'),
    owner: requiredText('Owner is required'),
    address: z.object({ city: trimmedText }),
  });

const OWNERS = [
  { label: 'Maria Gonzalez', value: 'c-1' },
  { label: 'James Carter', value: 'c-2' },
  { label: 'Greenway HOA', value: 'c-3' },
];

const FIELDS: FormFieldDefinition<Values>[] = [
  { name: 'name', label: 'Name', component: 'Input', required: true, autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    component: 'Input',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: 'name@example.com',
  },
  {
    name: 'kind',
    label: 'Kind',
    component: 'Select',
    required: true,
    placeholder: 'Choose a kind',
    options: [
      { label: 'Residential', value: 'residential' },
      { label: 'Commercial', value: 'commercial' },
    ],
  },
  {
    name: 'owner',
    label: 'Owner',
    component: 'Autocomplete',
    required: true,
    placeholder: 'Select an owner...',
    searchPlaceholder: 'Search owners...',
    emptyText: 'No owners found.',
    options: OWNERS,
  },
  { name: 'address.city', label: 'City', component: 'Input', autoComplete: 'address-level2' },
];

const EMPTY: Values = { name: '', email: '', kind: '', owner: '', address: { city: '' } };

/** The form on a route of a memory router (the unsaved-changes guard needs one). */
async function renderForm(props: Partial<GenericFormProps<Values>> = {}) {
  const onSubmit = vi.fn<(values: Values) => Promise<unknown>>(() => Promise.resolve());
  const onCancel = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <GenericForm<Values>
              label="Test form"
              fields={FIELDS}
              schema={schema}
              defaultValues={EMPTY}
              onSubmit={onSubmit}
              saveFailedMessage="Could not save"
              onCancel={onCancel}
              {...props}
            />
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />, { wrapper: WithI18n });
  await screen.findByRole('form', { name: 'Test form' });
  return { user, router, onSubmit, onCancel };
}

/** The labels the open autocomplete lists. */
function listedOptions() {
  return within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);
}

async function chooseOwner(user: ReturnType<typeof userEvent.setup>, search: string) {
  await user.click(screen.getByRole('combobox', { name: /Owner/ }));
  await user.type(screen.getByPlaceholderText('Search owners...'), search);
  await user.keyboard('{Enter}');
}

describe('GenericForm', () => {
  it('builds the fields from their definitions, with native validation off', async () => {
    await renderForm();
    const form = screen.getByRole('form', { name: 'Test form' });
    expect(form).toHaveAttribute('novalidate');

    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('autocomplete', 'name');

    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).not.toHaveAttribute('aria-required');
    expect(email).toHaveAttribute('placeholder', 'name@example.com');

    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('name', 'address.city');

    const kind = screen.getByRole('combobox', { name: /^Kind/ });
    expect(kind).toHaveAttribute('name', 'kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a kind', 'Residential', 'Commercial']);

    // Required fields carry a visible asterisk in their label, and only they.
    const labels = Array.from(form.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual(['Name*', 'Email', 'Kind*', 'Owner*', 'City']);

    const owner = screen.getByRole('combobox', { name: /^Owner/ });
    expect(owner).toHaveTextContent('Select an owner...');
    expect(form.querySelector('input[type="hidden"][name="owner"]')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('shows a message under each invalid field instead of submitting', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveAccessibleDescription(
      'Kind is required',
    );
    const owner = screen.getByRole('combobox', { name: /^Owner/ });
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    expect(owner).toHaveAccessibleDescription('Owner is required');
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');

    // Blanks do not count as a value.
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows its messages in the new language when the language changes', async () => {
    const { user } = await renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(text(FIELD_RULE_TEXTS.invalidEmail)),
    );

    try {
      act(() => {
        i18n.load('es', { [FIELD_RULE_TEXTS.invalidEmail.id]: 'Escribe un correo válido' });
        i18n.activate('es');
      });
      await waitFor(() => expect(email).toHaveAccessibleDescription('Escribe un correo válido'));
      // The other fields' messages are checked again too: they are still there.
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'Name is required',
      );
    } finally {
      act(() => i18n.activate('en'));
    }
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
  });

  it("submits the trimmed, nested values, showing 'Saving...' meanwhile", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn<(values: Values) => Promise<void>>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = await renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Front yard  ');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Kind/ }), 'commercial');
    await chooseOwner(user, 'james');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A second submit while saving does nothing.
    await user.click(screen.getByRole('button', { name: 'Saving...' }));
    act(() => finish());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Front yard',
      email: '',
      kind: 'commercial',
      owner: 'c-2',
      address: { city: 'Austin' },
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard');
  });

  it("shows the save failure's message and keeps what was typed", async () => {
    const { user } = await renderForm({
      onSubmit: () => Promise.reject(new Error('boom')),
      defaultValues: { ...EMPTY, name: 'Front yard', kind: 'residential', owner: 'c-1' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard');
  });

  it('Cancel calls onCancel', async () => {
    const { user, onCancel } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('Autocomplete', () => {
  it('is operated by keyboard: open, filter, move, pick, and back to the button', async () => {
    const { user } = await renderForm();
    const owner = screen.getByRole('combobox', { name: /^Owner/ });
    owner.focus();
    await user.keyboard('{ArrowDown}');
    expect(owner).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search owners...' });
    expect(search).toHaveFocus();
    expect(listedOptions()).toEqual(['Maria Gonzalez', 'James Carter', 'Greenway HOA']);

    // Filters by the label, ignoring case, never by the hidden id.
    await user.keyboard('GREEN');
    expect(listedOptions()).toEqual(['Greenway HOA']);
    await user.clear(search);
    await user.keyboard('c-');
    expect(screen.getByText('No owners found.')).toBeInTheDocument();
    await user.clear(search);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'James Carter' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(owner).toHaveAttribute('aria-expanded', 'false');
    expect(owner).toHaveTextContent('James Carter');
    await waitFor(() => expect(owner).toHaveFocus());
    expect(document.querySelector('input[name="owner"]')).toHaveValue('c-2');

    // Enter opens again; Escape closes without changing the choice.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'James Carter' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(owner).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(owner).toHaveFocus());
    expect(owner).toHaveTextContent('James Carter');
  });

  it('says so while the options load, rather than showing the bare value', async () => {
    const loadingOwners = FIELDS.map((field) =>
      field.name === 'owner' ? { ...field, options: [], loading: true } : field,
    );
    await renderForm({ fields: loadingOwners, defaultValues: { ...EMPTY, owner: 'c-2' } });
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveTextContent('Loading...');
  });

  it('offers an action after the options, which can pick what it made', async () => {
    const onSelect = vi.fn<(choose: (value: string) => void) => void>();
    const withAction = FIELDS.map((field) =>
      field.name === 'owner' ? { ...field, action: { label: 'Add new owner', onSelect } } : field,
    );
    const { user } = await renderForm({ fields: withAction });
    await user.click(screen.getByRole('combobox', { name: /^Owner/ }));
    // Always offered, even when no option matches.
    await user.keyboard('zzz');
    await user.click(screen.getByRole('option', { name: 'Add new owner' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    await act(async () => {
      onSelect.mock.calls[0]?.[0]('c-3');
      await Promise.resolve();
    });
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveTextContent('Greenway HOA');
  });
});

describe('unsaved changes', () => {
  it('asks before leaving edited fields: Keep editing stays, Discard leaves', async () => {
    const { user, router } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Front yard');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets an untouched form go without asking', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not hold up the navigation that follows a save', async () => {
    const app: { router?: Awaited<ReturnType<typeof renderForm>>['router'] } = {};
    const view = await renderForm({
      onSubmit: async () => {
        await app.router?.navigate('/elsewhere');
      },
      defaultValues: { ...EMPTY, kind: 'residential', owner: 'c-1' },
    });
    app.router = view.router;
    await view.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Front yard');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload while edits are unsaved', async () => {
    const { user } = await renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Front yard');
    expect(unload()).toBe(true);
  });

  it('can be turned off (a form inside a dialog)', async () => {
    const { user } = await renderForm({ guardUnsavedChanges: false });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Front yard');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
