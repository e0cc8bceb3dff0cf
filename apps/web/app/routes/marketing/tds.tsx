import { smartTdsCopy } from '../../content/copy/products';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/tds';
import { faqJsonLd, softwareJsonLd } from '../../content/structured-data';
import { ProductPage } from '../../features/catalogue/product-page';

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
