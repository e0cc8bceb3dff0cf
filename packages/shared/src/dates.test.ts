import { describe, expect, it } from 'vitest';
import { formatIndianDate, formatIndianDateTime } from './dates.ts';

describe('formatIndianDate', () => {
  it('shows a calendar date as day, month name and year', () => {
    expect(formatIndianDate('2025-11-01')).toBe('1 November 2025');
    expect(formatIndianDate('2026-03-31')).toBe('31 March 2026');
  });

  it('shows a timestamp as its date in IST', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatIndianDate('2025-03-31T20:00:00Z')).toBe('1 April 2025');
    expect(formatIndianDate('2025-03-31T18:00:00Z')).toBe('31 March 2025');
  });

  it('refuses what is not a date', () => {
    expect(() => formatIndianDate('soon')).toThrow(RangeError);
  });
});

describe('formatIndianDateTime', () => {
  it('shows the date and a 12-hour clock in IST', () => {
    expect(formatIndianDateTime('2026-11-23T08:35:00Z')).toBe('23 November 2026, 2:05 pm IST');
    expect(formatIndianDateTime('2026-11-22T18:30:00Z')).toBe('23 November 2026, 12:00 am IST');
    expect(formatIndianDateTime('2026-11-23T06:30:00Z')).toBe('23 November 2026, 12:00 pm IST');
  });

  it('turns the day at midnight IST, across a leap day and the end of the financial year', () => {
    expect(formatIndianDateTime('2028-02-28T18:29:00Z')).toBe('28 February 2028, 11:59 pm IST');
    expect(formatIndianDateTime('2028-02-28T18:30:00Z')).toBe('29 February 2028, 12:00 am IST');
    expect(formatIndianDateTime('2027-03-31T18:30:00Z')).toBe('1 April 2027, 12:00 am IST');
  });
});
