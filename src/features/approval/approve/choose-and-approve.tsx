import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import {
  approvalOptions,
  type ApprovalDesign,
  type ApprovalProject,
} from '@/features/approval/approve/approval-choice';
import { ApprovalSigned } from '@/features/approval/approve/approval-signed';
import { ChooseStep } from '@/features/approval/approve/choose-step';
import type { Signing } from '@/features/approval/approve/sign-form';
import { SigningStep } from '@/features/approval/approve/signing-step';
import { useApprovalChoice } from '@/features/approval/approve/use-approval-choice';
import { useApproveProposal } from '@/features/approval/approve/use-approve-proposal';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import type { SignedProposal } from '@/features/approval/signed-pdf/signed-proposal-types';

type ChooseAndApproveProps = {
  project: ApprovalProject;
  /** The designs shown, in order (those with a price are the options). */
  designs: ApprovalDesign[];
  pricing: PricedProposal;
};

type Step =
  | { kind: 'choose' }
  | { kind: 'sign' }
  | { kind: 'writing' }
  | { kind: 'failed'; message: string; signing: Signing }
  | { kind: 'signed'; id: string; signed: SignedProposal; signerName: string };

/**
 * Presentation mode's last slide: the customer chooses one of the priced designs, ticks add-ons
 * and sees the totals change at once; then types their name, agrees to sign on the screen, signs
 * (drawn on the pad, or their name typed), and 'Approve' writes the signed PDF
 * (`use-approve-proposal.ts`), keeps it on the device and offers it to share or download. Works
 * without a connection: the pictures come from the device's copy of the presentation.
 */
export function ChooseAndApprove({ project, designs, pricing }: ChooseAndApproveProps) {
  const options = approvalOptions(pricing, designs);
  const choosing = useApprovalChoice(pricing, options);
  const { choice, chosen, totals } = choosing;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const { approve, mayBeCleared } = useApproveProposal({
    project,
    pricing,
    options,
    signing: step.kind === 'sign',
  });
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts at its heading, for the eyes and for a screen reader.
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [step.kind]);

  async function onApprove(signing: Signing) {
    if (!chosen || !totals) return;
    setStep({ kind: 'writing' });
    const outcome = await approve({ chosen, addOnIds: choice.addOnIds, totals }, signing);
    setStep(
      outcome.kind === 'signed'
        ? { ...outcome, signerName: signing.name }
        : { kind: 'failed', signing, message: outcome.message },
    );
  }

  if (options.length === 0) return null;

  if (step.kind === 'signed') {
    return (
      <ApprovalSigned
        headingRef={heading}
        recordId={step.id}
        signed={step.signed}
        signerName={step.signerName}
        chosen={chosen}
        currency={pricing.currency}
        mayBeCleared={mayBeCleared}
      />
    );
  }

  const signing = step.kind === 'sign' || step.kind === 'writing' || step.kind === 'failed';
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-8" data-deck-keys="own">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {signing ? <Trans>Sign to approve</Trans> : <Trans>Choose and approve</Trans>}
      </h2>
      {signing && chosen && totals ? (
        <SigningStep
          chosen={chosen}
          addOnIds={choice.addOnIds}
          totals={totals}
          pricing={pricing}
          busy={step.kind === 'writing'}
          failure={step.kind === 'failed' ? step.message : undefined}
          onApprove={(signing) => void onApprove(signing)}
          onBack={() => setStep({ kind: 'choose' })}
        />
      ) : (
        <ChooseStep
          options={options}
          pricing={pricing}
          choosing={choosing}
          onContinue={() => {
            if (choosing.confirm()) setStep({ kind: 'sign' });
          }}
        />
      )}
    </div>
  );
}
