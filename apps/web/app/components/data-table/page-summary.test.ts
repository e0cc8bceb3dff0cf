import { describe, expect, it } from 'vitest';
import { lastPage, pageSummary } from './page-summary';

const EMPTY = 'Nothing matches.';

describe('pageSummary', () => {
  it('names the first and last item shown and the total', () => {
    expect(pageSummary(1, 25, 312, EMPTY)).toBe('Showing 1–25 of 312');
    expect(pageSummary(2, 25, 312, EMPTY)).toBe('Showing 26–50 of 312');
    expect(pageSummary(13, 25, 312, EMPTY)).toBe('Showing 301–312 of 312');
    expect(pageSummary(1, 10, 1, EMPTY)).toBe('Showing 1–1 of 1');
  });

  it('groups large numbers the Indian way', () => {
    expect(pageSummary(4001, 25, 123_456, EMPTY)).toBe('Showing 1,00,001–1,00,025 of 1,23,456');
  });

  it('says the empty text when nothing matches, and when the page is past the end', () => {
    expect(pageSummary(1, 25, 0, EMPTY)).toBe(EMPTY);
    expect(pageSummary(9, 25, 30, EMPTY)).toBe('There is no page 9: the last page is 2.');
  });
});

describe('lastPage', () => {
  it('rounds up, and is 1 for an empty list', () => {
    expect(lastPage(312, 25)).toBe(13);
    expect(lastPage(300, 25)).toBe(12);
    expect(lastPage(0, 25)).toBe(1);
  });
});
