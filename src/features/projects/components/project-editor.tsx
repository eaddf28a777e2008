import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';

import { RecordEditorPage, type RecordEditorTexts } from '@/components/detail/record-editor-page';
import { NEW_REF, paths, projectPath } from '@/config/paths';
import { useCreateProject } from '@/features/projects/api/create-project';
import { useProject } from '@/entities/project/api/get-project';
import type { Project, ProjectInput } from '@/entities/project/api/project-schemas';
import { useUpdateProject } from '@/features/projects/api/update-project';
import {
  EMPTY_PROJECT,
  ProjectForm,
  projectFormValues,
  type CustomerChoice,
} from '@/features/projects/components/project-form';
import { projectName } from '@/entities/project/model/project-display';

const PROJECT_LOAD_FAILED = msg`Failed to load project`;

const PROJECT_TEXTS: RecordEditorTexts = {
  title: msg`Project Details`,
  backLabel: msg`Back to projects`,
  newRecord: msg`New project`,
  loadFailed: PROJECT_LOAD_FAILED,
  notFoundTitle: msg`Project not found`,
  notFoundText: msg`This project does not exist or has been deleted.`,
  notFoundBackLabel: msg`Go to projects`,
};

/** `?customer=` preselects the customer of a new project (from a customer's page). */
const CUSTOMER_PARAM = 'customer';

/**
 * The project editor of `/app/projects/{projectRef}` (spec §2 'Project Details'): `new`
 * creates (the whole form, then the new project's page); any other ref loads the project and
 * saves it in place. `related` renders under the form of an existing project (its designs).
 */
export function ProjectEditor({
  projectRef,
  customers,
  related,
}: {
  projectRef: string;
  customers: CustomerChoice;
  related?: (project: Project) => ReactNode;
}) {
  const { t } = useLingui();
  const isNew = projectRef === NEW_REF;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const project = useProject(projectRef, { enabled: !isNew });
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();

  const backToList = () => void navigate(paths.app.projects);

  const save = async (input: ProjectInput) => {
    if (isNew) {
      const createdRef = await createProject.mutateAsync(input);
      toast.success(t`Project created`, { description: input.name });
      void navigate(projectPath(createdRef));
    } else {
      await updateProject.mutateAsync({ projectRef, input });
      toast.success(t`Project saved`, { description: input.name });
    }
  };

  return (
    <RecordEditorPage
      query={project}
      isNew={isNew}
      texts={PROJECT_TEXTS}
      backTo={paths.app.projects}
      nameOf={(loaded) => projectName(loaded, t)}
      related={related}
      form={(loaded) => (
        <ProjectForm
          defaultValues={
            loaded
              ? projectFormValues(loaded)
              : { ...EMPTY_PROJECT, customerRef: params.get(CUSTOMER_PARAM) ?? '' }
          }
          customers={customers}
          onSubmit={save}
          onCancel={backToList}
          draftScreen={`project:${projectRef}`}
        />
      )}
    />
  );
}
