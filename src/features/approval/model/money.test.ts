// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  applyRate,
  formatMoney,
  formatRate,
  MAX_CENTS,
  parseAmount,
  parseRate,
  proposalTotals,
} from '@/features/approval/model/money';

/** Intl writes no-break spaces in some languages: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts as a user types them', () => {
  it.each([
    ['12400', 'en', 1_240_000],
    ['12,400.00', 'en', 1_240_000],
    ['$12,400.5', 'en', 1_240_050],
    ['12400.50', 'es', 1_240_050],
    ['12.400,50', 'es', 1_240_050],
    ['12.400', 'es', 1_240_000],
    ['12 400,50 US$', 'es', 1_240_050],
    ['0.99', 'en', 99],
    ['0', 'en', 0],
    ['+15', 'en', 1_500],
    ['USD 12,400', 'en', 1_240_000],
    ['12.400,00 €', 'es', 1_240_000],
  ])("'%s' in %s is %i cents", (text, locale, cents) => {
    expect(parseAmount(text, locale, 'USD')).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['12x', 'invalid'],
    ['1O0', 'invalid'],
    ['$', 'invalid'],
    ['1.2.3,4,5', 'invalid'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['1.234', 'too-precise'],
    ['0.001', 'too-precise'],
    ['100000001', 'too-large'],
    ['99999999999999999999', 'too-large'],
  ])("'%s' is refused: %s", (text, error) => {
    expect(parseAmount(text, 'en', 'USD')).toEqual({ ok: false, error });
  });

  it('takes the largest amount and refuses one cent more', () => {
    expect(parseAmount('100000000', 'en', 'USD')).toEqual({ ok: true, value: MAX_CENTS });
    expect(parseAmount('100000000.01', 'en', 'USD')).toEqual({ ok: false, error: 'too-large' });
  });

  it('counts a currency without cents in whole units', () => {
    expect(parseAmount('1,200', 'en', 'JPY')).toEqual({ ok: true, value: 1200 });
    expect(parseAmount('1200.5', 'en', 'JPY')).toEqual({ ok: false, error: 'too-precise' });
  });

  it('reads tax rates in basis points, at most 100 %', () => {
    expect(parseRate('8.25', 'en')).toEqual({ ok: true, value: 825 });
    expect(parseRate('8,25 %', 'es')).toEqual({ ok: true, value: 825 });
    expect(parseRate('100', 'en')).toEqual({ ok: true, value: 10_000 });
    expect(parseRate('100.01', 'en')).toEqual({ ok: false, error: 'too-large' });
    expect(parseRate('-1', 'en')).toEqual({ ok: false, error: 'negative' });
  });
});

describe('the totals', () => {
  it('adds the option and the ticked add-ons, then the tax once, rounded to the cent', () => {
    const totals = proposalTotals({
      option: 1_240_000,
      addOns: [185_000, 92_550],
      taxRate: 825,
      deposit: { kind: 'percent', rate: 3_000 },
    });
    // 12,400.00 + 1,850.00 + 925.50 = 15,175.50; tax 8.25 % = 1,251.97875 -> 1,251.98.
    expect(totals).toEqual({
      subtotal: 1_517_550,
      tax: 125_198,
      total: 1_642_748,
      // 30 % of 16,427.48 = 4,928.244 -> 4,928.24
      deposit: 492_824,
      balance: 1_149_924,
    });
  });

  it('rounds halves away from zero', () => {
    expect(applyRate(50, 100)).toBe(1); // 0.5 cent -> 1
    expect(applyRate(49, 100)).toBe(0); // 0.49 cent -> 0
    expect(applyRate(150, 1_000)).toBe(15);
    expect(applyRate(1, 5_000)).toBe(1); // half a cent -> 1
  });

  it('caps a fixed deposit at the total, and takes none', () => {
    const lines = { option: 10_000, addOns: [], taxRate: 0 };
    expect(proposalTotals({ ...lines, deposit: { kind: 'amount', cents: 50_000 } })).toMatchObject({
      total: 10_000,
      deposit: 10_000,
      balance: 0,
    });
    expect(proposalTotals({ ...lines, deposit: { kind: 'amount', cents: 0 } })).toMatchObject({
      deposit: 0,
      balance: 10_000,
    });
  });

  it('stays exact at the largest amounts', () => {
    const totals = proposalTotals({
      option: MAX_CENTS,
      addOns: [MAX_CENTS, MAX_CENTS],
      taxRate: 10_000,
      deposit: { kind: 'percent', rate: 10_000 },
    });
    expect(totals.total).toBe(6 * MAX_CENTS);
    expect(Number.isSafeInteger(totals.total)).toBe(true);
    expect(totals.balance).toBe(0);
  });

  it.each([
    ['a negative price', { option: -1 }],
    ['a fraction of a cent', { option: 10.5 }],
    ['a price above the largest', { option: MAX_CENTS + 1 }],
    ['a negative add-on', { addOns: [-100] }],
    ['a tax rate above 100 %', { taxRate: 10_001 }],
    ['a deposit rate above 100 %', { deposit: { kind: 'percent' as const, rate: 10_001 } }],
    ['a negative fixed deposit', { deposit: { kind: 'amount' as const, cents: -1 } }],
    ['not a number', { option: Number.NaN }],
  ])('refuses %s', (_name, change) => {
    expect(() =>
      proposalTotals({
        option: 1_000,
        addOns: [],
        taxRate: 0,
        deposit: { kind: 'amount', cents: 0 },
        ...change,
      }),
    ).toThrow(RangeError);
  });
});

describe("amounts written in the proposal's language", () => {
  it('writes the same price in English and in Spanish', () => {
    expect(formatMoney(1_240_000, 'USD', 'en')).toBe('$12,400.00');
    expect(plain(formatMoney(1_240_000, 'USD', 'es'))).toBe('12.400,00 US$');
    expect(plain(formatMoney(99, 'EUR', 'es'))).toBe('0,99 €');
    expect(formatMoney(1_200, 'JPY', 'en')).toBe('¥1,200');
  });

  it('writes rates as percentages', () => {
    expect(formatRate(825, 'en')).toBe('8.25%');
    expect(plain(formatRate(825, 'es'))).toBe('8,25 %');
  });

  it('reads back what it writes', () => {
    for (const locale of ['en', 'es']) {
      const written = formatMoney(1_517_550, 'USD', locale);
      expect(parseAmount(written, locale, 'USD')).toEqual({ ok: true, value: 1_517_550 });
    }
  });
});
