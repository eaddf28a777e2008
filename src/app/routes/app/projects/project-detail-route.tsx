import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';

import { NEW_REF } from '@/config/paths';
import { useCustomers } from '@/entities/customer/api/get-customers';
import { NewCustomerDialog } from '@/features/customers/components/new-customer-dialog';
import { byName } from '@/entities/customer/model/customer-display';
import { PresentationPicker } from '@/features/presentation/components/presentation-picker';
import { ProjectGenerations } from '@/features/history/components/project-generations';
import { ProposalDownloadButton } from '@/features/presentation/components/proposal-download-button';
import {
  ProposalPrint,
  ProposalPrintButton,
} from '@/features/presentation/components/proposal-print';
import type { Project } from '@/entities/project/api/project-schemas';
import { ProjectEditor } from '@/features/projects/components/project-editor';
import type { CustomerChoice } from '@/features/projects/components/project-form';

import { useProjectProposal } from '@/app/routes/app/projects/use-project-proposal';

/**
 * The project's presentation: the designs chosen for its customer, their order and notes. It
 * shows once the designs are in (the Designs card above says when they are loading or failed).
 */
function ProjectPresentation({ projectRef }: { projectRef: string }) {
  const proposal = useProjectProposal(projectRef);
  if (proposal.status !== 'ready') return null;
  return (
    <>
      <PresentationPicker
        projectRef={projectRef}
        designs={proposal.designs}
        planState={proposal.planState}
        actions={
          <>
            <ProposalDownloadButton proposal={proposal.proposal} />
            <ProposalPrintButton disabled={proposal.proposal.designs.length === 0} />
          </>
        }
      />
      {/* What the browser's own Print gives on this page: the proposal, not the app. */}
      <ProposalPrint proposal={proposal.proposal} />
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
      <ProjectGenerations
        customerRef={project.customerRef}
        projectRef={project.ref}
        projectName={project.name}
      />
      <ProjectPresentation projectRef={project.ref} />
    </>
  );
}

/**
 * `/app/projects/{projectRef}`: the project form with the customers to choose from, a dialog to
 * add a customer without leaving it, the project's designs and what of them its customer is
 * shown (the presentation).
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
