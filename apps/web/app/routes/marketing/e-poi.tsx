import { epoiCopy } from '../../content/copy/products';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/e-poi';
import { faqJsonLd, softwareJsonLd } from '../../content/structured-data';
import { ProductPage } from '../../features/catalogue/product-page';

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      softwareJsonLd({ route: copy.route, name: epoiCopy.name, description: epoiCopy.intro }),
      ...faqJsonLd(epoiCopy.faqs),
    ],
  });

export default function EPoiPage() {
  return <ProductPage copy={epoiCopy} />;
}
