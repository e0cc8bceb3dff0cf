import { financialYearOf } from '@prakar/shared/ist-calendar';
import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './financial-year.ts';

describe('financialYearOf', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'],
    ['2026-03-31T18:30:00.000Z', '2026-27'],
    ['2026-04-01T00:00:00.000Z', '2026-27'],
    ['2027-01-15T12:00:00.000Z', '2026-27'],
    ['2027-03-31T18:29:59.999Z', '2026-27'],
    ['2027-03-31T18:30:00.000Z', '2027-28'],
    ['1999-12-31T12:00:00.000Z', '1999-00'],
    ['2000-01-01T00:00:00.000Z', '1999-00'],
    ['2009-06-30T00:00:00.000Z', '2009-10'],
  ])('puts %s in %s (dates taken in IST)', (at, year) => {
    expect(financialYearOf(new Date(at))).toBe(year);
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('invoiceNumber', () => {
  it('pads the sequence to five digits', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('PTA/26-27/00001');
    expect(invoiceNumber('2026-27', 42)).toBe('PTA/26-27/00042');
    expect(invoiceNumber('2026-27', 99_999)).toBe('PTA/26-27/99999');
  });

  it('grows past five digits rather than wrapping', () => {
    expect(invoiceNumber('2026-27', 123_456)).toBe('PTA/26-27/123456');
  });

  it('refuses a sequence below one or a fraction', () => {
    expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('2026-27', -3)).toThrow(RangeError);
    expect(() => invoiceNumber('2026-27', 1.5)).toThrow(RangeError);
  });

  it('refuses something that is not a financial year', () => {
    expect(() => invoiceNumber('2026', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('26-27', 1)).toThrow(RangeError);
  });
});
