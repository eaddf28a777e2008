// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { emptyPricing, type PricedProposal } from '@/features/approval/model/priced-proposal';
import {
  hasProblems,
  isUnpriced,
  pricingFormValues,
  readPricingForm,
  relocalized,
  samePricing,
} from '@/features/approval/pricing/pricing-form';

const KEPT: PricedProposal = {
  currency: 'USD',
  options: { natural: { priceCents: 90_000, scope: 'Sod' } },
  addOns: [{ id: 'a1', name: 'Lighting', priceCents: 180_000 }],
  taxRate: 825,
  deposit: { kind: 'amount', cents: 50_000 },
};

describe('the Prices fields as a proposal', () => {
  it('gives back the kept proposal from its own fields, in English and Spanish', () => {
    for (const locale of ['en', 'es']) {
      const values = pricingFormValues(KEPT, locale);
      const read = readPricingForm(values, emptyPricing('USD'));
      expect(read.pricing).toEqual(KEPT);
      expect(hasProblems(read.problems, ['natural'])).toBe(false);
    }
    expect(pricingFormValues(KEPT, 'es')).toMatchObject({
      options: { natural: { price: '900,00' } },
      taxRate: '8,25',
      deposit: '500,00',
    });
  });

  it('keeps the last valid values of what does not read, leaves out what never read, and keeps every scope', () => {
    const values = {
      ...pricingFormValues(KEPT, 'en'),
      options: {
        natural: { price: '9,00,0', scope: ' Sod, maples ' },
        modern: { price: 'abc', scope: '' },
        cottage: { price: '', scope: 'Only a scope' },
      },
      addOns: [
        { id: 'a1', name: 'Landscape lighting', price: '-3' },
        { id: 'a2', name: '', price: '40' },
        { id: 'a3', name: '', price: '' },
      ],
      taxRate: '101',
      deposit: '12.345',
    };
    const { pricing, problems } = readPricingForm(values, KEPT);
    expect(pricing).toEqual({
      currency: 'USD',
      options: { natural: { priceCents: 90_000, scope: 'Sod, maples' } },
      // What is included in a design without a price is kept as typed, offering nothing.
      unpricedScopes: { cottage: 'Only a scope' },
      addOns: [{ id: 'a1', name: 'Landscape lighting', priceCents: 180_000 }],
      taxRate: 825,
      deposit: { kind: 'amount', cents: 50_000 },
    });
    expect(problems).toEqual({
      options: { natural: 'invalid', modern: 'invalid' },
      addOns: { a1: { price: 'negative' }, a2: { name: 'no-name' } },
      taxRate: 'rate-range',
      deposit: 'too-precise',
    });
  });

  it('keeps what is included in designs without a price, and gives it back to their fields', () => {
    const values = {
      ...pricingFormValues(KEPT, 'en'),
      options: {
        natural: { price: '900', scope: 'Sod' },
        modern: { price: '', scope: '  Gravel garden, steel edging ' },
        cottage: { price: '12,,5', scope: 'Roses' },
        empty: { price: '', scope: '   ' },
      },
    };
    const { pricing } = readPricingForm(values, emptyPricing('USD'));
    expect(pricing.options).toEqual({ natural: { priceCents: 90_000, scope: 'Sod' } });
    expect(pricing.unpricedScopes).toEqual({
      modern: 'Gravel garden, steel edging',
      cottage: 'Roses',
    });
    expect(pricingFormValues(pricing, 'es').options).toEqual({
      natural: { price: '900,00', scope: 'Sod' },
      modern: { price: '', scope: 'Gravel garden, steel edging' },
      cottage: { price: '', scope: 'Roses' },
    });
    // Read again from its own fields, it says the same.
    expect(readPricingForm(pricingFormValues(pricing, 'en'), pricing).pricing).toEqual(pricing);

    // A scope alone is worth keeping, and a change of it is a change.
    const scopeOnly = readPricingForm(
      {
        ...values,
        options: { modern: { price: '', scope: 'Gravel' } },
        addOns: [],
        taxRate: '',
        deposit: '',
      },
      emptyPricing('USD'),
    ).pricing;
    expect(isUnpriced(scopeOnly)).toBe(false);
    expect(isUnpriced(emptyPricing('USD'))).toBe(true);
    expect(
      samePricing(scopeOnly, { ...scopeOnly, unpricedScopes: { modern: 'Gravel, pavers' } }),
    ).toBe(false);
    expect(samePricing(scopeOnly, { ...scopeOnly, unpricedScopes: { modern: 'Gravel' } })).toBe(
      true,
    );
    expect(samePricing(KEPT, { ...KEPT, unpricedScopes: {} })).toBe(true);
  });

  it('does not hold the status for a design no longer shown', () => {
    const values = {
      ...pricingFormValues(KEPT, 'en'),
      options: { hidden: { price: 'x', scope: '' } },
    };
    const { problems } = readPricingForm(values, KEPT);
    expect(hasProblems(problems, ['shown'])).toBe(false);
    expect(hasProblems(problems, ['hidden'])).toBe(true);
  });

  it('writes readable amounts again in another language, and leaves the rest as typed', () => {
    const values = {
      ...pricingFormValues(KEPT, 'en'),
      options: { natural: { price: '1,250.5', scope: '' }, modern: { price: '1.2.3', scope: '' } },
    };
    expect(relocalized(values, 'es')).toMatchObject({
      locale: 'es',
      options: { natural: { price: '1250,50' }, modern: { price: '1.2.3' } },
      taxRate: '8,25',
    });
  });

  it('compares proposals by what they say, not by the order of their options', () => {
    const reordered: PricedProposal = {
      ...KEPT,
      options: { other: { priceCents: 1, scope: '' }, ...KEPT.options },
    };
    const withOther: PricedProposal = {
      ...KEPT,
      options: { ...KEPT.options, other: { priceCents: 1, scope: '' } },
    };
    expect(samePricing(reordered, withOther)).toBe(true);
    expect(samePricing(KEPT, withOther)).toBe(false);
    expect(samePricing(KEPT, { ...KEPT, deposit: { kind: 'percent', rate: 50_000 } })).toBe(false);
  });
});
