import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';

import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { useProjects } from '@/entities/project/api/get-projects';
import { ProjectCard } from '@/features/projects/components/project-card';
import { matchesProject, newestFirst } from '@/entities/project/model/project-display';
import { useClientList } from '@/hooks/use-client-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * `/app/projects` (spec §2): the projects as cards, newest first, searchable by name and
 * description. `customerNameOf` names a project's customer (from the customers feature) when
 * it is found; `actions` go beside 'New Project' ('Open a project file').
 */
export function ProjectsList({
  customerNameOf,
  actions,
}: {
  customerNameOf: (customerRef: string | undefined) => string | undefined;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Projects`);
  const projects = useProjects();
  const sorted = useMemo(() => [...(projects.data ?? [])].sort(newestFirst), [projects.data]);
  const list = useClientList(sorted, matchesProject);

  return (
    <ListPage
      title={<Trans>Projects</Trans>}
      addTo="new"
      addLabel={<Trans>New Project</Trans>}
      actions={actions}
    >
      <ListView
        query={projects}
        list={list}
        searchPlaceholder={t`Search projects`}
        emptyText={t`No projects found.`}
        errorMessage={t`Your projects could not be loaded.`}
      >
        {(items) => (
          <ul aria-label={t`Projects`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((project) => (
              <li key={project.ref}>
                <ProjectCard project={project} customerName={customerNameOf(project.customerRef)} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </ListPage>
  );
}
