import type { Plan } from './catalogue.ts';
import { planPrice } from './plan-format.ts';

/*
 * What a product page says of its plans beyond the cards, written at build time and filled by the
 * server with today's plans as it sends the page (docs/decisions/0062): the offers of its
 * structured data, the link preview's sentence, and the marks the server finds the cards by.
 */

/** What a product's sharing card and preview say of its prices: "Plans from ₹9,999 a year + GST." */
export function plansFromSentence(
  plans: readonly Pick<Plan, 'pricePaise' | 'isAvailable'>[],
): string {
  const forSale = plans.filter((plan) => plan.isAvailable);
  if (forSale.length === 0) return 'Plans and prices on request.';
  const lowest = Math.min(...forSale.map((plan) => plan.pricePaise));
  return `Plans from ${planPrice({ pricePaise: lowest })} a year + GST.`;
}

/** Paise as schema.org's price text: 999900 → "9999.00". */
function priceText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * A product's plans as schema.org offers for its structured data: one Offer per plan, yearly,
 * before GST, and the range they span, so a search result can show the firm's current prices.
 */
export function planOffersJsonLd(plans: readonly Plan[], pageUrl: string): Record<string, unknown> {
  const prices = plans.map((plan) => plan.pricePaise);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: priceText(Math.min(...prices)),
    highPrice: priceText(Math.max(...prices)),
    offerCount: plans.length,
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      price: priceText(plan.pricePaise),
      priceCurrency: 'INR',
      availability: `https://schema.org/${plan.isAvailable ? 'InStock' : 'OutOfStock'}`,
      url: `${pageUrl}#plans`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: priceText(plan.pricePaise),
        priceCurrency: 'INR',
        unitText: 'year',
        valueAddedTaxIncluded: false,
      },
    })),
  };
}

/**
 * The marks a pre-rendered product page carries so the server can fill today's plans into it:
 * the list of cards, the plans the cards were drawn from (which the browser app starts from, so
 * it hydrates what the server sent), the table comparing the plans, and, written only when the
 * page is pre-rendered, one card drawn from `TEMPLATE_PLAN` for each kind and the table drawn
 * with it alone, which the server keeps and takes out of the page.
 */
export const PLAN_SLOTS = {
  cards: 'data-price-slot',
  plans: 'data-served-plans',
  template: 'data-price-template',
  /** The plan comparison table, its template (one plan's column) and each plan's cell in it. */
  comparison: 'data-compare-slot',
  comparisonTemplate: 'data-compare-template',
  planCell: 'data-plan-cell',
} as const;

/** A plan whose every part is a text the server finds in the card drawn from it and replaces. */
export const TEMPLATE_PLAN: Plan = {
  code: 'PLAN_CODE_SLOT',
  name: 'PLAN_NAME_SLOT',
  description: 'PLAN_DESCRIPTION_SLOT',
  pricePaise: 98_765_432_100,
  limitUnit: 'employees',
  limitValue: 97_531,
  isAvailable: true,
};
