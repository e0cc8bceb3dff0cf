import { seededProduct } from '@prakar/shared/catalogue-seed';
import { planOffersJsonLd, plansFromSentence } from '@prakar/shared/plan-offers';
import type { ProductCopy } from './copy/types';
import { canonicalUrl, pageMeta } from './page-meta';
import type { ScreenCopy } from './screen-copy';
import { faqJsonLd, softwareJsonLd } from './structured-data';

/**
 * A product page's head: the application with its plans as offers, its questions, and a link
 * preview that names its lowest price. Written with the plans the site is built with; the server
 * puts today's in their place as it serves the page (ADR 0062).
 */
export function productPageMeta(copy: ScreenCopy, product: ProductCopy) {
  const { plans } = seededProduct(product.code);
  return pageMeta(copy, {
    jsonLd: [
      softwareJsonLd({
        route: copy.route,
        name: product.name,
        description: product.intro,
        offers: planOffersJsonLd(plans, canonicalUrl(copy.route)),
      }),
      ...faqJsonLd(product.faqs),
    ],
    shareNote: plansFromSentence(plans),
  });
}
