import type { Totals } from '@/features/approval/model/money';
import {
  choiceTotals,
  pricedOptions,
  type AddOn,
  type PricedOption,
  type PricedProposal,
} from '@/features/approval/model/priced-proposal';

/**
 * What the customer sees and picks in presentation mode's 'Choose and approve' step, without
 * React: the options (the designs shown that have a price, in the order shown), the add-ons, and
 * the totals of the current choice.
 */

/** A design shown to the customer, as the approval step needs it. */
export type ApprovalDesign = {
  ref: string;
  /** In the proposal's language. */
  styleName: string;
  beforeUrl: string;
  afterUrl: string;
  /** An edited design's layers, by name, in the proposal's language (see ApprovedOption). */
  madeFrom?: string[];
};

/** The project, as the signed proposal names it. */
export type ApprovalProject = {
  ref: string;
  name: string;
  customerName?: string;
  /** The site's address, one line per part. */
  site: string[];
};

export type ApprovalOption = ApprovalDesign & PricedOption;

export type Choice = { ref: string | undefined; addOnIds: string[] };

/** The designs that can be chosen: those shown that have a price, in the order shown. */
export function approvalOptions(
  pricing: PricedProposal,
  designs: readonly ApprovalDesign[],
): ApprovalOption[] {
  const byRef = new Map(designs.map((design) => [design.ref, design]));
  return pricedOptions(
    pricing,
    designs.map((design) => design.ref),
  ).flatMap(({ ref, option }) => {
    const design = byRef.get(ref);
    return design ? [{ ...design, ...option }] : [];
  });
}

/** The totals of the choice, once an option is chosen. */
export function totalsOf(pricing: PricedProposal, choice: Choice): Totals | undefined {
  return choice.ref === undefined ? undefined : choiceTotals(pricing, choice.ref, choice.addOnIds);
}

/** The choice with `addOnId` ticked or unticked. */
export function withAddOn(choice: Choice, addOnId: string, ticked: boolean): Choice {
  const others = choice.addOnIds.filter((id) => id !== addOnId);
  return { ...choice, addOnIds: ticked ? [...others, addOnId] : others };
}

/** The add-ons ticked, in the order they are offered. */
export function tickedAddOns(pricing: PricedProposal, addOnIds: readonly string[]): AddOn[] {
  return pricing.addOns.filter((addOn) => addOnIds.includes(addOn.id));
}
