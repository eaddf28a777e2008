import { useMutation, useQueryClient } from '@tanstack/react-query';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import { generationPath } from '@/entities/generation/api/generation-paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { apiRequest } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** DELETE /api/{org}/yard-vision-generation/{id}: 200 or 204 is success. */
export async function deleteGeneration(org: string, generationRef: string) {
  await apiRequest(generationPath(org, generationRef), { method: 'DELETE' });
}

export function useDeleteGeneration() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generationRef: string) => deleteGeneration(org, generationRef),
    onSuccess: (_result, generationRef) => {
      queryClient.setQueryData<Generation[]>(generationKeys.list(org), (generations) =>
        generations?.filter((generation) => generation.ref !== generationRef),
      );
      // Everything else is refreshed, but not the deleted one: its screen is still open and
      // would ask for it again (a 404) before the user is taken back to the list.
      const deleted = generationKeys.detail(org, generationRef);
      void queryClient.cancelQueries({ queryKey: deleted });
      return queryClient.invalidateQueries({
        queryKey: generationKeys.all(org),
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(deleted),
      });
    },
  });
}
