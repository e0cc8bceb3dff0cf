import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { smartTdsCopy } from '#app/content/copy/products.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/tds.ts';
import { faqJsonLd, softwareJsonLd } from '#app/content/structured-data.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'transactions',
  alt: 'The customer portal’s Transaction history: orders with amounts, GST, status, payment and invoice downloads.',
};

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      softwareJsonLd({
        route: copy.route,
        name: smartTdsCopy.name,
        description: smartTdsCopy.intro,
      }),
      ...faqJsonLd(smartTdsCopy.faqs),
    ],
  });

export default function TdsPage() {
  return <ProductPage copy={smartTdsCopy} screen={SCREEN} />;
}
