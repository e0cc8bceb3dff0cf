import { describe, expect, it } from 'vitest';
import { daysLeftText, endsSoon, REMINDER_NOTE, validityText } from '#app/lib/subscription-text.ts';

describe('subscription text', () => {
  it('counts the days left', () => {
    expect(daysLeftText(364)).toBe('364 days left');
    expect(daysLeftText(1)).toBe('1 day left');
  });

  it('points out active subscriptions within 30 days of their end', () => {
    expect(endsSoon({ status: 'active', daysLeft: 30 })).toBe(true);
    expect(endsSoon({ status: 'active', daysLeft: 31 })).toBe(false);
    expect(endsSoon({ status: 'expired', daysLeft: 0 })).toBe(false);
  });

  it('gives the dates of validity, both included', () => {
    expect(validityText({ startsOn: '2026-12-01', endsOn: '2027-11-30' })).toBe(
      '1 December 2026 – 30 November 2027',
    );
  });

  it('names the reminder days', () => {
    expect(REMINDER_NOTE).toBe('We e-mail a reminder 30, 7 and 1 days before a subscription ends.');
  });
});
