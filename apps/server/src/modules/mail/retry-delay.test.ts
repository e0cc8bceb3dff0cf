import { describe, expect, it } from 'vitest';
import { RETRY_MAX_MS, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('starts at 30 seconds and doubles after each failure', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3].map((attempts) => retryDelayMs(attempts, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(7, () => 0.5)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(47, () => 1)).toBe(RETRY_MAX_MS);
  });

  it('spreads retries by up to a fifth either way', () => {
    expect(retryDelayMs(0, () => 0)).toBe(24_000);
    expect(retryDelayMs(0, () => 1)).toBe(36_000);
    expect(retryDelayMs(10, () => 0)).toBe(0.8 * RETRY_MAX_MS);
  });
});
