import { http, HttpResponse } from 'msw';

import { errorResponse, param, readJsonObject, scoped, text } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';
import type { MockProject } from '@/demo/mock-persistence';

type ProjectFields = Omit<MockProject, 'sk' | 'createdAt'>;

/** /api/{org}/projects[/{id}] (spec §7). */
export function projectHandlers(api: MockApi, base: string) {
  const list = `${base}/api/:org/projects`;
  const one = `${list}/:projectRef`;
  const find = (org: string, sk: string) =>
    api.organization(org).projects.find((project) => project.sk === sk);

  /** The project fields of a body; a customerRef must name one of the organization's customers. */
  function projectFields(org: string, body: Record<string, unknown> | undefined) {
    if (!body) return 'The body must be a JSON object';
    const customerRef = text(body.customerRef);
    const customers = api.organization(org).customers;
    if (customerRef && !customers.some((customer) => customer.customerId === customerRef)) {
      return 'Customer not found';
    }
    const fields: ProjectFields = {
      name: text(body.name),
      description: text(body.description),
      customerRef,
      address1: text(body.address1),
      address2: text(body.address2),
      city: text(body.city),
      state: text(body.state),
      zip: text(body.zip),
    };
    return fields;
  }

  return [
    http.get(
      list,
      scoped(api, ({ org }) => HttpResponse.json({ items: api.organization(org).projects })),
    ),

    http.get(
      one,
      scoped(api, ({ org, params }) => {
        const project = find(org, param(params, 'projectRef'));
        return project ? HttpResponse.json(project) : errorResponse(404, 'Project not found');
      }),
    ),

    http.post(
      list,
      scoped(api, async ({ org, request }) => {
        const fields = projectFields(org, await readJsonObject(request));
        if (typeof fields === 'string') return errorResponse(400, fields);
        return HttpResponse.json(await api.addProject(org, fields));
      }),
    ),

    http.put(
      one,
      scoped(api, async ({ org, request, params }) => {
        const project = find(org, param(params, 'projectRef'));
        if (!project) return errorResponse(404, 'Project not found');
        const fields = projectFields(org, await readJsonObject(request));
        if (typeof fields === 'string') return errorResponse(400, fields);
        Object.assign(project, fields);
        await api.save();
        return HttpResponse.json(project);
      }),
    ),

    http.delete(
      one,
      scoped(api, async ({ org, params }) => {
        const data = api.organization(org);
        const project = find(org, param(params, 'projectRef'));
        if (!project) return errorResponse(404, 'Project not found');
        data.projects = data.projects.filter((item) => item !== project);
        await api.save();
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
