import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeAppClock } from '@/testing/app-clock';
import { mockApi, server } from '@/testing/mocks/server';
import { recordApiWrites } from '@/testing/record-api-writes';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

allowWholeAppTime();

// The app's timers on a fake clock that still moves with real time: user-event's pause of 0 ms
// after each key and each press passes at once instead of on a real timer.
beforeEach(() => {
  fakeAppClock();
});

const ORG = TEST_USER.organizationRef;
const CUSTOMERS = `/api/${ORG}/customers`;

async function openCustomer(ref: string) {
  const view = renderApp(`/app/customers/${ref}`, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Customer Details' });
  return view;
}

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

async function fillNewCustomer(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Maria Gonzalez');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Phone'), '(512) 555-0148');
  await user.type(field('Address line 1'), '1408 Live Oak Lane');
  await user.type(field('City'), 'Austin');
  await user.type(field('State'), 'TX');
  await user.type(field('Postal code'), '78704');
}

describe('/app/customers/new', () => {
  it("creates the customer with one POST, shows 'Saving...', and returns to the list", async () => {
    const writes = recordApiWrites();
    const { user, router } = await openCustomer('new');
    expect(document.title).toBe('New customer · YardVision');
    const form = screen.getByRole('form', { name: 'Customer Details' });
    expect(form).toHaveAttribute('novalidate');
    await fillNewCustomer(user);

    let release: () => void = () => undefined;
    server.use(
      http.post(
        CUSTOMERS,
        async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return undefined;
        },
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    release();

    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(currentUrl(router)).toBe('/app/customers');
    expect(await screen.findByRole('link', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(await writes()).toEqual([
      {
        method: 'POST',
        path: CUSTOMERS,
        body: {
          name: 'Maria Gonzalez',
          email: 'maria@example.com',
          phone: '(512) 555-0148',
          address: {
            addressLine1: '1408 Live Oak Lane',
            addressLine2: '',
            city: 'Austin',
            state: 'TX',
            postalCode: '78704',
          },
        },
      },
    ]);
  });

  it('requires a name, with a message by the field and no request', async () => {
    const writes = recordApiWrites();
    const { user } = await openCustomer('new');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name.closest('div')?.querySelector('label')).toHaveTextContent('Name*');
    await user.type(field('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await writes()).toEqual([]);
  });

  it('uses the fitting input types and field names', async () => {
    await openCustomer('new');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('name', 'name');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('name', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Address line 1')).toHaveAttribute('name', 'address.addressLine1');
    expect(field('Address line 2')).toHaveAttribute('name', 'address.addressLine2');
    expect(field('City')).toHaveAttribute('name', 'address.city');
    expect(field('State')).toHaveAttribute('name', 'address.state');
    expect(field('Postal code')).toHaveAttribute('name', 'address.postalCode');
    expect(field('Postal code')).toHaveAttribute('autocomplete', 'postal-code');
  });

  it("shows the body's error when the save fails, else 'Failed to update customer'", async () => {
    server.use(
      http.post(
        CUSTOMERS,
        () => HttpResponse.json({ error: 'Email already used' }, { status: 409 }),
        {
          once: true,
        },
      ),
      http.post(CUSTOMERS, () => new HttpResponse('Bad gateway', { status: 502 }), { once: true }),
    );
    const { user, router } = await openCustomer('new');
    await fillNewCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already used');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update customer'),
    );
    expect(currentUrl(router)).toBe('/app/customers/new');
    expect(field(/^Name/)).toHaveValue('Maria Gonzalez');
  });

  it('Cancel goes back to the list', async () => {
    const { user, router } = await openCustomer('new');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/customers'));
  });
});

describe('/app/customers/{customerRef}', () => {
  it('loads the customer and saves the whole form with PUT, then returns to the list', async () => {
    const customer = await seedCustomer({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      address: { addressLine1: '1408 Live Oak Lane', city: 'Austin' },
    });
    const writes = recordApiWrites();
    const { user, router } = await openCustomer(customer.customerId);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Maria Gonzalez');
    expect(field('City')).toHaveValue('Austin');
    expect(document.title).toBe('Maria Gonzalez · YardVision');

    await user.clear(name);
    await user.type(name, 'Maria G. Gonzalez');
    await user.type(field('Phone'), '512-555-0148');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(currentUrl(router)).toBe('/app/customers');
    expect(await writes()).toEqual([
      {
        method: 'PUT',
        path: `${CUSTOMERS}/${customer.customerId}`,
        body: {
          name: 'Maria G. Gonzalez',
          email: 'maria@example.com',
          phone: '512-555-0148',
          address: {
            addressLine1: '1408 Live Oak Lane',
            addressLine2: '',
            city: 'Austin',
            state: '',
            postalCode: '',
          },
        },
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Maria G. Gonzalez' })).toBeInTheDocument();
  });

  it("shows 'Failed to update customer' when the PUT fails without an error text", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    server.use(http.put(`${CUSTOMERS}/:id`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openCustomer(customer.customerId);
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update customer');
  });

  it("says 'Loading...', then 'Failed to load customer' with 'Try again' that loads it", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    server.use(
      http.get(`${CUSTOMERS}/:id`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { user } = await openCustomer(customer.customerId);
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load customer');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Maria Gonzalez');
  });

  it('says when the customer does not exist, with a way back', async () => {
    const { user, router } = renderApp('/app/customers/no-such-customer', { session: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to customers' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/customers'));
  });

  it("lists the customer's projects as links, and starts a new one for them", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const other = await seedCustomer({ name: 'James Carter' });
    const project = await seedProject({
      name: 'Front yard refresh',
      customerRef: customer.customerId,
    });
    await seedProject({ name: 'Pool deck', customerRef: other.customerId });
    const { user, router } = await openCustomer(customer.customerId);
    const list = await screen.findByRole('list', { name: 'Projects of this customer' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Front yard refresh');
    expect(links[0]).toHaveAttribute('href', `/app/projects/${project.sk}`);

    await user.click(screen.getByRole('link', { name: 'New project for this customer' }));
    await screen.findByRole('heading', { level: 1, name: 'Project Details' });
    expect(currentUrl(router)).toBe(`/app/projects/new?customer=${customer.customerId}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Customer/ })).toHaveTextContent(
        'Maria Gonzalez',
      ),
    );
  });

  it('says when the customer has no projects yet', async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    await openCustomer(customer.customerId);
    expect(await screen.findByText('No projects for this customer yet.')).toBeInTheDocument();
  });

  it('asks before leaving unsaved edits', async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const { user, router } = await openCustomer(customer.customerId);
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(screen.getByRole('link', { name: 'Back to customers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(currentUrl(router)).toBe(`/app/customers/${customer.customerId}`);
    expect(field('City')).toHaveValue('Austin');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/app/customers'));
    expect(mockApi.organization(ORG).customers[0]?.address.city).toBe('');
  });
});
