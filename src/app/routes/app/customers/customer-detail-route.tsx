import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useParams } from 'react-router-dom';

import { NEW_REF } from '@/config/paths';
import { CustomerEditor } from '@/features/customers/components/customer-editor';
import { ProjectGenerationThumbnails } from '@/features/presentation/plan/project-generation-thumbnails';
import type { Project } from '@/entities/project/api/project-schemas';
import { CustomerProjects } from '@/features/projects/components/customer-projects';
import { projectName } from '@/entities/project/model/project-display';

/** Under a project of the customer's: its designs, and a way to present them. */
function ProjectExtras({ customerRef, project }: { customerRef: string; project: Project }) {
  const { t } = useLingui();
  const id = useId();
  const name = projectName(project, t);
  return (
    <>
      <span id={id} hidden>
        {name}
      </span>
      <ProjectGenerationThumbnails
        customerRef={customerRef}
        projectRef={project.ref}
        projectName={name}
        describedBy={id}
      />
    </>
  );
}

/**
 * `/app/customers/{customerRef}`: the customer form, and under it the customer's projects, each
 * with its designs' thumbnails and a way to present them.
 */
export function CustomerDetailRoute() {
  const { customerRef = NEW_REF } = useParams();
  return (
    <CustomerEditor
      key={customerRef}
      customerRef={customerRef}
      related={
        <CustomerProjects
          customerRef={customerRef}
          extras={(project) => <ProjectExtras customerRef={customerRef} project={project} />}
        />
      }
    />
  );
}
