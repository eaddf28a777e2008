import { Trans } from '@lingui/react/macro';

import { Button } from '@/components/ui/button';
import { AddOnChoice } from '@/features/approval/approve/add-on-choice';
import type { ApprovalOption } from '@/features/approval/approve/approval-choice';
import { OptionChoice } from '@/features/approval/approve/option-choice';
import { PriceSummary } from '@/features/approval/approve/price-summary';
import type { ApprovalChoice } from '@/features/approval/approve/use-approval-choice';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';

type ChooseStepProps = {
  options: ApprovalOption[];
  pricing: PricedProposal;
  choosing: ApprovalChoice;
  onContinue: () => void;
};

/** The options, the add-ons and the totals of the choice, and 'Continue to sign'. */
export function ChooseStep({ options, pricing, choosing, onContinue }: ChooseStepProps) {
  const { choice, totals } = choosing;
  return (
    <>
      <OptionChoice
        options={options}
        currency={pricing.currency}
        chosen={choice.ref}
        onChoose={choosing.choose}
        error={choosing.error}
      />
      {pricing.addOns.length > 0 ? (
        <AddOnChoice
          addOns={pricing.addOns}
          currency={pricing.currency}
          ticked={choice.addOnIds}
          onTick={choosing.tick}
        />
      ) : null}
      {totals ? (
        <PriceSummary
          totals={totals}
          currency={pricing.currency}
          taxRate={pricing.taxRate}
          deposit={pricing.deposit}
        />
      ) : null}
      <div>
        <Button size="lg" className="min-h-11" onClick={onContinue}>
          <Trans>Continue to sign</Trans>
        </Button>
      </div>
    </>
  );
}
