import { PresentationPicker } from '@/features/presentation/components/presentation-picker';
import { ProposalDownloadButton } from '@/features/presentation/components/proposal-download-button';
import {
  ProposalPrint,
  ProposalPrintButton,
} from '@/features/presentation/components/proposal-print';
import { useProjectProposal } from '@/features/presentation/hooks/use-project-proposal';

/**
 * The project's presentation: the designs chosen for its customer, their order and notes. It
 * shows once the designs are in (the Designs card above says when they are loading or failed).
 */
export function ProjectPresentation({ projectRef }: { projectRef: string }) {
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
