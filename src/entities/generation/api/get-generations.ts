import { queryOptions, useQuery } from '@tanstack/react-query';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import { generationPath } from '@/entities/generation/api/generation-paths';
import { generationSchema } from '@/entities/generation/api/generation-schemas';
import { refetchIntervalFor } from '@/entities/generation/model/generation-status';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { itemsOf } from '@/lib/api/schema-fields';
import { useOrganizationRef } from '@/lib/session/session';

const generationListSchema = itemsOf(generationSchema);

/** GET /api/{org}/yard-vision-generation. */
export async function getGenerations(org: string, { signal }: AbortOptions = {}) {
  const { items } = await apiRequest(generationPath(org), { schema: generationListSchema, signal });
  return items;
}

/** The list's query (its key and fetch), for a caller that needs it once, not kept in view. */
export function generationsQueryOptions(org: string) {
  return queryOptions({
    queryKey: generationKeys.list(org),
    queryFn: ({ signal }) => getGenerations(org, { signal }),
  });
}

/**
 * The list; while the server is generating any design it looks again every 10 s. ('uploading'
 * depends on a browser that may have gone away, so it does not keep the list polling.)
 */
export function useGenerations() {
  return useQuery({
    ...generationsQueryOptions(useOrganizationRef()),
    refetchInterval: (query) =>
      refetchIntervalFor(
        query.state.data?.map((generation) => generation.currentStep) ?? [],
        'list',
      ),
  });
}
