import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLinkIcon, PencilIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { projectPath } from '@/config/paths';
import type { Project } from '@/entities/project/api/project-schemas';
import { DeleteProjectDialog } from '@/features/projects/components/delete-project-dialog';
import { projectName } from '@/entities/project/model/project-display';
import { formatDate } from '@/lib/format';

/**
 * A project in the list (spec §2): name, description, 'Created: {date}', the customer's name
 * when found, and Open / Edit / Delete. The buttons carry the project's name for screen readers.
 */
export function ProjectCard({
  project,
  customerName,
}: {
  project: Project;
  customerName?: string;
}) {
  const { t } = useLingui();
  const name = projectName(project, t);
  const created = formatDate(project.createdAt);
  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <CardTitle className="leading-snug break-words">{name}</CardTitle>
        {customerName ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <UserIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">
              <Trans>Customer:</Trans>{' '}
            </span>
            <span className="break-words">{customerName}</span>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        <p className="line-clamp-3 text-sm break-words">{project.description || '-'}</p>
        <p className="mt-auto text-xs text-muted-foreground">
          <Trans>
            Created: <time dateTime={project.createdAt}>{created}</time>
          </Trans>
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={projectPath(project.ref)}>
            <ExternalLinkIcon aria-hidden="true" />
            <Trans>
              Open <span className="sr-only">{name}</span>
            </Trans>
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={encodeURIComponent(project.ref)}>
            <PencilIcon aria-hidden="true" />
            <Trans>
              Edit <span className="sr-only">{name}</span>
            </Trans>
          </Link>
        </Button>
        <DeleteProjectDialog projectRef={project.ref} name={name} />
      </CardFooter>
    </Card>
  );
}
