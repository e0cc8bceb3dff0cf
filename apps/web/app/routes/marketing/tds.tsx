import { smartTdsCopy } from '#app/content/copy/products.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/tds.ts';
import { faqJsonLd, softwareJsonLd } from '#app/content/structured-data.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

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
  return <ProductPage copy={smartTdsCopy} />;
}
