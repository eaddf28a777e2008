import { queryOptions, useQuery } from '@tanstack/react-query';

import { projectKeys } from '@/entities/project/api/project-keys';
import { projectSchema } from '@/entities/project/api/project-schemas';
import { projectApiPath } from '@/entities/project/api/project-paths';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { itemsOf } from '@/lib/api/schema-fields';
import { useOrganizationRef } from '@/lib/session/session';

const projectListSchema = itemsOf(projectSchema);

/** GET /api/{org}/projects. */
export async function getProjects(org: string, { signal }: AbortOptions = {}) {
  const { items } = await apiRequest(projectApiPath(org), {
    schema: projectListSchema,
    signal,
  });
  return items;
}

function projectsQueryOptions(org: string) {
  return queryOptions({
    queryKey: projectKeys.list(org),
    queryFn: ({ signal }) => getProjects(org, { signal }),
  });
}

export function useProjects() {
  return useQuery(projectsQueryOptions(useOrganizationRef()));
}
