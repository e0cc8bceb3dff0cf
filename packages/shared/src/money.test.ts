import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian, parseRupees, rupeesDecimal } from './money.ts';

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['24000', '24,000'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['123456789', '12,34,56,789'],
  ])('%s → %s', (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });
});

describe('formatRupees', () => {
  it('shows rupees and paise with Indian grouping', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('drops ".00" for whole rupees when asked, but never real paise', () => {
    expect(formatRupees(2_400_000, { wholeRupees: true })).toBe('₹24,000');
    expect(formatRupees(999_900, { wholeRupees: true })).toBe('₹9,999');
    expect(formatRupees(999_950, { wholeRupees: true })).toBe('₹9,999.50');
    expect(formatRupees(1_000_000_000, { wholeRupees: true })).toBe('₹1,00,00,000');
  });

  it('puts the sign before the symbol', () => {
    expect(formatRupees(-150_000)).toBe('-₹1,500.00');
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe('parseRupees', () => {
  it.each([
    ['25000', 2_500_000],
    ['25,000.50', 2_500_050],
    ['₹ 1,25,000', 12_500_000],
    ['0.5', 50],
    ['7.05', 705],
  ])('reads %s as %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(['', 'abc', '1.234', '-5', '1e5', '12.'])('refuses %j', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });
});

describe('rupeesDecimal', () => {
  it.each([
    [12_345_670, '123456.70'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('writes %i paise as %s', (paise, text) => {
    expect(rupeesDecimal(paise)).toBe(text);
  });
});
