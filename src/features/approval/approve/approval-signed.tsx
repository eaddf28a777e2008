import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2Icon } from 'lucide-react';
import type { Ref } from 'react';

import type { ApprovalOption } from '@/features/approval/approve/approval-choice';
import { formatMoney } from '@/features/approval/model/money';
import { SignedProposalActions } from '@/features/approval/records/signed-proposal-actions';
import type { SignedProposal } from '@/features/approval/signed-pdf/signed-proposal-types';

type ApprovalSignedProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** The device's record of it. */
  recordId: string;
  signed: SignedProposal;
  signerName: string;
  chosen: ApprovalOption | undefined;
  currency: string;
  /** The browser said it may clear what this site keeps. */
  mayBeCleared: boolean;
};

/** The last step: thanks, the chosen design and total, and the signed PDF to share or download. */
export function ApprovalSigned({
  headingRef,
  recordId,
  signed,
  signerName,
  chosen,
  currency,
  mayBeCleared,
}: ApprovalSignedProps) {
  const { i18n } = useLingui();
  const total = formatMoney(signed.record.content.totals.total, currency, i18n.locale);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 p-4 sm:p-8" data-deck-keys="own">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-semibold outline-none"
      >
        <CheckCircle2Icon aria-hidden="true" className="size-7 text-emerald-400" />
        <Trans>Signed. Thank you, {signerName}.</Trans>
      </h2>
      <p className="text-base">
        <Trans>
          {chosen?.styleName}, total {total}. Keep the signed proposal: share it to your email or
          messages, or download it.
        </Trans>
      </p>
      <SignedProposalActions
        recordId={recordId}
        size="lg"
        file={{
          pdf: signed.pdf,
          fileName: signed.fileName,
          title: signed.fileName,
        }}
      />
      <p className="text-sm text-muted-foreground">
        <Trans>
          It is kept on this device too, on the project page. The PDF is an approval record with
          tamper evidence, not a certificate-based digital signature.
        </Trans>
      </p>
      {mayBeCleared ? (
        <p className="text-sm text-amber-300">
          <Trans>
            This browser may clear what this site keeps when space runs low. Keep the signed
            proposal by sharing or downloading it.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
