import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import {
  MAX_CENTS,
  MAX_RATE,
  proposalTotals,
  type BasisPoints,
  type Cents,
  type Deposit,
  type Totals,
} from '@/features/approval/model/money';
import { numberFormat } from '@/lib/i18n/intl-formatters';

/**
 * The prices of one project's proposal, kept on the device (the API has no field for them): a
 * price and a scope line for each design offered as an option (by the design's ref), the add-ons
 * the customer may tick, a tax rate and a deposit. Amounts in integer minor units of `currency`
 * (cents for USD), rates in basis points (825 is 8.25 %). No React here.
 */

export type PricedOption = {
  priceCents: Cents;
  /** What is included, one short line ('Sod, 3 maples, drip irrigation for the beds'). */
  scope: string;
};

export type AddOn = {
  /** Stable within the proposal (the choice of the customer refers to it). */
  id: string;
  name: string;
  priceCents: Cents;
};

export type PricedProposal = {
  /** ISO 4217, the business's (a device setting) at the time the proposal was priced. */
  currency: string;
  options: Record<string, PricedOption>;
  addOns: AddOn[];
  taxRate: BasisPoints;
  deposit: Deposit;
  /**
   * What is included, as typed for designs without a price (yet), by design ref: kept so that
   * nothing typed is lost, and given back to the design's field; it offers nothing to choose. A
   * design is here or in `options`, never in both. None (or empty): no such text; proposals kept
   * before this existed have none.
   */
  unpricedScopes?: Record<string, string>;
};

/** The longest scope line (it has to fit on the option's lines of the signed PDF). */
export const SCOPE_MAX_LENGTH = 200;
/** The longest add-on name. */
export const ADD_ON_NAME_MAX_LENGTH = 80;
/** The most add-ons a proposal may carry (they are listed on one page). */
export const MAX_ADD_ONS = 12;
/** The business's currency where none is set. */
export const DEFAULT_CURRENCY = 'USD';

const cents = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_CENTS));
const rate = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_RATE));

export const depositSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), rate }),
  z.object({ kind: z.literal('amount'), cents }),
]) satisfies z.ZodMiniType<Deposit>;

/** An ISO 4217 code that `Intl` knows. */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    numberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

const addOnSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(ADD_ON_NAME_MAX_LENGTH)),
  priceCents: cents,
}) satisfies z.ZodMiniType<AddOn>;

/** The one schema of a stored priced proposal: anything else reads as none. */
export const pricedProposalSchema = z.object({
  currency: z.string().check(z.refine(isCurrency)),
  options: z.record(
    z.string().check(z.minLength(1)),
    z.object({ priceCents: cents, scope: z.string().check(z.maxLength(SCOPE_MAX_LENGTH)) }),
  ),
  addOns: z.array(addOnSchema).check(z.maxLength(MAX_ADD_ONS)),
  taxRate: rate,
  deposit: depositSchema,
  unpricedScopes: z.optional(
    z.record(z.string().check(z.minLength(1)), z.string().check(z.maxLength(SCOPE_MAX_LENGTH))),
  ),
}) satisfies z.ZodMiniType<PricedProposal>;

export function emptyPricing(currency: string = DEFAULT_CURRENCY): PricedProposal {
  return { currency, options: {}, addOns: [], taxRate: 0, deposit: { kind: 'percent', rate: 0 } };
}

/** The price and scope of the design `ref`, if it is an option. */
export function optionOf(pricing: PricedProposal, ref: string): PricedOption | undefined {
  return Object.hasOwn(pricing.options, ref) ? pricing.options[ref] : undefined;
}

/** The options the customer can choose from: the designs shown (in order) that have a price. */
export function pricedOptions(
  pricing: PricedProposal,
  designRefs: readonly string[],
): { ref: string; option: PricedOption }[] {
  return designRefs.flatMap((ref) => {
    const option = optionOf(pricing, ref);
    return option ? [{ ref, option }] : [];
  });
}

/** The totals of a choice: the option `ref` with the add-ons `addOnIds` ticked. */
export function choiceTotals(
  pricing: PricedProposal,
  ref: string,
  addOnIds: readonly string[],
): Totals | undefined {
  const option = optionOf(pricing, ref);
  if (!option) return undefined;
  return proposalTotals({
    option: option.priceCents,
    addOns: pricing.addOns
      .filter((addOn) => addOnIds.includes(addOn.id))
      .map((addOn) => addOn.priceCents),
    taxRate: pricing.taxRate,
    deposit: pricing.deposit,
  });
}

/** What is included in the design `ref` as typed while it has no price, if anything. */
export function unpricedScopeOf(pricing: PricedProposal, ref: string): string | undefined {
  const scopes = pricing.unpricedScopes;
  return scopes && Object.hasOwn(scopes, ref) ? scopes[ref] : undefined;
}

/**
 * Sets the price and scope of the design `ref` (none: it is no longer an option). Priced, its
 * scope is the option's: none is kept for it as unpriced.
 */
export function withOption(
  pricing: PricedProposal,
  ref: string,
  option: PricedOption | undefined,
): PricedProposal {
  const options = Object.fromEntries(
    Object.entries(pricing.options).filter(([key]) => key !== ref),
  );
  const next: PricedProposal = {
    ...pricing,
    options: option
      ? { ...options, [ref]: { ...option, scope: option.scope.slice(0, SCOPE_MAX_LENGTH) } }
      : options,
  };
  if (option && unpricedScopeOf(pricing, ref) !== undefined) {
    const unpriced = Object.entries(pricing.unpricedScopes ?? {}).filter(([key]) => key !== ref);
    if (unpriced.length > 0) next.unpricedScopes = Object.fromEntries(unpriced);
    else delete next.unpricedScopes;
  }
  return next;
}
