import { queryOptions, useQuery } from '@tanstack/react-query';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import { projectGenerationsPath } from '@/entities/generation/api/generation-paths';
import { generationSchema } from '@/entities/generation/api/generation-schemas';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { itemsOf } from '@/lib/api/schema-fields';
import { useOrganizationRef } from '@/lib/session/session';

const generationListSchema = itemsOf(generationSchema);

/** GET /api/{org}/customers/{customerId}/projects/{projectId}/yard-vision-generation. */
export async function getProjectGenerations(
  org: string,
  customerRef: string,
  projectRef: string,
  { signal }: AbortOptions = {},
) {
  const { items } = await apiRequest(projectGenerationsPath(org, customerRef, projectRef), {
    schema: generationListSchema,
    signal,
  });
  return items;
}

function projectGenerationsQueryOptions(org: string, customerRef: string, projectRef: string) {
  return queryOptions({
    queryKey: generationKeys.project(org, customerRef, projectRef),
    queryFn: ({ signal }) => getProjectGenerations(org, customerRef, projectRef, { signal }),
  });
}

export function useProjectGenerations(
  customerRef: string,
  projectRef: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...projectGenerationsQueryOptions(useOrganizationRef(), customerRef, projectRef),
    enabled,
  });
}
