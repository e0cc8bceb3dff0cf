import { describe, expect, it } from 'vitest';
import { invoiceMailNote, secondsUntilNonePending } from './bench-invoices.ts';

/** A gauge that reads each value in turn, then the last one for ever. */
const readings = (...values: (number | undefined)[]) => {
  let asked = 0;
  return async () => values[Math.min(asked++, values.length - 1)];
};

describe('secondsUntilNonePending', () => {
  it('is the time from the burst until the gauge first reads 0, unreadable counting as pending', async () => {
    const since = performance.now() - 2000;
    const seconds = await secondsUntilNonePending(readings(5, undefined, 1, 0), {
      since,
      waitSeconds: 60,
      intervalMs: 5,
    });
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(3);
  });

  it('is null when invoices still wait once the wait is over', async () => {
    const seconds = await secondsUntilNonePending(readings(3), {
      since: performance.now(),
      waitSeconds: 0.05,
      intervalMs: 10,
    });
    expect(seconds).toBeNull();
  });
});

describe('invoiceMailNote', () => {
  it('judges the time against the 10 s target', () => {
    expect(invoiceMailNote('pay', { pending: 4, oldestSeconds: 1 }, 2.25)).toContain(
      "all mailed 2.3 s after the burst's end (target ≤ 10 s: met)",
    );
    expect(invoiceMailNote('pay', {}, null)).toContain(
      "not all mailed within 60 s of the burst's end (target ≤ 10 s: not met)",
    );
  });
});
