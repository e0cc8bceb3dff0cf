import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  endOfIstDay,
  financialQuarterOf,
  financialQuarterOfMonth,
  financialQuarterRange,
  financialYearMonths,
  financialYearOf,
  financialYearOfMonth,
  financialYearRange,
  formatInIndia,
  istDay,
  istDaysRange,
  istMonth,
  istMonthsRange,
  shiftMonth,
  startOfIstDay,
  weekStartOf,
} from './ist-calendar.ts';

const at = (iso: string) => new Date(iso);
const range = (span: { from: Date; to: Date }) => [span.from.toISOString(), span.to.toISOString()];

describe('the day, month and year of an instant, in India', () => {
  it('turns at midnight IST, 18:30 UTC the evening before', () => {
    expect(istDay(at('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(istDay(at('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
    expect(istMonth(at('2026-11-30T18:29:59.999Z'))).toBe('2026-11');
    expect(istMonth(at('2026-11-30T18:30:00.000Z'))).toBe('2026-12');
  });

  it('starts the financial year at midnight IST on 1 April', () => {
    expect(financialYearOf(at('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(at('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(istDay(at('2027-03-31T18:30:00.000Z'))).toBe('2027-04-01');
    expect(financialYearOf(at('2100-01-01T00:00:00Z'))).toBe('2099-00');
  });

  it('puts an instant in the quarter of its IST month', () => {
    expect(financialQuarterOf(at('2026-06-30T18:29:59.999Z'))).toEqual({
      financialYear: '2026-27',
      quarter: 1,
      first: '2026-04',
      last: '2026-06',
    });
    expect(financialQuarterOf(at('2026-06-30T18:30:00.000Z')).quarter).toBe(2);
    expect(financialQuarterOf(at('2026-12-31T18:30:00.000Z'))).toEqual({
      financialYear: '2026-27',
      quarter: 4,
      first: '2027-01',
      last: '2027-03',
    });
  });

  it('refuses what is not an instant', () => {
    expect(() => istDay(new Date('soon'))).toThrow(RangeError);
    expect(() => financialYearOf(new Date('soon'))).toThrow(RangeError);
  });

  it('formats an instant as the clock reads in India', () => {
    expect(formatInIndia(at('2026-11-23T08:35:09Z'), "yyyy-MM-dd HH:mm:ss 'IST'")).toBe(
      '2026-11-23 14:05:09 IST',
    );
    expect(formatInIndia(at('2026-02-28T18:30:00Z'), 'dd-MMM-yyyy')).toBe('01-Mar-2026');
  });
});

describe('adding days, months and years to a day', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
  });

  it('adds calendar months, keeping to the end of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 1)).toBe('2028-03-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
  });

  it('adds years, turning 29 February into 28 February', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2026-11-23', 1)).toBe('2027-11-23');
  });

  it('moves months across a year end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-04', 11)).toBe('2027-03');
  });

  it('counts the days between two days, leap days included', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-11-23', '2026-11-01')).toBe(-22);
  });

  it('refuses days and months that are not on the calendar', () => {
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
    expect(() => addMonths('31-01-2027', 1)).toThrow(RangeError);
    expect(() => shiftMonth('2027-13', 1)).toThrow(RangeError);
  });
});

describe('the week of a day', () => {
  it('starts on the Monday, a Sunday belonging to the week before it', () => {
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-13')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-14')).toBe('2026-12-14');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('the instants of a day, month, quarter and financial year', () => {
  it('starts and ends a day at midnight IST', () => {
    expect(startOfIstDay('2027-04-01').toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(endOfIstDay('2027-03-31').toISOString()).toBe('2027-03-31T18:29:59.999Z');
    expect(range(istDaysRange('2028-02-28', '2028-02-29'))).toEqual([
      '2028-02-27T18:30:00.000Z',
      '2028-02-29T18:30:00.000Z',
    ]);
  });

  it('spans whole months, February of a leap year included', () => {
    expect(range(istMonthsRange('2028-02'))).toEqual([
      '2028-01-31T18:30:00.000Z',
      '2028-02-29T18:30:00.000Z',
    ]);
    expect(range(istMonthsRange('2026-11', '2027-01'))).toEqual([
      '2026-10-31T18:30:00.000Z',
      '2027-01-31T18:30:00.000Z',
    ]);
  });

  it('spans a financial year from 1 April to 31 March', () => {
    expect(financialYearMonths('2026-27')).toEqual({ first: '2026-04', last: '2027-03' });
    expect(range(financialYearRange('2027-28'))).toEqual([
      '2027-03-31T18:30:00.000Z',
      '2028-03-31T18:30:00.000Z',
    ]);
    expect(financialYearOfMonth('2027-03')).toBe('2026-27');
    expect(financialYearOfMonth('2027-04')).toBe('2027-28');
    expect(() => financialYearMonths('2026-28')).toThrow(RangeError);
  });

  it('spans each quarter of a financial year', () => {
    const quarters = ['2026-04', '2026-07', '2026-10', '2027-01'].map(financialQuarterOfMonth);
    expect(quarters.map((quarter) => [quarter.quarter, quarter.first, quarter.last])).toEqual([
      [1, '2026-04', '2026-06'],
      [2, '2026-07', '2026-09'],
      [3, '2026-10', '2026-12'],
      [4, '2027-01', '2027-03'],
    ]);
    expect(financialQuarterOfMonth('2027-03')).toEqual(quarters[3]);
    expect(range(financialQuarterRange(financialQuarterOfMonth('2027-02')))).toEqual([
      '2026-12-31T18:30:00.000Z',
      '2027-03-31T18:30:00.000Z',
    ]);
  });
});
