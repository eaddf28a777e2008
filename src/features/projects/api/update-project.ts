import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectKeys } from '@/entities/project/api/project-keys';
import type { ProjectInput } from '@/entities/project/api/project-schemas';
import { apiRequest, orgApiPath } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** PUT /api/{org}/projects/{id} with the whole form. */
export async function updateProject(org: string, projectRef: string, input: ProjectInput) {
  await apiRequest(orgApiPath(org, 'projects', projectRef), { method: 'PUT', body: input });
}

export function useUpdateProject() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectRef, input }: { projectRef: string; input: ProjectInput }) =>
      updateProject(org, projectRef, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all(org) }),
  });
}
