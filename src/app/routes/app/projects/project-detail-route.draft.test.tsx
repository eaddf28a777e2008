import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { RESTORED_DRAFT_MESSAGE } from '@/components/form/restored-draft-notice';
import { text } from '@/testing/i18n';
import { recordApiWrites } from '@/testing/record-api-writes';
import { LIVE_OAK_SITE, seedCustomer } from '@/testing/seed-customers';
import { allowWholeAppTime, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

allowWholeAppTime({ testMs: 20_000 });

const ORG = TEST_USER.organizationRef;

async function openProject(ref: string) {
  const view = renderApp(`/app/projects/${ref}`, { session: true });
  await screen.findByRole('form', { name: 'Project Details' });
  return view;
}

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

function customerBox() {
  return screen.getByRole('combobox', { name: /^Customer/ });
}

async function openCustomerDialog(user: UserEvent) {
  await user.click(customerBox());
  await user.click(await screen.findByRole('option', { name: 'Add new customer' }));
  return screen.findByRole('dialog', { name: 'Add new customer' });
}

describe('the project form keeps what was typed', () => {
  it('after a reload, with the chosen customer, until it is saved', async () => {
    const maria = await seedCustomer({ name: 'Maria Gonzalez' });
    const first = await openProject('new');
    await first.user.type(field(/^Name/), 'Front yard refresh');
    await first.user.type(field(/^City/), 'Austin');
    await first.user.click(customerBox());
    await first.user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    first.unmount();

    const writes = recordApiWrites();
    const { user } = await openProject('new');
    expect(field(/^Name/)).toHaveValue('Front yard refresh');
    expect(field(/^City/)).toHaveValue('Austin');
    await waitFor(() => expect(customerBox()).toHaveTextContent('Maria Gonzalez'));
    expect(screen.getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();

    await user.type(field(/^Address 1/), LIVE_OAK_SITE.address1);
    await user.type(field(/^State/), LIVE_OAK_SITE.state);
    await user.type(field(/^Zip/), LIVE_OAK_SITE.zip);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Project created');
    expect(await writes()).toEqual([
      {
        method: 'POST',
        path: `/api/${ORG}/projects`,
        body: {
          name: 'Front yard refresh',
          description: '',
          customerRef: maria.customerId,
          ...LIVE_OAK_SITE,
          address2: '',
        },
      },
    ]);
  });
});

describe('the add-customer dialog keeps what was typed', () => {
  it('when closed with Escape and opened again; Cancel drops it', async () => {
    const { user } = await openProject('new');
    let dialog = await openCustomerDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Greenway HOA');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openCustomerDialog(user);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Greenway HOA');
    expect(within(dialog).getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openCustomerDialog(user);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(within(dialog).queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
  });

  it('after a reload with the dialog open: the project and the customer typed are both back', async () => {
    const first = await openProject('new');
    await first.user.type(field(/^Name/), 'Front yard refresh');
    const dialog = await openCustomerDialog(first.user);
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'board@hoa.org');
    first.unmount();

    const { user } = await openProject('new');
    expect(field(/^Name/)).toHaveValue('Front yard refresh');
    const again = await openCustomerDialog(user);
    expect(within(again).getByRole('textbox', { name: 'Email' })).toHaveValue('board@hoa.org');
  });
});
