import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE, isoDate, LATEST_DATE } from './list-query.ts';

const RANGE_MESSAGE = 'Enter a date from 1 January 1900 to 31 December 2099.';

describe('isoDate', () => {
  it('takes every day from the first to the last the filters allow', () => {
    for (const day of [EARLIEST_DATE, '2000-02-29', '2026-12-02', LATEST_DATE]) {
      expect(isoDate.parse(day)).toBe(day);
    }
  });

  it('refuses a day outside them, saying which days it takes', () => {
    for (const day of ['0001-01-01', '1899-12-31', '2100-01-01', '9999-12-31']) {
      const result = isoDate.safeParse(day);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([RANGE_MESSAGE]);
    }
  });

  it('takes a real day exactly when it is in the range', () => {
    const anyDay = fc
      .date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(isoDate.safeParse(day).success).toBe(day >= EARLIEST_DATE && day <= LATEST_DATE);
      }),
    );
  });
});
