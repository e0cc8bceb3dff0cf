import { describe, expect, it } from 'vitest';
import type { Row } from './bench-report.ts';
import { combineRuns, median, onlyRows } from './bench-runs.ts';

const row = (name: string, figures: Partial<Row>): Row => ({
  name,
  kind: 'read',
  requestsPerSecond: 0,
  p50: 0,
  p99: 0,
  failures: 0,
  ...figures,
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('combineRuns', () => {
  it('gives each row the medians of its runs, their spread, and every failure', () => {
    const runs = [
      [row('users', { requestsPerSecond: 100, p50: 10, p99: 40, limit: 400, failures: 1 })],
      [row('users', { requestsPerSecond: 300, p50: 30, p99: 90, limit: 500, firstFailure: 'x' })],
      [row('users', { requestsPerSecond: 200, p50: 20, p99: 60, limit: 1000, failures: 2 })],
    ];
    const [users] = combineRuns(runs);
    expect(users).toMatchObject({
      name: 'users',
      requestsPerSecond: 200,
      p50: 20,
      p99: 60,
      limit: 500,
      failures: 3,
      firstFailure: 'x',
      spread: {
        requestsPerSecond: { min: 100, max: 300 },
        p50: { min: 10, max: 30 },
        p99: { min: 40, max: 90 },
        shareOfLimit: { min: 0.2, max: 0.6 },
      },
    });
    // The median of each run's share (0.25, 0.6, 0.2), not 200 / 500.
    expect(users?.shareOfLimit).toBe(0.25);
  });

  it('counts invoices not mailed within the wait as the slowest, and says so when most were', () => {
    const payment = (after: number | null) =>
      row('payment', { kind: 'payment', invoicesMailedAfter: after });
    expect(combineRuns([[payment(3)], [payment(null)], [payment(5)]])[0]?.invoicesMailedAfter).toBe(
      5,
    );
    expect(
      combineRuns([[payment(3)], [payment(null)], [payment(null)]])[0]?.invoicesMailedAfter,
    ).toBeNull();
  });

  it('leaves one run as it is, and refuses runs that loaded different rows', () => {
    const one = [row('users', { requestsPerSecond: 5, limit: 10 })];
    expect(combineRuns([one])).toEqual(one);
    expect(() => combineRuns([one, [row('audit', {})]])).toThrow(/different rows/);
  });
});

describe('onlyRows', () => {
  it('splits at commas not followed by a space, and matches anywhere in a name', () => {
    const only = onlyRows('users, search,history, first page');
    expect(only?.('users, search "agarw"')).toBe(true);
    expect(only?.('History, first page')).toBe(true);
    expect(only?.('users, first page')).toBe(false);
    expect(only?.('history, page 100')).toBe(false);
  });

  it('keeps every row when not given', () => {
    expect(onlyRows(undefined)).toBeUndefined();
  });
});
