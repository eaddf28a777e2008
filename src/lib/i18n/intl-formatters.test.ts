// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dateTimeFormat, displayNames, numberFormat } from '@/lib/i18n/intl-formatters';

describe('Intl formatters, made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const dollars = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(dollars.format(1250.5)).toBe('$1,250.50');
    expect(numberFormat('es-ES', { style: 'currency', currency: 'USD' })).not.toBe(dollars);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(3)).toBe('€3.00');

    const day = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date('2026-11-28T12:00:00Z'))).toBe('November 28, 2026');

    expect(displayNames('en', { type: 'currency' }).of('USD')).toBe('US Dollar');
    expect(displayNames('es', { type: 'currency' }).of('USD')).toBe('dólar estadounidense');
  });

  it('throws as Intl does for what it does not know, and keeps nothing for it', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
