import { describe, expect, it } from 'vitest';
import { planLimitLabel, planOffersJsonLd, planPrice, plansFromSentence } from './plan-format.ts';

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

describe('plansFromSentence', () => {
  it('names the lowest yearly price of the plans for sale', () => {
    const plans = [
      { pricePaise: 500_000, isAvailable: false },
      { pricePaise: 999_900, isAvailable: true },
      { pricePaise: 3_499_900, isAvailable: true },
    ];
    expect(plansFromSentence(plans)).toBe('Plans from ₹9,999 a year + GST.');
    expect(plansFromSentence([{ pricePaise: 1, isAvailable: false }])).toBe(
      'Plans and prices on request.',
    );
  });
});

describe('planOffersJsonLd', () => {
  it('gives each plan an offer in rupees before GST, and the range they span', () => {
    const plan = {
      code: 'A',
      name: 'Single TAN',
      description: 'One TAN.',
      pricePaise: 999_905,
      limitUnit: 'tans' as const,
      limitValue: 1,
      isAvailable: false,
    };
    const offers = planOffersJsonLd([plan, { ...plan, pricePaise: 3_499_900 }], 'https://x.in/tds');
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '9999.05',
      highPrice: '34999.00',
      offerCount: 2,
      offers: [
        {
          name: 'Single TAN',
          price: '9999.05',
          priceCurrency: 'INR',
          availability: 'https://schema.org/OutOfStock',
          url: 'https://x.in/tds#plans',
          priceSpecification: { valueAddedTaxIncluded: false },
        },
        {},
      ],
    });
  });
});
