import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';

import { errorResponse, param, readJsonObject, scoped } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';

/** An organization's collection (customers, projects) as its CRUD calls of spec §7 see it. */
type CrudCollection<Item, Fields> = {
  /** The path after /api/{org}/, e.g. 'customers'. */
  segment: string;
  /** What a call for an unknown id answers (404), e.g. 'Customer not found'. */
  notFound: string;
  /** The organization's items, read at each call (a load or reset replaces the state). */
  items: (org: string) => Item[];
  idOf: (item: Item) => string;
  /** The fields of a create or update body, or the message of what is wrong (400). */
  fields: (org: string, body: Record<string, unknown> | undefined) => Fields | string;
  add: (org: string, fields: Fields) => Promise<Item>;
  /** Takes the item out of the organization's collection; without it there is no DELETE. */
  remove?: (org: string, item: Item) => void;
};

/**
 * /api/{org}/{segment}[/{id}]: list, read, create, update (the body's fields replace the item's)
 * and, when the collection can remove, delete. Every call checks the token (`scoped`).
 */
export function crudHandlers<Item extends JsonBodyType & object, Fields extends object>(
  api: MockApi,
  base: string,
  collection: CrudCollection<Item, Fields>,
) {
  const list = `${base}/api/:org/${collection.segment}`;
  const one = `${list}/:id`;
  const find = (org: string, params: Record<string, string | readonly string[] | undefined>) => {
    const id = param(params, 'id');
    return collection.items(org).find((item) => collection.idOf(item) === id);
  };

  const handlers: RequestHandler[] = [
    http.get(
      list,
      scoped(api, ({ org }) => HttpResponse.json({ items: collection.items(org) })),
    ),

    http.get(
      one,
      scoped(api, ({ org, params }) => {
        const item = find(org, params);
        return item ? HttpResponse.json(item) : errorResponse(404, collection.notFound);
      }),
    ),

    http.post(
      list,
      scoped(api, async ({ org, request }) => {
        const fields = collection.fields(org, await readJsonObject(request));
        if (typeof fields === 'string') return errorResponse(400, fields);
        return HttpResponse.json(await collection.add(org, fields));
      }),
    ),

    http.put(
      one,
      scoped(api, async ({ org, request, params }) => {
        const item = find(org, params);
        if (!item) return errorResponse(404, collection.notFound);
        const fields = collection.fields(org, await readJsonObject(request));
        if (typeof fields === 'string') return errorResponse(400, fields);
        Object.assign(item, fields);
        await api.save();
        return HttpResponse.json(item);
      }),
    ),
  ];

  const { remove } = collection;
  if (remove) {
    handlers.push(
      http.delete(
        one,
        scoped(api, async ({ org, params }) => {
          const item = find(org, params);
          if (!item) return errorResponse(404, collection.notFound);
          remove(org, item);
          await api.save();
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
  }
  return handlers;
}
