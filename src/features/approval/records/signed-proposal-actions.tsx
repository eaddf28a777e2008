import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, Share2Icon } from 'lucide-react';
import { useState } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import {
  canShareFiles,
  downloadSignedProposal,
  shareSignedProposal,
  type SignedFile,
} from '@/features/approval/records/share-signed-proposal';
import { useMarkShared } from '@/features/approval/store/use-approval-store';

type SignedProposalActionsProps = {
  /** The record's id on the device (it is noted as shared once its PDF leaves). */
  recordId: string;
  file: SignedFile;
  size?: ButtonProps['size'];
  /** Whose words the buttons' names use: 'Share the signed proposal of <name>'. */
  subject?: string;
};

/**
 * 'Share' (where the browser can share a file: a phone's share sheet) and 'Download' for one
 * signed proposal. Either notes that its PDF left the device, so Logout no longer warns about it.
 * A share that fails (not a cancel) says so next to the buttons; the download still works.
 */
export function SignedProposalActions({
  recordId,
  file,
  size = 'default',
  subject,
}: SignedProposalActionsProps) {
  const { t } = useLingui();
  const markShared = useMarkShared();
  const [problem, setProblem] = useState<string>();
  const share = canShareFiles();

  async function onShare() {
    setProblem(undefined);
    try {
      const outcome = await shareSignedProposal(file);
      if (outcome === 'shared') markShared.mutate(recordId);
    } catch {
      setProblem(t`The signed proposal could not be shared. Download it instead.`);
    }
  }

  function onDownload() {
    setProblem(undefined);
    downloadSignedProposal(file);
    markShared.mutate(recordId);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {share ? (
          <Button
            size={size}
            className="min-h-11"
            onClick={() => void onShare()}
            aria-label={subject ? t`Share the signed proposal of ${subject}` : undefined}
          >
            <Share2Icon aria-hidden="true" />
            <Trans>Share</Trans>
          </Button>
        ) : null}
        <Button
          size={size}
          variant={share ? 'outline' : 'default'}
          className="min-h-11"
          onClick={onDownload}
          aria-label={subject ? t`Download the signed proposal of ${subject}` : undefined}
        >
          <DownloadIcon aria-hidden="true" />
          <Trans>Download</Trans>
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
