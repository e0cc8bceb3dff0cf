import { describe, expect, it } from 'vitest';
import { planOffersJsonLd, plansFromSentence } from './plan-offers.ts';

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
