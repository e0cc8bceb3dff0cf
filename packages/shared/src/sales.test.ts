import { describe, expect, it } from 'vitest';
import { gstr1CsvQuerySchema, periodMonths, salesQuerySchema } from './sales.ts';

describe('periodMonths', () => {
  it('gives a month, its financial quarter and its financial year', () => {
    expect(periodMonths('month', '2026-11')).toEqual({
      first: '2026-11',
      last: '2026-11',
      label: 'November 2026',
    });
    expect(periodMonths('quarter', '2026-11')).toEqual({
      first: '2026-10',
      last: '2026-12',
      label: 'Q3 2026-27 (October–December 2026)',
    });
    expect(periodMonths('quarter', '2027-02')).toMatchObject({ first: '2027-01', last: '2027-03' });
    expect(periodMonths('quarter', '2026-04')).toMatchObject({ first: '2026-04', last: '2026-06' });
    expect(periodMonths('year', '2027-03')).toEqual({
      first: '2026-04',
      last: '2027-03',
      label: 'Financial year 2026-27',
    });
  });
});

describe('the back office sales queries', () => {
  it('refuse a month that is not one, or before GST, and a section the return does not have', () => {
    expect(salesQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(salesQuerySchema.safeParse({ month: '2017-06' }).success).toBe(false);
    expect(salesQuerySchema.parse({ month: '2026-11' })).toEqual({
      period: 'month',
      month: '2026-11',
    });
    expect(gstr1CsvQuerySchema.safeParse({ month: '2026-11', section: 'exp' }).success).toBe(false);
  });
});
