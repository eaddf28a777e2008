import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { createCustomer } from '@/features/customers/api/create-customer';
import { getCustomer } from '@/entities/customer/api/get-customer';
import { getCustomers } from '@/entities/customer/api/get-customers';
import { expectContractError } from '@/testing/contract';
import { server } from '@/testing/mocks/server';

/** Customer responses are checked against the contract (spec §3) before a screen sees them. */

const ORG = 'org-test';

const CUSTOMER_INPUT = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: 'Austin', state: 'TX', postalCode: '' },
};

function answer(method: 'get' | 'post', path: string, response: () => Response) {
  server.use(http[method](path, response));
}

describe('GET /api/{org}/customers', () => {
  it('lists customers, with a null address and contact details as undefined', async () => {
    answer('get', `/api/${ORG}/customers`, () =>
      HttpResponse.json({
        items: [
          { customerId: 'c-1', name: 'Maria Gonzalez', email: null, phone: null, address: null },
        ],
      }),
    );
    await expect(getCustomers(ORG)).resolves.toEqual([{ ref: 'c-1', name: 'Maria Gonzalez' }]);
  });

  it('rejects a customer whose name is not text, naming the item', async () => {
    answer('get', `/api/${ORG}/customers`, () =>
      HttpResponse.json({ items: [{ customerId: 'c-1', name: 5 }] }),
    );
    await expectContractError(getCustomers(ORG), `GET /api/${ORG}/customers`, 'items.0.name');
  });
});

describe('GET /api/{org}/customers/{id}', () => {
  it('takes the id from the path when the body leaves it out', async () => {
    answer('get', `/api/${ORG}/customers/c-1`, () =>
      HttpResponse.json({
        name: 'Maria Gonzalez',
        address: { addressLine1: '1408 Live Oak Lane', addressLine2: null, city: 'Austin' },
      }),
    );
    await expect(getCustomer(ORG, 'c-1')).resolves.toEqual({
      ref: 'c-1',
      name: 'Maria Gonzalez',
      address: { addressLine1: '1408 Live Oak Lane', city: 'Austin' },
    });
  });

  it('rejects a customer without a name', async () => {
    answer('get', `/api/${ORG}/customers/c-1`, () => HttpResponse.json({ customerId: 'c-1' }));
    await expectContractError(getCustomer(ORG, 'c-1'), `GET /api/${ORG}/customers/c-1`, 'name');
  });
});

describe('POST /api/{org}/customers', () => {
  it('resolves to the new id when the API sends one, and to none when the body is empty', async () => {
    answer('post', `/api/${ORG}/customers`, () => HttpResponse.json({ customerId: 'c-9' }));
    await expect(createCustomer(ORG, CUSTOMER_INPUT)).resolves.toEqual({ ref: 'c-9' });

    answer('post', `/api/${ORG}/customers`, () => new HttpResponse(null, { status: 204 }));
    await expect(createCustomer(ORG, CUSTOMER_INPUT)).resolves.toEqual({ ref: undefined });
  });
});
