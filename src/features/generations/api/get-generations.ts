import { queryOptions, useQuery } from '@tanstack/react-query';

import { generationKeys } from '@/features/generations/api/generation-keys';
import { generationPath } from '@/features/generations/api/generation-paths';
import { generationSchema } from '@/features/generations/api/generation-schemas';
import { apiRequest, type AbortOptions } from '@/lib/api-client';
import { itemsOf } from '@/lib/schema-fields';
import { useOrganizationRef } from '@/lib/session';

const generationListSchema = itemsOf(generationSchema);

/** GET /api/{org}/yard-vision-generation. */
export async function getGenerations(org: string, { signal }: AbortOptions = {}) {
  const { items } = await apiRequest(generationPath(org), { schema: generationListSchema, signal });
  return items;
}

export function generationsQueryOptions(org: string) {
  return queryOptions({
    queryKey: generationKeys.list(org),
    queryFn: ({ signal }) => getGenerations(org, { signal }),
  });
}

export function useGenerations() {
  return useQuery(generationsQueryOptions(useOrganizationRef()));
}
