import { eform16Copy } from '../../content/copy/products';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/e-form16';
import { faqJsonLd, softwareJsonLd } from '../../content/structured-data';
import { ProductPage } from '../../features/catalogue/product-page';

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      softwareJsonLd({ route: copy.route, name: eform16Copy.name, description: eform16Copy.intro }),
      ...faqJsonLd(eform16Copy.faqs),
    ],
  });

export default function EForm16Page() {
  return <ProductPage copy={eform16Copy} />;
}
