import { I18nProvider } from '@lingui/react';

import { PresentationOfflineStatus } from '@/features/presentation/proposal/presentation-offline-status';
import { PresentationPicker } from '@/features/presentation/plan/presentation-picker';
import { ProposalDownloadButton } from '@/features/presentation/proposal/proposal-download-button';
import {
  ProposalPrint,
  ProposalPrintButton,
} from '@/features/presentation/proposal/proposal-print';
import { useOfflinePresentation } from '@/features/presentation/proposal/use-offline-presentation';
import { useProjectProposal } from '@/features/presentation/proposal/use-project-proposal';
import { useProposalI18n } from '@/features/presentation/proposal/use-proposal-i18n';

/**
 * The project's presentation: the designs chosen for its customer, their order and notes. It
 * shows once the designs are in (the Designs card above says when they are loading or failed).
 * The chosen designs' pictures are saved on the device as they are chosen, and the card says
 * whether the presentation is ready offline.
 */
export function ProjectPresentation({ projectRef }: { projectRef: string }) {
  // The proposal (its PDF and print) in its own language; the card in the app's.
  const proposalI18n = useProposalI18n(projectRef);
  const proposal = useProjectProposal(projectRef, proposalI18n);
  const offline = useOfflinePresentation(
    proposal.status === 'ready' ? proposal.proposal : undefined,
  );
  if (proposal.status !== 'ready') return null;
  return (
    <>
      <PresentationPicker
        projectRef={projectRef}
        designs={proposal.designs}
        planState={proposal.planState}
        actions={
          <>
            <ProposalDownloadButton
              proposal={proposal.proposal}
              proposalI18n={proposalI18n ?? null}
            />
            <ProposalPrintButton
              disabled={proposal.proposal.designs.length === 0 || !proposalI18n}
            />
          </>
        }
        offlineStatus={<PresentationOfflineStatus state={offline} />}
      />
      {/* What the browser's own Print gives on this page: the proposal, not the app. */}
      {proposalI18n ? (
        <I18nProvider i18n={proposalI18n}>
          <ProposalPrint proposal={proposal.proposal} />
        </I18nProvider>
      ) : null}
    </>
  );
}
