import { describe, expect, it } from 'vitest';
import { earliestOpenPosting, openingClosesOn } from './opening-window.ts';

describe('the days an opening takes applications', () => {
  it('closes 90 days after posting, the day of posting counted', () => {
    expect(openingClosesOn('2026-03-01')).toBe('2026-05-29');
    expect(earliestOpenPosting('2026-05-29')).toBe('2026-03-01');
    expect(earliestOpenPosting('2026-05-30')).toBe('2026-03-02');
  });

  it('never stays open into the next year', () => {
    expect(openingClosesOn('2026-11-20')).toBe('2026-12-31');
    expect(earliestOpenPosting('2027-01-05')).toBe('2027-01-01');
    expect(openingClosesOn('2025-06-02') < earliestOpenPosting('2026-01-01')).toBe(true);
  });
});
