import { crudHandlers } from '@/demo/handlers/crud-handlers';
import { text } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';
import type { MockProject } from '@/demo/mock-persistence';

type ProjectFields = Omit<MockProject, 'sk' | 'createdAt'>;

/** /api/{org}/projects[/{id}] (spec §7). */
export function projectHandlers(api: MockApi, base: string) {
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

  return crudHandlers(api, base, {
    segment: 'projects',
    notFound: 'Project not found',
    items: (org) => api.organization(org).projects,
    idOf: (project) => project.sk,
    fields: projectFields,
    add: (org, fields) => api.addProject(org, fields),
    remove: (org, project) => {
      const data = api.organization(org);
      data.projects = data.projects.filter((item) => item !== project);
    },
  });
}
