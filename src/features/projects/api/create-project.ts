import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectKeys } from '@/entities/project/api/project-keys';
import { createdProjectSchema, type ProjectInput } from '@/entities/project/api/project-schemas';
import { apiRequest, orgApiPath } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/**
 * POST /api/{org}/projects with the whole form (the old product sent only description and
 * customerRef and lost the rest). Resolves to the new project's ref.
 */
export async function createProject(org: string, input: ProjectInput) {
  const { ref } = await apiRequest(orgApiPath(org, 'projects'), {
    method: 'POST',
    body: input,
    schema: createdProjectSchema,
  });
  return ref;
}

export function useCreateProject() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => createProject(org, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list(org) }),
  });
}
