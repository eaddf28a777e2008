import { queryOptions, useQuery } from '@tanstack/react-query';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import { projectGenerationsPath } from '@/entities/generation/api/generation-paths';
import { generationSchema } from '@/entities/generation/api/generation-schemas';
import { apiRequest, type AbortOptions } from '@/lib/api-client';
import { itemsOf } from '@/lib/schema-fields';
import { useOrganizationRef } from '@/lib/session';

const generationListSchema = itemsOf(generationSchema);

/** GET /api/{org}/customers/{customerId}/projects/{projectId}/yard-vision-generation. */
export async function getProjectGenerations(
  org: string,
  customerId: string,
  projectId: string,
  { signal }: AbortOptions = {},
) {
  const { items } = await apiRequest(projectGenerationsPath(org, customerId, projectId), {
    schema: generationListSchema,
    signal,
  });
  return items;
}

export function projectGenerationsQueryOptions(org: string, customerId: string, projectId: string) {
  return queryOptions({
    queryKey: generationKeys.project(org, customerId, projectId),
    queryFn: ({ signal }) => getProjectGenerations(org, customerId, projectId, { signal }),
  });
}

export function useProjectGenerations(
  customerId: string,
  projectId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...projectGenerationsQueryOptions(useOrganizationRef(), customerId, projectId),
    enabled,
  });
}
