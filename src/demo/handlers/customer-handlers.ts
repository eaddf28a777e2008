import { http, HttpResponse } from 'msw';

import { errorResponse, param, readJsonObject, scoped, text } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';
import type { MockAddress, MockCustomer } from '@/demo/mock-persistence';

/** The customer fields of a create or update body, or the message of what is wrong. */
function customerFields(body: Record<string, unknown> | undefined) {
  if (!body) return 'The body must be a JSON object';
  const name = text(body.name);
  if (!name) return 'Name is required';
  const email = text(body.email);
  if (email && !email.includes('@')) return 'Email is not valid';
  const address =
    typeof body.address === 'object' && body.address !== null
      ? (body.address as Record<string, unknown>)
      : {};
  const fields: Omit<MockCustomer, 'customerId' | 'createdAt'> = {
    name,
    email,
    phone: text(body.phone),
    address: {
      addressLine1: text(address.addressLine1),
      addressLine2: text(address.addressLine2),
      city: text(address.city),
      state: text(address.state),
      postalCode: text(address.postalCode),
    } satisfies MockAddress,
  };
  return fields;
}

/** /api/{org}/customers[/{id}] (spec §7). */
export function customerHandlers(api: MockApi, base: string) {
  const list = `${base}/api/:org/customers`;
  const one = `${list}/:customerId`;
  const find = (org: string, id: string) =>
    api.organization(org).customers.find((customer) => customer.customerId === id);

  return [
    http.get(
      list,
      scoped(api, ({ org }) => HttpResponse.json({ items: api.organization(org).customers })),
    ),

    http.get(
      one,
      scoped(api, ({ org, params }) => {
        const customer = find(org, param(params, 'customerId'));
        return customer ? HttpResponse.json(customer) : errorResponse(404, 'Customer not found');
      }),
    ),

    http.post(
      list,
      scoped(api, async ({ org, request }) => {
        const fields = customerFields(await readJsonObject(request));
        if (typeof fields === 'string') return errorResponse(400, fields);
        return HttpResponse.json(await api.addCustomer(org, fields));
      }),
    ),

    http.put(
      one,
      scoped(api, async ({ org, request, params }) => {
        const customer = find(org, param(params, 'customerId'));
        if (!customer) return errorResponse(404, 'Customer not found');
        const fields = customerFields(await readJsonObject(request));
        if (typeof fields === 'string') return errorResponse(400, fields);
        Object.assign(customer, fields);
        await api.save();
        return HttpResponse.json(customer);
      }),
    ),
  ];
}
