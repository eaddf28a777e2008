import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { formatMoney, formatRate, minorDigits } from '@/features/approval/model/money';
import type { Deposit } from '@/features/approval/model/money';
import { exampleAmount, type FieldProblem } from '@/features/approval/pricing/pricing-form';

/** What a field that does not read says, next to it, in the app's language. */
export function problemMessage(i18n: I18n, problem: FieldProblem, currency: string): string {
  switch (problem) {
    case 'invalid':
    case 'no-price': {
      const example = exampleAmount(currency, i18n.locale);
      return i18n._(msg`Enter a price, like ${example}.`);
    }
    case 'negative':
      return i18n._(msg`A price cannot be negative.`);
    case 'too-large':
      return i18n._(msg`That price is too large.`);
    case 'too-precise': {
      const digits = minorDigits(currency);
      return digits === 0
        ? i18n._(msg`Use whole amounts.`)
        : i18n._(msg`Use at most ${digits} decimals.`);
    }
    case 'rate-too-precise': {
      const digits = 2;
      return i18n._(msg`Use at most ${digits} decimals.`);
    }
    case 'rate-range':
      return i18n._(msg`Enter a rate from 0 to 100.`);
    case 'no-name':
      return i18n._(msg`Give the add-on a name.`);
  }
}

/**
 * Under a design's price that does not read: what the proposal keeps meanwhile (the customer
 * may be shown it any moment), its last valid price or none.
 */
export function keptPriceNote(i18n: I18n, keptCents: number | undefined, currency: string) {
  if (keptCents === undefined) {
    return i18n._(msg`Until it is corrected, this design has no price and cannot be chosen.`);
  }
  const price = formatMoney(keptCents, currency, i18n.locale);
  return i18n._(msg`Until it is corrected, the proposal keeps the last valid price: ${price}.`);
}

/** Under an add-on that does not read: what the proposal keeps meanwhile. */
export function keptAddOnNote(
  i18n: I18n,
  kept: { name: string; priceCents: number } | undefined,
  currency: string,
) {
  if (!kept) return i18n._(msg`Until it is corrected, this add-on is left out.`);
  const { name } = kept;
  const price = formatMoney(kept.priceCents, currency, i18n.locale);
  return i18n._(msg`Until it is corrected, the proposal keeps ${name} at ${price}.`);
}

/** Under a tax rate that does not read. */
export function keptTaxNote(i18n: I18n, rate: number) {
  const kept = formatRate(rate, i18n.locale);
  return i18n._(msg`Until it is corrected, the proposal keeps a tax rate of ${kept}.`);
}

/** Under a deposit that does not read. */
export function keptDepositNote(i18n: I18n, deposit: Deposit, currency: string) {
  const kept =
    deposit.kind === 'percent'
      ? formatRate(deposit.rate, i18n.locale)
      : formatMoney(deposit.cents, currency, i18n.locale);
  return i18n._(msg`Until it is corrected, the proposal keeps a deposit of ${kept}.`);
}
