import { useLingui } from '@lingui/react/macro';

import { OpenSignedProposal } from '@/features/approval/open-signed/open-signed-proposal';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/app/signed-proposals`: check a signed proposal PDF against its approval record. */
export function OpenSignedProposalRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Open a signed proposal`);
  return <OpenSignedProposal />;
}
