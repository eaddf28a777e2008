import { z } from 'zod/mini';

import {
  minorDigits,
  parseAmount,
  parseRate,
  type AmountError,
  type Deposit,
} from '@/features/approval/model/money';
import {
  ADD_ON_NAME_MAX_LENGTH,
  emptyPricing,
  isCurrency,
  MAX_ADD_ONS,
  optionOf,
  pricedProposalSchema,
  SCOPE_MAX_LENGTH,
  type AddOn,
  type PricedOption,
  type PricedProposal,
  unpricedScopeOf,
} from '@/features/approval/model/priced-proposal';
import { numberFormat } from '@/lib/i18n/intl-formatters';

/**
 * The Prices card's fields as text, and how they become a priced proposal, without React. The
 * fields keep what the user typed, whatever it is; the proposal is made of what reads as an
 * amount. A field that does not read keeps, in the proposal, what it last had (the last valid
 * price of that design, or none), so that one typo never takes the rest of the proposal with it.
 * What is included in a design is kept whether the design has a price or not.
 */

/** The business currencies offered in the card (each has cents). */
export const CURRENCIES = ['USD', 'CAD', 'MXN', 'EUR', 'GBP', 'AUD'] as const;

export type DepositKind = Deposit['kind'];

export type OptionFields = { price: string; scope: string };

export type AddOnFields = { id: string; name: string; price: string };

export type PricingFormValues = {
  /** The language the amounts are written in (the app's). */
  locale: string;
  currency: string;
  /** By design ref; also the designs priced before and not shown now (they keep their price). */
  options: Record<string, OptionFields>;
  addOns: AddOnFields[];
  taxRate: string;
  depositKind: DepositKind;
  deposit: string;
};

/** Why a field does not read: the amount's own reasons, or one of the card's. */
export type FieldProblem =
  Exclude<AmountError, 'empty'> | 'no-name' | 'no-price' | 'rate-range' | 'rate-too-precise';

export type PricingProblems = {
  /** The price fields that do not read, by design ref. */
  options: Record<string, FieldProblem>;
  /** By add-on id. */
  addOns: Record<string, { name?: FieldProblem; price?: FieldProblem }>;
  taxRate?: FieldProblem;
  deposit?: FieldProblem;
};

export const NO_PROBLEMS: PricingProblems = { options: {}, addOns: {} };

const EMPTY_OPTION: OptionFields = { price: '', scope: '' };

/** The design's fields (empty for a design never priced). */
export function optionFields(values: PricingFormValues, ref: string): OptionFields {
  return Object.hasOwn(values.options, ref) ? (values.options[ref] ?? EMPTY_OPTION) : EMPTY_OPTION;
}

/**
 * An amount as the field shows it, in the user's language without the currency sign nor
 * grouping ('1250.50' in English, '1250,50' in Spanish): read back, it is the same amount.
 */
export function amountText(cents: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(cents / 10 ** digits);
}

