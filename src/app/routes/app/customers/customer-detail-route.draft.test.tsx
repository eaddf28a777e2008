import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { RESTORED_DRAFT_MESSAGE } from '@/components/form/restored-draft-notice';
import { text } from '@/testing/i18n';
import { NO_ANSWER_SAVE_MESSAGE, OFFLINE_SAVE_MESSAGE } from '@/lib/network/network-status';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/session/session';
import { fakeAppClock } from '@/testing/app-clock';
import { server } from '@/testing/mocks/server';
import { goOffline, goOnline } from '@/testing/network';
import { recordApiWrites } from '@/testing/record-api-writes';
import { seedCustomer } from '@/testing/seed-customers';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { createTestToken, TEST_USER } from '@/testing/tokens';

allowWholeAppTime({ testMs: 20_000 });

// The app's timers on a fake clock that still moves with real time: user-event's pause of 0 ms
// after each key and each press then passes at once instead of on a real timer (about 65 of them
// for a typed customer).
beforeEach(() => {
  fakeAppClock();
});

const CUSTOMERS = `/api/${TEST_USER.organizationRef}/customers`;

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

async function openCustomer(ref: string, session: boolean | string = true) {
  const view = renderApp(`/app/customers/${ref}`, { session });
  await screen.findByRole('form', { name: 'Customer Details' });
  return view;
}

async function typeCustomer(user: UserEvent) {
  await user.type(field(/^Name/), 'Maria Gonzalez');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Phone'), '(512) 555-0148');
  await user.type(field('City'), 'Austin');
}

const TYPED = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(512) 555-0148',
  address: { addressLine1: '', addressLine2: '', city: 'Austin', state: '', postalCode: '' },
};

function expectTypedValues() {
  expect(field(/^Name/)).toHaveValue('Maria Gonzalez');
  expect(field('Email')).toHaveValue('maria@example.com');
  expect(field('Phone')).toHaveValue('(512) 555-0148');
  expect(field('City')).toHaveValue('Austin');
}

describe('the customer form keeps what was typed', () => {
  it('after a reload: the values come back with a notice, and saving them forgets the draft', async () => {
    const first = await openCustomer('new');
    await typeCustomer(first.user);
    first.unmount();

    const writes = recordApiWrites();
    const { user, router } = await openCustomer('new');
    expectTypedValues();
    expect(
      screen.getByText(text(RESTORED_DRAFT_MESSAGE)).closest('[role="status"]'),
    ).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(currentUrl(router)).toBe('/app/customers');
    expect(await writes()).toEqual([{ method: 'POST', path: CUSTOMERS, body: TYPED }]);

    router.dispose();
    await openCustomer('new');
    expect(field(/^Name/)).toHaveValue('');
    expect(screen.queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
  });

  it("'Discard changes' empties the form and forgets the draft", async () => {
    const first = await openCustomer('new');
    await typeCustomer(first.user);
    first.unmount();

    const second = await openCustomer('new');
    await second.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field(/^Name/)).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(screen.queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
    second.unmount();

    await openCustomer('new');
    expect(field(/^Name/)).toHaveValue('');
    expect(screen.queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
  });

  it('after a 401 on Save: signing in brings the typed values back, and nothing is sent until Save', async () => {
    const writes = recordApiWrites();
    server.use(
      http.post(CUSTOMERS, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 }), {
        once: true,
      }),
      http.post('/api/auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'Login successful',
          token: createTestToken(),
        }),
      ),
    );
    const { user, router } = await openCustomer('new');
    await typeCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByText(text(SESSION_EXPIRED_MESSAGE))).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fcustomers%2Fnew');

    await user.type(screen.getByLabelText('Email'), TEST_USER.email);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('form', { name: 'Customer Details' });
    expect(currentUrl(router)).toBe('/app/customers/new');
    expectTypedValues();
    expect(screen.getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();
    // The refused save is not sent again by itself.
    expect((await writes()).filter((write) => write.path === CUSTOMERS)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(await screen.findByRole('link', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect((await writes()).filter((write) => write.path === CUSTOMERS)).toEqual([
      { method: 'POST', path: CUSTOMERS, body: TYPED },
      { method: 'POST', path: CUSTOMERS, body: TYPED },
    ]);
  });

  it("is the user's own: someone else signed in here does not see it", async () => {
    const first = await openCustomer('new');
    await typeCustomer(first.user);
    first.unmount();

    await openCustomer('new', createTestToken({ sub: 'someone-else', email: 'kim@example.com' }));
    expect(field(/^Name/)).toHaveValue('');
    expect(screen.queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
  });

  it('a deliberate logout forgets it', async () => {
    const first = await openCustomer('new');
    await typeCustomer(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl(first.router)).toBe('/'));
    first.unmount();

    await openCustomer('new');
    expect(field(/^Name/)).toHaveValue('');
  });

  it('edits of an existing customer come back too, and Discard puts back the saved values', async () => {
    const customer = await seedCustomer({ name: 'Ada Lovelace', phone: '555-0100' });
    const first = await openCustomer(customer.customerId);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveValue('555-0100'));
    await first.user.clear(phone);
    await first.user.type(phone, '555-0199');
    first.unmount();

    const { user } = await openCustomer(customer.customerId);
    await waitFor(() => expect(field('Phone')).toHaveValue('555-0199'));
    expect(field(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Phone')).toHaveValue('555-0100');
  });
});

describe('saving without a network', () => {
  it('offline: nothing is sent, the form says so by the button and keeps the values', async () => {
    const writes = recordApiWrites();
    const { user, router } = await openCustomer('new');
    await typeCustomer(user);
    act(() => goOffline());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text(OFFLINE_SAVE_MESSAGE));
    expectTypedValues();
    expect(currentUrl(router)).toBe('/app/customers/new');
    expect(await writes()).toEqual([]);

    act(() => goOnline());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(await writes()).toEqual([{ method: 'POST', path: CUSTOMERS, body: TYPED }]);
  });

  it('no answer: says it may not have been saved, keeps the values, and sends nothing more', async () => {
    const writes = recordApiWrites();
    server.use(http.post(CUSTOMERS, () => HttpResponse.error()));
    const { user } = await openCustomer('new');
    await typeCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text(NO_ANSWER_SAVE_MESSAGE));
    expectTypedValues();
    expect(await writes()).toEqual([{ method: 'POST', path: CUSTOMERS, body: TYPED }]);
  });
});
