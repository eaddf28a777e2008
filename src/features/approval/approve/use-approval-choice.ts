import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import {
  totalsOf,
  withAddOn,
  type ApprovalOption,
  type Choice,
} from '@/features/approval/approve/approval-choice';
import type { Totals } from '@/features/approval/model/money';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';

export type ApprovalChoice = {
  choice: Choice;
  /** The option chosen, if any. */
  chosen: ApprovalOption | undefined;
  /** The totals of the choice, once an option is chosen. */
  totals: Totals | undefined;
  /** Why the customer cannot go on yet. */
  error: string | undefined;
  choose: (ref: string) => void;
  tick: (addOnId: string, ticked: boolean) => void;
  /** Whether an option is chosen; when none is, says so. */
  confirm: () => boolean;
};

/**
 * The customer's choice in the 'Choose and approve' step: the option (chosen already when there
 * is only one), the add-ons ticked, the totals, and what to say when they go on without an option.
 */
export function useApprovalChoice(
  pricing: PricedProposal,
  options: readonly ApprovalOption[],
): ApprovalChoice {
  const { t } = useLingui();
  const [choice, setChoice] = useState<Choice>({
    ref: options.length === 1 ? options[0]?.ref : undefined,
    addOnIds: [],
  });
  const [error, setError] = useState<string>();
  const chosen = options.find((option) => option.ref === choice.ref);
  return {
    choice,
    chosen,
    totals: totalsOf(pricing, choice),
    error,
    choose: (ref: string) => {
      setChoice({ ...choice, ref });
      setError(undefined);
    },
    tick: (addOnId: string, ticked: boolean) => setChoice(withAddOn(choice, addOnId, ticked)),
    confirm: () => {
      if (!chosen) setError(t`Choose one of the designs first.`);
      return chosen !== undefined;
    },
  };
}
