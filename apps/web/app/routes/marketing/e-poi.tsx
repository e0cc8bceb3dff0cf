import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { epoiCopy } from '#app/content/copy/products.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/e-poi.ts';
import { faqJsonLd, softwareJsonLd } from '#app/content/structured-data.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'access-control',
  alt: 'The customer portal’s Access control screen: which users may open E-POI, Smart TDS and E-Form16.',
};

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      softwareJsonLd({ route: copy.route, name: epoiCopy.name, description: epoiCopy.intro }),
      ...faqJsonLd(epoiCopy.faqs),
    ],
  });

export default function EPoiPage() {
  return <ProductPage copy={epoiCopy} screen={SCREEN} />;
}