/** A rate as the field shows it: '8.25' in English, '8,25' in Spanish, '8' for 8 %. */
export function rateText(rate: number, locale: string): string {
  return numberFormat(locale, {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(rate / 100);
}

/** An example amount for the messages, as the user's language writes it: '1,250.00'. */
export function exampleAmount(currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(1250);
}

/** The deposit as its field shows it; none is an empty field. */
function depositText(deposit: Deposit, currency: string, locale: string): string {
  if (deposit.kind === 'percent') return deposit.rate === 0 ? '' : rateText(deposit.rate, locale);
  return deposit.cents === 0 ? '' : amountText(deposit.cents, currency, locale);
}

/** A stored proposal as the fields show it, in `locale`. */
export function pricingFormValues(pricing: PricedProposal, locale: string): PricingFormValues {
  const { currency } = pricing;
  return {
    locale,
    currency,
    options: Object.fromEntries([
      ...Object.entries(pricing.options).map(([ref, option]): [string, OptionFields] => [
        ref,
        { price: amountText(option.priceCents, currency, locale), scope: option.scope },
      ]),
      // What was typed as included in a design without a price comes back to its field.
      ...Object.entries(pricing.unpricedScopes ?? {})
        .filter(([ref]) => !Object.hasOwn(pricing.options, ref))
        .map(([ref, scope]): [string, OptionFields] => [ref, { price: '', scope }]),
    ]),
    addOns: pricing.addOns.map((addOn) => ({
      id: addOn.id,
      name: addOn.name,
      price: amountText(addOn.priceCents, currency, locale),
    })),
    taxRate: pricing.taxRate === 0 ? '' : rateText(pricing.taxRate, locale),
    depositKind: pricing.deposit.kind,
    deposit: depositText(pricing.deposit, currency, locale),
  };
}

/**
 * The fields written again in `locale` (the app's language changed): what reads in the old
 * language is written in the new one, what does not stays as typed.
 */
export function relocalized(values: PricingFormValues, locale: string): PricingFormValues {
  const from = values.locale;
  const { currency } = values;
  const amount = (text: string) => {
    const parsed = parseAmount(text, from, currency);
    return parsed.ok ? amountText(parsed.value, currency, locale) : text;
  };
  const rate = (text: string) => {
    const parsed = parseRate(text, from);
    return parsed.ok ? rateText(parsed.value, locale) : text;
  };
  return {
    ...values,
    locale,
    options: Object.fromEntries(
      Object.entries(values.options).map(([ref, fields]) => [
        ref,
        { ...fields, price: amount(fields.price) },
      ]),
    ),
    addOns: values.addOns.map((addOn) => ({ ...addOn, price: amount(addOn.price) })),
    taxRate: rate(values.taxRate),
    deposit: values.depositKind === 'percent' ? rate(values.deposit) : amount(values.deposit),
  };
}

function rateProblem(error: AmountError): FieldProblem {
  return error === 'too-precise' ? 'rate-too-precise' : 'rate-range';
}

/**
 * The proposal the fields make, and the fields that do not read. `kept` is the proposal as last
 * kept: a field that does not read keeps its value from there (an option its last valid price,
 * an add-on its last valid name and price; none if it never had one). An empty price is no
 * option and no problem (the scope typed with it is kept as unpriced); an add-on row left empty
 * is none.
 */
export function readPricingForm(
  values: PricingFormValues,
  kept: PricedProposal,
): { pricing: PricedProposal; problems: PricingProblems } {
  const { locale, currency } = values;
  // Amounts kept in a currency with other decimals would mean other sums: not kept then.
  const fallback =
    minorDigits(kept.currency) === minorDigits(currency) ? kept : emptyPricing(currency);
  const problems: PricingProblems = { options: {}, addOns: {} };

  const options: Record<string, PricedOption> = {};
  const unpricedScopes: Record<string, string> = {};
  for (const [ref, fields] of Object.entries(values.options)) {
    const scope = fields.scope.trim().slice(0, SCOPE_MAX_LENGTH);
    const price = parseAmount(fields.price, locale, currency);
    if (price.ok) {
      options[ref] = { priceCents: price.value, scope };
    } else if (price.error !== 'empty') {
      problems.options[ref] = price.error;
      const last = optionOf(fallback, ref);
      if (last) options[ref] = { priceCents: last.priceCents, scope };
    }
    // No price to go with it: the scope is kept all the same, as a priced design's is.
    if (!Object.hasOwn(options, ref) && scope !== '') unpricedScopes[ref] = scope;
  }

  const addOns: AddOn[] = [];
  for (const row of values.addOns.slice(0, MAX_ADD_ONS)) {
    const name = row.name.trim().slice(0, ADD_ON_NAME_MAX_LENGTH);
    if (name === '' && row.price.trim() === '') continue;
    const price = parseAmount(row.price, locale, currency);
    const nameProblem: FieldProblem | undefined = name === '' ? 'no-name' : undefined;
    const priceProblem: FieldProblem | undefined = price.ok
      ? undefined
      : price.error === 'empty'
        ? 'no-price'
        : price.error;
    if (!nameProblem && price.ok) {
      addOns.push({ id: row.id, name, priceCents: price.value });
      continue;
    }
    problems.addOns[row.id] = { name: nameProblem, price: priceProblem };
    const last = fallback.addOns.find((addOn) => addOn.id === row.id);
    if (last) {
      addOns.push({
        id: row.id,
        name: nameProblem ? last.name : name,
        priceCents: price.ok ? price.value : last.priceCents,
      });
    }
  }

  let taxRate = 0;
  if (values.taxRate.trim() !== '') {
    const rate = parseRate(values.taxRate, locale);
    if (rate.ok) {
      taxRate = rate.value;
    } else {
      problems.taxRate = rateProblem(rate.error);
      taxRate = fallback.taxRate;
    }
  }

  let deposit: Deposit =
    values.depositKind === 'percent' ? { kind: 'percent', rate: 0 } : { kind: 'amount', cents: 0 };
  if (values.deposit.trim() !== '') {
    if (values.depositKind === 'percent') {
      const rate = parseRate(values.deposit, locale);
      if (rate.ok) deposit = { kind: 'percent', rate: rate.value };
      else problems.deposit = rateProblem(rate.error);
    } else {
      const amount = parseAmount(values.deposit, locale, currency);
      if (amount.ok) deposit = { kind: 'amount', cents: amount.value };
      else if (amount.error !== 'empty') problems.deposit = amount.error;
    }
    if (problems.deposit) deposit = fallback.deposit;
  }

  const pricing: PricedProposal = { currency, options, addOns, taxRate, deposit };
  if (Object.keys(unpricedScopes).length > 0) pricing.unpricedScopes = unpricedScopes;
  return { pricing, problems };
}

/** Whether any field shown has a problem (designs not shown keep their price quietly). */
export function hasProblems(problems: PricingProblems, shownRefs: readonly string[]): boolean {
  return (
    shownRefs.some((ref) => Object.hasOwn(problems.options, ref)) ||
    Object.values(problems.addOns).some(
      (row) => row.name !== undefined || row.price !== undefined,
    ) ||
    problems.taxRate !== undefined ||
    problems.deposit !== undefined
  );
}

/** Whether both keep the same scopes for designs without a price (none is as empty). */
function sameUnpricedScopes(a: PricedProposal, b: PricedProposal): boolean {
  const refs = Object.keys(a.unpricedScopes ?? {});
  return (
    refs.length === Object.keys(b.unpricedScopes ?? {}).length &&
    refs.every((ref) => unpricedScopeOf(a, ref) === unpricedScopeOf(b, ref))
  );
}

/** Whether two proposals say the same (the order of the options does not count). */
export function samePricing(a: PricedProposal, b: PricedProposal): boolean {
  const refs = Object.keys(a.options);
  const sameDeposit =
    a.deposit.kind === 'percent'
      ? b.deposit.kind === 'percent' && a.deposit.rate === b.deposit.rate
      : b.deposit.kind === 'amount' && a.deposit.cents === b.deposit.cents;
  return (
    a.currency === b.currency &&
    a.taxRate === b.taxRate &&
    sameDeposit &&
    sameUnpricedScopes(a, b) &&
    refs.length === Object.keys(b.options).length &&
    refs.every((ref) => {
      const mine = optionOf(a, ref);
      const theirs = optionOf(b, ref);
      return (
        mine !== undefined &&
        theirs !== undefined &&
        mine.priceCents === theirs.priceCents &&
        mine.scope === theirs.scope
      );
    }) &&
    a.addOns.length === b.addOns.length &&
    a.addOns.every((addOn, index) => {
      const other = b.addOns.at(index);
      return (
        other !== undefined &&
        other.id === addOn.id &&
        other.name === addOn.name &&
        other.priceCents === addOn.priceCents
      );
    })
  );
}

/**
 * Nothing priced nor typed: no option, no add-on, no tax, no deposit, no scope of a design
 * without a price (not worth keeping yet).
 */
export function isUnpriced(pricing: PricedProposal): boolean {
  const deposit = pricing.deposit.kind === 'percent' ? pricing.deposit.rate : pricing.deposit.cents;
  return (
    Object.keys(pricing.options).length === 0 &&
    Object.keys(pricing.unpricedScopes ?? {}).length === 0 &&
    pricing.addOns.length === 0 &&
    pricing.taxRate === 0 &&
    deposit === 0
  );
}

/**
 * What the card keeps of its fields while some do not read, or while typing has not been read
 * yet, as a draft of this tab (src/lib/form-drafts.ts): the fields as typed, and the proposals
 * they were typed over (`over`: the one the device had confirmed, and the one being kept, which
 * a reload may or may not have let the device finish). A reload brings the typed text back, with
 * its message, rather than the last valid value.
 */
export type PricingDraft = { values: PricingFormValues; over: (PricedProposal | null)[] };

/** A stored draft is data from outside: read through this, anything else is none. */
const pricingDraftSchema = z.object({
  values: z.object({
    locale: z.string(),
    currency: z.string().check(z.refine(isCurrency)),
    options: z.record(z.string(), z.object({ price: z.string(), scope: z.string() })),
    addOns: z
      .array(
        z.object({ id: z.string().check(z.minLength(1)), name: z.string(), price: z.string() }),
      )
      .check(z.maxLength(MAX_ADD_ONS)),
    taxRate: z.string(),
    depositKind: z.enum(['percent', 'amount']),
    deposit: z.string(),
  }),
  over: z.array(z.nullable(pricedProposalSchema)),
}) satisfies z.ZodMiniType<PricingDraft>;

/**
 * The fields of a stored draft, in `locale`, when it was typed over the proposal the device
 * keeps now (`stored`); none otherwise: a proposal kept since (in another tab) is newer.
 */
export function restoredPricing(
  draft: unknown,
  stored: PricedProposal | null,
  locale: string,
): PricingFormValues | undefined {
  const parsed = pricingDraftSchema.safeParse(draft);
  if (!parsed.success) return undefined;
  const { values, over } = parsed.data;
  const typedOverStored = over.some((basis) =>
    basis === null || stored === null ? basis === stored : samePricing(basis, stored),
  );
  if (!typedOverStored) return undefined;
  return values.locale === locale ? values : relocalized(values, locale);
}
