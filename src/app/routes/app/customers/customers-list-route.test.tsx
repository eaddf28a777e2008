import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { SEARCH_URL_DELAY_MS } from '@/hooks/use-client-list';
import { fakeAppClock, passTime } from '@/testing/app-clock';
import { setViewportWidth } from '@/testing/match-media';
import { server } from '@/testing/mocks/server';
import { seedCustomer } from '@/testing/seed-customers';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

allowWholeAppTime();

const LIST_URL = `/api/${TEST_USER.organizationRef}/customers`;

async function openList(path = '/app/customers') {
  const view = renderApp(path, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Customers' });
  return view;
}

/** The table's rows as [name, email, phone, address]. */
function rows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

function names() {
  return rows().map(([name]) => name);
}

describe('/app/customers', () => {
  it('lists name, email, phone and the address joined with commas, or -', async () => {
    await seedCustomer({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(512) 555-0148',
      address: {
        addressLine1: '1408 Live Oak Lane',
        city: 'Austin',
        state: 'TX',
        postalCode: '78704',
      },
    });
    await seedCustomer({ name: 'Greenway HOA' });
    await openList();
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Address']);
    expect(rows()).toEqual([
      ['Greenway HOA', '-', '-', '-'],
      [
        'Maria Gonzalez',
        'maria@example.com',
        '(512) 555-0148',
        '1408 Live Oak Lane, Austin, TX, 78704',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/customers\/[\w-]+$/) as string,
    );
    expect(document.title).toBe('Customers · YardVision');
  });

  it("says 'Loading...' while the customers load", async () => {
    renderApp('/app/customers', { session: true });
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("says 'No customers found.' and offers 'Add Customer' to /app/customers/new", async () => {
    const { user, router } = await openList();
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Customer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/customers/new'));
  });

  it("shows a failed load with 'Try again', which loads again", async () => {
    await seedCustomer({ name: 'Maria Gonzalez' });
    server.use(
      http.get(LIST_URL, () => HttpResponse.json({ error: 'Unavailable' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await openList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your customers could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches name, email and phone, ignoring case, and keeps the search in the address', async () => {
    // The address follows the search once typing pauses: on a fake clock, moved past the pause.
    fakeAppClock();
    await seedCustomer({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '512-555-0148',
    });
    await seedCustomer({ name: 'James Carter', email: 'jc@carter.dev', phone: '737-555-0199' });
    await seedCustomer({
      name: 'Greenway HOA',
      email: 'board@greenway.org',
      address: { city: 'Maria Springs' },
    });
    const { user, router } = await openList();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search customers' });

    await user.type(search, 'MARIA');
    // Not the address: only name, email and phone are searched.
    expect(names()).toEqual(['Maria Gonzalez']);
    await passTime(SEARCH_URL_DELAY_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/app/customers?q=MARIA'));

    await user.clear(search);
    await user.type(search, 'CARTER.DEV');
    expect(names()).toEqual(['James Carter']);

    await user.clear(search);
    await user.type(search, '555-01');
    expect(names()).toEqual(['James Carter', 'Maria Gonzalez']);

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No customers found.')).toBeInTheDocument();
  });

  it("pages 7 customers five at a time: 'Showing 1 to 5 of 7 items'", async () => {
    for (const letter of ['G', 'C', 'A', 'F', 'B', 'E', 'D']) {
      await seedCustomer({ name: `Customer ${letter}` });
    }
    const { user, router } = await openList();
    await screen.findByRole('table');
    expect(names()).toEqual(['Customer A', 'Customer B', 'Customer C', 'Customer D', 'Customer E']);
    expect(screen.getByText('Showing 1 to 5 of 7 items')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Customer F', 'Customer G']);
    expect(screen.getByText('Showing 6 to 7 of 7 items')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/app/customers?page=2');
  });

  it('shows a name with HTML in it as text', async () => {
    await seedCustomer({ name: '<b>Bold</b> & Co', email: '<i>x</i>@example.com' });
    await openList();
    const link = await screen.findByRole('link', { name: '<b>Bold</b> & Co' });
    expect(link.querySelector('b')).toBeNull();
    expect(screen.getByText('<i>x</i>@example.com')).toBeInTheDocument();
  });

  it('opens a customer by click on the row', async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez', phone: '512-555-0148' });
    const { user, router } = await openList();
    await user.click(await screen.findByText('512-555-0148'));
    await waitFor(() => expect(currentUrl(router)).toBe(`/app/customers/${customer.customerId}`));
  });

  it('stacks the customers on a phone', async () => {
    setViewportWidth(375);
    const customer = await seedCustomer({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      address: { city: 'Austin', state: 'TX' },
    });
    await openList();
    const list = await screen.findByRole('list', { name: 'Customers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', `/app/customers/${customer.customerId}`);
    expect(link).toHaveTextContent('Maria Gonzalez');
    expect(link).toHaveTextContent('maria@example.com');
    expect(link).toHaveTextContent('Austin, TX');
  });
});
