import { queryOptions, useQuery } from '@tanstack/react-query';

import { projectKeys } from '@/entities/project/api/project-keys';
import { projectDetailSchema, type Project } from '@/entities/project/api/project-schemas';
import { projectApiPath } from '@/entities/project/api/project-paths';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** GET /api/{org}/projects/{id}. */
export async function getProject(
  org: string,
  projectRef: string,
  { signal }: AbortOptions = {},
): Promise<Project> {
  return apiRequest(projectApiPath(org, projectRef), {
    schema: projectDetailSchema(projectRef),
    signal,
  });
}

function projectQueryOptions(org: string, projectRef: string) {
  return queryOptions({
    queryKey: projectKeys.detail(org, projectRef),
    queryFn: ({ signal }) => getProject(org, projectRef, { signal }),
  });
}

export function useProject(projectRef: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectQueryOptions(useOrganizationRef(), projectRef), enabled });
}
