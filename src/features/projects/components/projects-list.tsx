import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { ListView } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { useProjects } from '@/entities/project/api/get-projects';
import { ProjectCard } from '@/features/projects/components/project-card';
import { matchesProject, newestFirst } from '@/entities/project/model/project-display';
import { useClientList } from '@/hooks/use-client-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * `/app/projects` (spec §2): the projects as cards, newest first, searchable by name and
 * description. `customerNameOf` names a project's customer (from the customers feature) when
 * it is found.
 */
export function ProjectsList({
  customerNameOf,
}: {
  customerNameOf: (customerRef: string | undefined) => string | undefined;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Projects`);
  const projects = useProjects();
  const sorted = useMemo(() => [...(projects.data ?? [])].sort(newestFirst), [projects.data]);
  const list = useClientList(sorted, matchesProject);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Projects</Trans>
        </h1>
        <Button asChild>
          <Link to="new">
            <PlusIcon aria-hidden="true" />
            <Trans>New Project</Trans>
          </Link>
        </Button>
      </div>
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
    </div>
  );
}
