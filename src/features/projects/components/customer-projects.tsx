import { Trans, useLingui } from '@lingui/react/macro';
import { FolderIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { RelatedListCard } from '@/components/detail/related-list-card';
import { paths, projectPath } from '@/config/paths';
import { useProjects } from '@/entities/project/api/get-projects';
import type { Project } from '@/entities/project/api/project-schemas';
import { newestFirst, projectName } from '@/entities/project/model/project-display';
import { formatDate } from '@/lib/format';

/** The new-project address with this customer already chosen. */
function newProjectForCustomer(customerRef: string) {
  return `${paths.app.newProject}?${new URLSearchParams({ customer: customerRef }).toString()}`;
}

/**
 * A customer's projects, each a link to its page, and a way to start one for them. `extras`
 * renders under each project's link (its designs, and a way to present them).
 */
export function CustomerProjects({
  customerRef,
  extras,
}: {
  customerRef: string;
  extras?: (project: Project) => ReactNode;
}) {
  const { t } = useLingui();
  const projects = useProjects();
  const own = useMemo(
    () =>
      (projects.data ?? [])
        .filter((project) => project.customerRef === customerRef)
        .sort(newestFirst),
    [projects.data, customerRef],
  );

  return (
    <RelatedListCard
      title={<Trans>Projects</Trans>}
      addTo={newProjectForCustomer(customerRef)}
      addLabel={<Trans>New project for this customer</Trans>}
      query={projects}
      items={own}
      loadingText={<Trans>Loading...</Trans>}
      errorMessage={t`The projects could not be loaded.`}
      emptyText={<Trans>No projects for this customer yet.</Trans>}
    >
      {(items) => (
        <ul aria-label={t`Projects of this customer`} className="grid gap-2">
          {items.map((project) => (
            <li key={project.ref} className="grid gap-2 rounded-md border p-1">
              <Link
                to={projectPath(project.ref)}
                className="flex items-center gap-3 rounded-md p-2 text-sm outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <FolderIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 font-medium break-words">
                  {projectName(project, t)}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {formatDate(project.createdAt)}
                </span>
              </Link>
              {extras ? <div className="px-2 pb-2">{extras(project)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </RelatedListCard>
  );
}
