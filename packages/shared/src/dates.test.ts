import { describe, expect, it } from 'vitest';
import { addDays, formatIndianDate, formatIndianDateTime, istDay } from './dates.ts';

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
});

describe('istDay', () => {
  it('is the date in India, which runs 5½ hours ahead of UTC', () => {
    expect(istDay(new Date('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(istDay(new Date('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
  });
});

describe('addDays', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
