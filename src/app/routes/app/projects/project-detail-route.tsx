import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useProjectProposal } from '@/app/routes/app/projects/use-project-proposal';
import { NEW_REF } from '@/config/paths';
import { useCustomers } from '@/features/customers/api/get-customers';
import { NewCustomerDialog } from '@/features/customers/components/new-customer-dialog';
import { byName } from '@/features/customers/model/customer-display';
import { ProjectDesigns } from '@/features/generations/components/project-designs';
import { ProposalDownloadButton } from '@/features/generations/components/proposal-download-button';
import { ProposalPrint } from '@/features/generations/components/proposal-print';
import type { Project } from '@/features/projects/api/project-schemas';
import { ProjectEditor } from '@/features/projects/components/project-editor';
import type { CustomerChoice } from '@/features/projects/components/project-form';

/** The proposal's PDF and print document, for the designs chosen for the presentation. */
function ProposalActions({ projectRef }: { projectRef: string }) {
  const state = useProjectProposal(projectRef);
  if (state.status !== 'ready') return null;
  return (
    <>
      <ProposalDownloadButton proposal={state.proposal} />
      <ProposalPrint proposal={state.proposal} />
    </>
  );
}

function renderDesigns(project: Project) {
  if (!project.customerRef) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        Choose a customer for this project to see its designs.
      </p>
    );
  }
  return (
    <>
      <ProjectDesigns
        customerRef={project.customerRef}
        projectRef={project.ref}
        projectName={project.name}
      />
      <ProposalActions projectRef={project.ref} />
    </>
  );
}

/**
 * `/app/projects/{projectRef}`: the project form with the customers to choose from, a dialog to
 * add a customer without leaving it, and the project's designs.
 */
export function ProjectDetailRoute() {
  const { projectRef = NEW_REF } = useParams();
  const customers = useCustomers();
  // Picks a value in the form's customer field; set while the new-customer dialog is open.
  const [choose, setChoose] = useState<((customerRef: string) => void) | undefined>();

  const options = useMemo(
    () =>
      [...(customers.data ?? [])]
        .sort(byName)
        .map((customer) => ({ label: customer.name, value: customer.ref })),
    [customers.data],
  );
  const onAdd = useCallback((pick: (customerRef: string) => void) => setChoose(() => pick), []);
  const choice: CustomerChoice = {
    options,
    loading: customers.isPending,
    failed: customers.isError,
    onAdd,
  };

  return (
    <>
      <ProjectEditor
        key={projectRef}
        projectRef={projectRef}
        customers={choice}
        related={renderDesigns}
      />
      <NewCustomerDialog
        open={choose !== undefined}
        onOpenChange={(open) => {
          if (!open) setChoose(undefined);
        }}
        onCreated={(customerRef) => choose?.(customerRef)}
        draftScreen={`project:${projectRef}:new-customer`}
      />
    </>
  );
}
