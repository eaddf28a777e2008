import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectKeys } from '@/entities/project/api/project-keys';
import type { Project } from '@/entities/project/api/project-schemas';
import { apiRequest, orgApiPath } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

/** DELETE /api/{org}/projects/{id}. */
async function deleteProject(org: string, projectRef: string) {
  await apiRequest(orgApiPath(org, 'projects', projectRef), { method: 'DELETE' });
}

export function useDeleteProject() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectRef: string) => deleteProject(org, projectRef),
    onSuccess: (_result, projectRef) => {
      // The card goes at once; the refetch confirms it.
      queryClient.setQueryData<Project[]>(projectKeys.list(org), (projects) =>
        projects?.filter((project) => project.ref !== projectRef),
      );
      queryClient.removeQueries({ queryKey: projectKeys.detail(org, projectRef) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.list(org) });
    },
  });
}
