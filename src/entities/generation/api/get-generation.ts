import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import { generationPath } from '@/entities/generation/api/generation-paths';
import { generationSchema } from '@/entities/generation/api/generation-schemas';
import { refetchIntervalFor, shouldPoll } from '@/entities/generation/model/generation-status';
import { apiRequest, type AbortOptions } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** GET /api/{org}/yard-vision-generation/{id}. */
export function getGeneration(org: string, generationRef: string, { signal }: AbortOptions = {}) {
  return apiRequest(generationPath(org, generationRef), { schema: generationSchema, signal });
}

function generationQueryOptions(org: string, generationRef: string) {
  return queryOptions({
    queryKey: generationKeys.detail(org, generationRef),
    queryFn: ({ signal }) => getGeneration(org, generationRef, { signal }),
  });
}

/**
 * One generation, kept up to date as a screen that shows it in full does: while the server
 * works on it (uploading, generating) it is fetched again 10 s after each answer; never while
 * the tab is hidden, and at once when the tab comes back.
 */
function polledGenerationQueryOptions(org: string, generationRef: string) {
  return queryOptions({
    ...generationQueryOptions(org, generationRef),
    refetchInterval: (query) => refetchIntervalFor([query.state.data?.currentStep], 'detail'),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) =>
      shouldPoll(query.state.data?.currentStep, 'detail') ? 'always' : false,
  });
}

/** One generation (the detail screen), polled while it runs (`polledGenerationQueryOptions`). */
export function useGeneration(generationRef: string) {
  return useQuery(polledGenerationQueryOptions(useOrganizationRef(), generationRef));
}

/** Several generations side by side (the compare studio), each polled as the detail screen is. */
export function useGenerationsByRef(generationRefs: readonly string[]) {
  const org = useOrganizationRef();
  return useQueries({
    queries: generationRefs.map((generationRef) =>
      polledGenerationQueryOptions(org, generationRef),
    ),
  });
}
