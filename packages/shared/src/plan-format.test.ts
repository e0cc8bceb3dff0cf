import { describe, expect, it } from 'vitest';
import { planLimitLabel, planPrice } from './plan-format.ts';

describe('planLimitLabel', () => {
  it('names the unit, in the plural when there are several', () => {
    expect(planLimitLabel({ limitUnit: 'employees', limitValue: 250 })).toBe('Up to 250 employees');
    expect(planLimitLabel({ limitUnit: 'tans', limitValue: 1 })).toBe('1 TAN');
    expect(planLimitLabel({ limitUnit: 'tans', limitValue: 25 })).toBe('Up to 25 TANs');
  });

  it('groups large limits the Indian way, and says when there is no limit', () => {
    expect(planLimitLabel({ limitUnit: 'certificates', limitValue: 100_000 })).toBe(
      'Up to 1,00,000 certificates',
    );
    expect(planLimitLabel({ limitUnit: 'employees', limitValue: null })).toBe(
      'Unlimited employees',
    );
  });
});

describe('planPrice', () => {
  it('shows whole rupees without paise', () => {
    expect(planPrice({ pricePaise: 2_400_000 })).toBe('₹24,000');
    expect(planPrice({ pricePaise: 12_499_900 })).toBe('₹1,24,999');
  });
});

describe('planLimitLabel inside a sentence', () => {
  it('starts in lower case and keeps TAN an acronym', () => {
    expect(planLimitLabel({ limitUnit: 'tans', limitValue: 5 }, { inSentence: true })).toBe(
      'up to 5 TANs',
    );
    expect(planLimitLabel({ limitUnit: 'tans', limitValue: 1 }, { inSentence: true })).toBe(
      '1 TAN',
    );
    expect(planLimitLabel({ limitUnit: 'employees', limitValue: null }, { inSentence: true })).toBe(
      'unlimited employees',
    );
  });
});
