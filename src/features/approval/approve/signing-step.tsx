import { Trans, useLingui } from '@lingui/react/macro';

import { tickedAddOns, type ApprovalOption } from '@/features/approval/approve/approval-choice';
import { PriceSummary } from '@/features/approval/approve/price-summary';
import { SignForm, type Signing } from '@/features/approval/approve/sign-form';
import type { Totals } from '@/features/approval/model/money';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';

type SigningStepProps = {
  chosen: ApprovalOption;
  addOnIds: readonly string[];
  totals: Totals;
  pricing: PricedProposal;
  /** The PDF is being written. */
  busy: boolean;
  /** Why the last 'Approve' failed. */
  failure: string | undefined;
  onApprove: (signing: Signing) => void;
  onBack: () => void;
};

/** The choice and its totals beside the signing form, with how the writing goes. */
export function SigningStep({ chosen, addOnIds, totals, pricing, ...props }: SigningStepProps) {
  const { t } = useLingui();
  const addOns = tickedAddOns(pricing, addOnIds);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="grid content-start gap-4">
        <p className="text-lg font-semibold">{chosen.styleName}</p>
        {chosen.scope.trim() !== '' ? (
          <p className="text-sm text-muted-foreground">{t`What is included: ${chosen.scope}`}</p>
        ) : null}
        {addOnIds.length > 0 ? (
          <ul className="list-inside list-disc text-sm">
            {addOns.map((addOn) => (
              <li key={addOn.id}>{addOn.name}</li>
            ))}
          </ul>
        ) : null}
        <PriceSummary
          totals={totals}
          currency={pricing.currency}
          taxRate={pricing.taxRate}
          deposit={pricing.deposit}
        />
      </div>
      <div className="grid content-start gap-4">
        <SignForm busy={props.busy} onApprove={props.onApprove} onBack={props.onBack} />
        {props.busy ? (
          <p role="status" className="text-base motion-safe:animate-pulse">
            <Trans>Writing the signed proposal…</Trans>
          </p>
        ) : null}
        {props.failure !== undefined ? (
          <p role="alert" className="text-base text-red-300">
            {props.failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
