import { addYears, daysBetween } from '@prakar/shared/ist-calendar';
import { describe, expect, it } from 'vitest';
import { extendPeriod } from './calendar.ts';

describe('day arithmetic', () => {
  it('adds years, turning 29 February into 28 February', () => {
    expect(addYears('2026-11-23', 1)).toBe('2027-11-23');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-11-23', '2026-11-24')).toBe(1);
    expect(daysBetween('2026-11-23', '2027-11-22')).toBe(364);
    expect(daysBetween('2026-11-23', '2026-11-01')).toBe(-22);
  });
});

describe('extendPeriod', () => {
  it('starts a new subscription today and ends it the day before the anniversary', () => {
    expect(extendPeriod(undefined, 1, '2026-11-23')).toEqual({
      startsOn: '2026-11-23',
      endsOn: '2027-11-22',
    });
  });

  it('extends a live subscription from its end date, keeping its start', () => {
    const current = { startsOn: '2026-01-10', endsOn: '2027-01-09' };
    expect(extendPeriod(current, 2, '2026-12-20')).toEqual({
      startsOn: '2026-01-10',
      endsOn: '2029-01-09',
    });
  });

  it('counts a subscription ending today as live', () => {
    const current = { startsOn: '2025-11-24', endsOn: '2026-11-23' };
    expect(extendPeriod(current, 1, '2026-11-23').endsOn).toBe('2027-11-23');
  });

  it('restarts a lapsed subscription from today', () => {
    const current = { startsOn: '2024-01-01', endsOn: '2024-12-31' };
    expect(extendPeriod(current, 1, '2026-11-23')).toEqual({
      startsOn: '2026-11-23',
      endsOn: '2027-11-22',
    });
  });
});
