import { useMutation, useQueryClient } from '@tanstack/react-query';

import { generationKeys } from '@/features/generations/api/generation-keys';
import { generationPath } from '@/features/generations/api/generation-paths';
import type { StyleInput } from '@/features/generations/api/generation-schemas';
import type { GenerationSettings } from '@/features/generations/lib/generation-settings';
import { apiRequest } from '@/lib/api-client';
import { useOrganizationRef } from '@/lib/session';

/** The fields a generation may change after it was created. */
export type GenerationUpdate = {
  style?: StyleInput;
  settings?: GenerationSettings;
  projectRef?: string;
  customerRef?: string;
};

/** PUT /api/{org}/yard-vision-generation/{id}. */
export async function updateGeneration(
  org: string,
  generationRef: string,
  update: GenerationUpdate,
) {
  await apiRequest(generationPath(org, generationRef), { method: 'PUT', body: update });
}

export function useUpdateGeneration() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ generationRef, update }: { generationRef: string; update: GenerationUpdate }) =>
      updateGeneration(org, generationRef, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationKeys.all(org) }),
  });
}
