import { queryOptions, useQuery } from '@tanstack/react-query';

import { generationKeys } from '@/features/generations/api/generation-keys';
import { generationPath } from '@/features/generations/api/generation-paths';
import { generationSchema } from '@/features/generations/api/generation-schemas';
import { refetchIntervalFor, shouldPoll } from '@/features/generations/model/generation-status';
import { apiRequest, type AbortOptions } from '@/lib/api-client';
import { useOrganizationRef } from '@/lib/session';

/** GET /api/{org}/yard-vision-generation/{id}. */
export function getGeneration(org: string, generationRef: string, { signal }: AbortOptions = {}) {
  return apiRequest(generationPath(org, generationRef), { schema: generationSchema, signal });
}

export function generationQueryOptions(org: string, generationRef: string) {
  return queryOptions({
    queryKey: generationKeys.detail(org, generationRef),
    queryFn: ({ signal }) => getGeneration(org, generationRef, { signal }),
  });
}

/**
 * One generation. While the server works on it (uploading, generating) it is fetched again
 * 10 s after each answer; never while the tab is hidden, and at once when the tab comes back.
 */
export function useGeneration(generationRef: string) {
  return useQuery({
    ...generationQueryOptions(useOrganizationRef(), generationRef),
    refetchInterval: (query) => refetchIntervalFor([query.state.data?.currentStep], 'detail'),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) =>
      shouldPoll(query.state.data?.currentStep, 'detail') ? 'always' : false,
  });
}
