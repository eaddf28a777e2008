import { Trans } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { FileCheck2Icon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

import { loadWorkParts } from '@/app/project-file/load-work-parts';
import { buttonVariants } from '@/components/ui/button-variants';
import { NEW_REF, paths } from '@/config/paths';
import { PricingCard } from '@/features/approval/pricing/pricing-card';
import { SignedProposalsCard } from '@/features/approval/records/signed-proposals-card';
import { useCustomers } from '@/entities/customer/api/get-customers';
import { NewCustomerDialog } from '@/features/customers/components/new-customer-dialog';
import { byName } from '@/entities/customer/model/customer-display';
import { forProjectState } from '@/features/generate/wizard/wizard-entry';
import { ProjectGenerations } from '@/features/history/list/project-generations';
import { ProjectFileCard } from '@/features/project-file/card/project-file-card';
import { ProjectPresentation } from '@/features/presentation/proposal/project-presentation';
import { useProjectProposal } from '@/features/presentation/proposal/use-project-proposal';
import type { Project } from '@/entities/project/api/project-schemas';
import { ProjectEditor } from '@/features/projects/components/project-editor';
import type { CustomerChoice } from '@/features/projects/components/project-form';

/**
 * The prices of the designs chosen to present (the Presentation card's choice, in its order),
 * once that choice is known; the card keeps them on the device.
 */
function ProjectPricing({ projectRef }: { projectRef: string }) {
  const proposal = useProjectProposal(projectRef);
  if (proposal.status !== 'ready') return null;
  const designs = proposal.proposal.designs.map(({ ref, styleName, afterUrl }) => ({
    ref,
    styleName,
    pictureUrl: afterUrl,
  }));
  return <PricingCard projectRef={projectRef} designs={designs} />;
}

function renderGenerations(project: Project) {
  if (!project.customerRef) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <Trans>Choose a customer for this project to see its designs.</Trans>
      </p>
    );
  }
  return (
    <>
      <ProjectGenerations
        customerRef={project.customerRef}
        projectRef={project.ref}
        createDesignState={forProjectState({
          projectRef: project.ref,
          customerRef: project.customerRef,
          name: project.name,
        })}
      />
      <ProjectPresentation projectRef={project.ref} />
      <ProjectPricing projectRef={project.ref} />
      <SignedProposalsCard
        projectRef={project.ref}
        openAction={
          <Link
            to={paths.app.signedProposals}
            className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          >
            <FileCheck2Icon aria-hidden="true" />
            <Trans>Open a signed proposal</Trans>
          </Link>
        }
      />
      <ProjectFileCard
        loadParts={loadWorkParts}
        project={{ ref: project.ref, name: project.name ?? '' }}
      />
    </>
  );
}

/**
 * `/app/projects/{projectRef}`: the project form with the customers to choose from, a dialog to
 * add a customer without leaving it, the project's designs, what of them its customer is
 * shown (the presentation), their prices, the proposals signed on this device and the project
 * file that takes all of it to another device.
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
        related={renderGenerations}
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
