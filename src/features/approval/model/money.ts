import { numberFormat } from '@/lib/i18n/intl-formatters';

/**
 * Money of a priced proposal, without React: amounts in integer minor units (cents for USD and
 * EUR), rates in basis points (8.25 % is 825), so that no sum ever rounds on the way.
 *
 * How the totals are made (`proposalTotals`):
 * - subtotal = the chosen option's price + the ticked add-ons' prices (exact, in cents);
 * - tax = subtotal x rate, rounded once, to the nearest cent, halves away from zero;
 * - total = subtotal + tax;
 * - deposit = a percentage of the total (rounded the same way) or a fixed amount, at most the
 *   total; balance = total - deposit.
 * Amounts are written by Intl.NumberFormat in the proposal's language ('$12,400.00' in English,
 * '12.400,00 US$' in Spanish) and read back from what a user types in either.
 */

/** An amount in minor units of the currency (cents): a non-negative safe integer. */
export type Cents = number;

/** A rate in basis points: 1 % is 100, 8.25 % is 825. */
export type BasisPoints = number;

/** The largest amount a proposal takes: 100 million in the currency (far above any yard). */
export const MAX_CENTS: Cents = 10_000_000_000;

/** The largest tax rate: 100 %. */
export const MAX_RATE: BasisPoints = 10_000;

export type AmountError = 'empty' | 'invalid' | 'negative' | 'too-large' | 'too-precise';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: AmountError };

/** How many decimals the currency's minor unit has (2 for USD and EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** The language's decimal separator, as Intl writes numbers in it ('.' or ','). */
function decimalSeparator(locale: string) {
  const parts = numberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * Reads a decimal number as a user types it in `locale` into an integer count of 10^-digits
 * (digits 2 gives cents). A currency sign and spaces are allowed. The last '.' or ',' is the
 * decimal point when it is the language's, or when fewer or more than 3 digits follow it (a
 * phone's keypad may offer only '.'); any other is a thousands separator: '12,400.50' and
 * '12400.5' in English, '12.400,50' and '12400.50' in Spanish. Refuses what is empty, not a
 * number, negative, finer than `digits`, or above `max`.
 */
export function parseDecimal(
  text: string,
  locale: string,
  digits: number,
  max: number,
): Parsed<number> {
  // Spaces of every kind (Intl groups with a no-break space in some languages), and a currency
  // before or after the number ('$', 'US$', '€', 'USD'); any other letter makes it no number.
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const cleaned = compact
    .replace(/^([+-]?)(?:[A-Z]{3}|[A-Z]{0,2}\p{Sc})/u, '$1')
    .replace(/(?:[A-Z]{3}|[A-Z]{0,2}\p{Sc})$/u, '');
  if (cleaned === '') return compact === '' ? { ok: false, error: 'empty' } : invalid();
  if (/[^\d.,+-]/.test(cleaned)) return invalid();
  if (cleaned.includes('-')) return { ok: false, error: 'negative' };
  const unsigned = cleaned.startsWith('+') ? cleaned.slice(1) : cleaned;
  if (!/^\d[\d.,]*$/.test(unsigned)) return invalid();
  const last = Math.max(unsigned.lastIndexOf('.'), unsigned.lastIndexOf(','));
  let whole = unsigned;
  let fraction = '';
  let point: string | undefined;
  if (last >= 0) {
    const after = unsigned.slice(last + 1);
    if (unsigned[last] === decimalSeparator(locale) || after.length !== 3) {
      whole = unsigned.slice(0, last);
      fraction = after;
      point = unsigned[last];
    }
  }
  if (!/^\d*$/.test(fraction) || !isWholeNumber(whole, point)) return invalid();
  const wholeDigits = whole.replace(/[.,]/g, '');
  if (fraction.length > digits) return { ok: false, error: 'too-precise' };
  const units = wholeDigits.replace(/^0+(?=\d)/, '') + fraction.padEnd(digits, '0');
  if (units.length > String(max).length || Number(units) > max) {
    return { ok: false, error: 'too-large' };
  }
  return { ok: true, value: Number(units) };
}

/**
 * Digits, or digits in groups of three after the first, with one separator throughout that is
 * not the decimal point ('12,400' or '1.240.000'; not '1.2.3' nor '1,240.000').
 */
function isWholeNumber(whole: string, decimalPoint: string | undefined) {
  if (/^\d+$/.test(whole)) return true;
  const grouped = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.exec(whole);
  return grouped !== null && grouped[1] !== decimalPoint;
}

function invalid(): { ok: false; error: AmountError } {
  return { ok: false, error: 'invalid' };
}

/** An amount of `currency` as typed in `locale`, in minor units. */
export function parseAmount(text: string, locale: string, currency: string): Parsed<Cents> {
  return parseDecimal(text, locale, minorDigits(currency), MAX_CENTS);
}

/** A percentage as typed in `locale` ('8.25' or '8,25'), in basis points, at most 100 %. */
export function parseRate(text: string, locale: string): Parsed<BasisPoints> {
  return parseDecimal(text.replace('%', ''), locale, 2, MAX_RATE);
}

/** `amount` x `rate`, to the nearest minor unit, halves away from zero (amounts are >= 0). */
export function applyRate(amount: Cents, rate: BasisPoints): Cents {
  return Math.floor((amount * rate + 5_000) / 10_000);
}

export type Deposit = { kind: 'percent'; rate: BasisPoints } | { kind: 'amount'; cents: Cents };

export type PriceLines = {
  /** The chosen option's price. */
  option: Cents;
  /** The ticked add-ons' prices. */
  addOns: readonly Cents[];
  taxRate: BasisPoints;
  deposit: Deposit;
};

export type Totals = {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
  deposit: Cents;
  /** What is left to pay after the deposit. */
  balance: Cents;
};

function isAmount(value: number, max: number) {
  return Number.isSafeInteger(value) && value >= 0 && value <= max;
}

/** The proposal's totals (see the top of this file); throws on an amount out of range. */
export function proposalTotals({ option, addOns, taxRate, deposit }: PriceLines): Totals {
  for (const amount of [option, ...addOns]) {
    if (!isAmount(amount, MAX_CENTS)) throw new RangeError(`Not an amount: ${String(amount)}`);
  }
  if (!isAmount(taxRate, MAX_RATE)) throw new RangeError(`Not a rate: ${String(taxRate)}`);
  const subtotal = addOns.reduce((sum, addOn) => sum + addOn, option);
  const tax = applyRate(subtotal, taxRate);
  const total = subtotal + tax;
  let depositCents: Cents;
  if (deposit.kind === 'percent') {
    if (!isAmount(deposit.rate, MAX_RATE)) {
      throw new RangeError(`Not a rate: ${String(deposit.rate)}`);
    }
    depositCents = applyRate(total, deposit.rate);
  } else {
    if (!isAmount(deposit.cents, MAX_CENTS)) {
      throw new RangeError(`Not an amount: ${String(deposit.cents)}`);
    }
    depositCents = Math.min(deposit.cents, total);
  }
  return { subtotal, tax, total, deposit: depositCents, balance: total - depositCents };
}

/** An amount written in `locale`: '$12,400.00' in English, '12.400,00 US$' in Spanish. */
export function formatMoney(amount: Cents, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return numberFormat(locale, { style: 'currency', currency }).format(amount / 10 ** digits);
}

/** A rate written in `locale`: '8.25%' in English, '8,25 %' in Spanish. */
export function formatRate(rate: BasisPoints, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 10_000);
}
