import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary';

const EMPTY = 'Nothing matches.';

describe('pageSummary', () => {
  it('says how many rows the page shows of how many match', () => {
    expect(pageSummary(25, 312, EMPTY)).toBe('Showing 25 of 312');
    expect(pageSummary(12, 312, EMPTY)).toBe('Showing 12 of 312');
    expect(pageSummary(1, 1, EMPTY)).toBe('Showing 1 of 1');
  });

  it('groups large numbers the Indian way', () => {
    expect(pageSummary(100, 123_456, EMPTY)).toBe('Showing 100 of 1,23,456');
  });

  it('says "more than" when the server stopped counting', () => {
    expect(pageSummary(25, 1000, EMPTY, { totalIsLowerBound: true })).toBe(
      'Showing 25 of more than 1,000',
    );
  });

  it('says which rows these are when the page is known', () => {
    expect(pageSummary(25, 312, EMPTY, { firstRow: 1 })).toBe('Showing 1–25 of 312');
    expect(pageSummary(12, 312, EMPTY, { firstRow: 301 })).toBe('Showing 301–312 of 312');
    expect(pageSummary(1, 26, EMPTY, { firstRow: 26 })).toBe('Showing row 26 of 26');
    expect(pageSummary(2, 2, EMPTY, { firstRow: 1 })).toBe('Showing 2 of 2');
    expect(pageSummary(100, 1_23_456, EMPTY, { firstRow: 1_00_001 })).toBe(
      'Showing 1,00,001–1,00,100 of 1,23,456',
    );
  });

  it('says the empty text when nothing matches', () => {
    expect(pageSummary(0, 0, EMPTY)).toBe(EMPTY);
  });
});
